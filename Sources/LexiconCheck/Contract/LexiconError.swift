import Foundation

/// An error from loading or using a dictionary, a word list or a personal dictionary.
///
/// Every case names the file it is about, so that a message can say what went wrong and where.
///
/// ```swift
/// do {
///     _ = try WordListChecker(contentsOf: URL(filePath: "/nowhere/words.txt"))
/// } catch {
///     error.description   // "…/nowhere/words.txt…"
/// }
/// ```
public enum LexiconError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not exist.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file was read but is not what it should be: wrong encoding, bad header, NUL bytes.
    /// `line` is 1-based, or `nil` when the problem is not on one line.
    case malformed(path: String, line: Int?, reason: String)
    /// A `SET` encoding this package cannot convert.
    case unsupportedEncoding(String, path: String?)
    /// No dictionary serves the language; `searched` lists the places that were looked at.
    case languageNotFound(String, searched: [String])
    /// The string is not a valid language code.
    case invalidLanguage(String)
    /// The word cannot be learned or ignored: empty, or holding a line break or a NUL.
    case invalidWord(String)
    /// The personal dictionary could not be written; the file on disk is unchanged.
    case writeFailed(path: String, reason: String)
    /// The checker has no personal dictionary, so it cannot learn words.
    case noPersonalDictionary
    /// A ``CompositeChecker`` was given no member to check with.
    case noCheckers
    /// The dictionary makes more word forms than a listing holds (`limit` in all), counted or
    /// estimated from a sample of its stems: a list of them would be incomplete, so none is
    /// given. (One entry making more forms than an entry may is ``malformed(path:line:reason:)``.)
    case tooManyWordForms(path: String, limit: Int)
    /// Reading the file would need about `needed` bytes of memory where the process's limit on
    /// its address space (`ulimit -v`) leaves `left`: refused before the memory runs out, which
    /// would stop the process.
    case notEnoughMemory(path: String, needed: Int, left: Int)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "file not found: \(path)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .malformed(let path, let line, let reason):
            if let line { "\(path):\(line): \(reason)" } else { "\(path): \(reason)" }
        case .unsupportedEncoding(let name, let path):
            if let path { "\(path): unsupported dictionary encoding \"\(name)\"" } else { "unsupported dictionary encoding \"\(name)\"" }
        case .languageNotFound(let language, let searched):
            "no dictionary for language \"\(language)\" (searched: \(searched.joined(separator: ", ")))"
        case .invalidLanguage(let language):
            "not a language code: \"\(language)\""
        case .invalidWord(let word):
            "not a word that can be stored: \(word.quotedForMessage())"
        case .writeFailed(let path, let reason):
            "cannot write \(path): \(reason)"
        case .noCheckers:
            "a composite checker needs at least one checker"
        case .noPersonalDictionary:
            "this checker has no personal dictionary"
        case .tooManyWordForms(let path, let limit):
            "\(path): the dictionary makes more than \(limit) word forms, more than lexcheck lists in one go"
        case .notEnoughMemory(let path, let needed, let left):
            "\(path): needs about \(describeSize(needed)) of memory, and the limit on the process's address space (ulimit -v) leaves \(describeSize(left))"
        }
    }
}

extension LexiconError: LocalizedError {
    public var errorDescription: String? { description }
}
