import Foundation

/// The one format of every word file the package reads: word lists, ranked lists and their
/// start words, and the personal dictionary.
///
/// UTF-8 text, one word per line; LF or CRLF line ends and a leading byte-order mark are fine;
/// white space around a word (spaces, tabs, no-break spaces) is trimmed; blank lines and lines
/// whose first non-blank character is `#` are skipped. A line that is not valid UTF-8 or holds a
/// NUL byte is an error naming the file and line.
///
/// `package`: AnagramRules and the CLI read their lists (start words, blocklists, game word
/// lists) in this format, and its errors are ``LexiconError``, which LexiconSupport cannot name.
package enum WordListFile {
    /// The word on `line`, or `nil` for a blank or comment line.
    package static func entry<Line: StringProtocol>(inLine line: Line) -> Line.SubSequence? {
        let trimmed = line.trimmingWhitespace()
        return trimmed.isEmpty || trimmed.first == "#" ? nil : trimmed
    }

    /// The words of a file's bytes, each with its line number (from 1), in file order.
    ///
    /// - Parameter path: the file's name in error messages.
    package static func entries(of data: Data, path: String) throws(LexiconError) -> [(line: Int, word: Substring)] {
        var entries: [(line: Int, word: Substring)] = []
        try forEachEntry(of: data, path: path) { (line, word) throws(LexiconError) in entries.append((line, word)) }
        return entries
    }

    /// Calls `body` with each word of a file's bytes and its line number, in file order,
    /// keeping none: a bad line stops the reading when it is reached, by `body` or by
    /// ``forEachUTF8Line(of:path:_:)``.
    package static func forEachEntry(of data: Data, path: String,
                                     _ body: (Int, Substring) throws(LexiconError) -> Void) throws(LexiconError) {
        try forEachUTF8Line(of: data, path: path) { (number, line) throws(LexiconError) in
            if let word = entry(inLine: line) { try body(number, word) }
        }
    }

    /// The words of a file's bytes, in file order.
    package static func words(of data: Data, path: String) throws(LexiconError) -> [String] {
        var words: [String] = []
        try forEachEntry(of: data, path: path) { (_, word) throws(LexiconError) in words.append(String(word)) }
        return words
    }

    /// The words of the file at `url`, in file order.
    ///
    /// - Throws: the errors of reading the file (``LexiconError/fileNotFound(path:)``,
    ///   ``LexiconError/unreadable(path:reason:)``) and ``LexiconError/malformed(path:line:reason:)``.
    package static func words(at url: URL) throws(LexiconError) -> [String] {
        try words(of: readFile(at: url, atMost: maximumFileSize, kind: "word list", loadFactor: 12), path: url.path)
    }

    /// The largest word list read (256 MiB, tens of millions of words; the largest real ones
    /// are about 30 MiB): its words are held in memory, about eight bytes for each of its bytes.
    package static let maximumFileSize = 256 << 20
}
