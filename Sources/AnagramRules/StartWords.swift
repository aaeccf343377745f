import Foundation
import LexiconCheck
import LexiconResources

/// The root words a game picks from: a list in the tutorial's `start.txt` format, one word per
/// line.
///
/// Blank lines (including the one a trailing newline seems to leave), CRLF line ends, a
/// byte-order mark and white space around words are all tolerated and never become a root. A
/// line that is not one word of letters is an error naming the file and line, so a damaged
/// list never hands a player a broken root.
///
/// ```swift
/// let roots = try StartWords.bundled()
/// var generator = SeededRandomNumberGenerator(seed: 42)
/// let root = roots.randomRoot(using: &generator)   // the same root for the same seed
/// ```
public struct StartWords: Sendable {
    /// The roots, normalised, in file order.
    public let words: [String]

    /// Reads a start-word list.
    ///
    /// - Throws: ``LexiconError`` for a missing or unreadable file, a line that is not UTF-8 or
    ///   not a word, or a list with no words.
    public init(contentsOf url: URL, normalizer: AnswerNormalizer = AnswerNormalizer()) throws(LexiconError) {
        let lines = try utf8Lines(of: readFile(at: url), path: url.path)
        try self.init(lines: lines, path: url.path, normalizer: normalizer)
    }

    /// Reads a start-word list from text (for lists built into a game).
    public init(text: String, normalizer: AnswerNormalizer = AnswerNormalizer()) throws(LexiconError) {
        try self.init(contentsOf: Data(text.utf8), name: "<text>", normalizer: normalizer)
    }

    private init(contentsOf data: Data, name: String, normalizer: AnswerNormalizer) throws(LexiconError) {
        try self.init(lines: utf8Lines(of: data, path: name), path: name, normalizer: normalizer)
    }

    private init(lines: [Substring], path: String, normalizer: AnswerNormalizer) throws(LexiconError) {
        var words: [String] = []
        for (index, line) in lines.enumerated() {
            let word = normalizer.normalize(String(line))
            if word.isEmpty { continue }
            guard word.allSatisfy(\.isLetter) else {
                throw .malformed(path: path, line: index + 1, reason: "not a single word of letters: \(word.debugDescription)")
            }
            words.append(word)
        }
        guard !words.isEmpty else {
            throw .malformed(path: path, line: nil, reason: "the start-word list has no words")
        }
        self.words = words
    }

    /// The list shipped with the package: eight-letter words from the bundled word list that
    /// have many answers.
    public static func bundled() throws(LexiconError) -> StartWords {
        guard let directory = BundledResources.dictionariesDirectory else {
            throw .fileNotFound(path: "start-words.txt (the package's resource bundle is not installed)")
        }
        return try StartWords(contentsOf: directory.appending(path: "start-words.txt"))
    }

    /// A root picked uniformly at random with `generator`.
    public func randomRoot(using generator: inout some RandomNumberGenerator) -> String {
        // `words` is never empty (checked at creation).
        words[Int.random(in: 0..<words.count, using: &generator)]
    }
}

/// A small, fast random number generator that gives the same numbers for the same seed
/// (SplitMix64), for reproducible games and tests.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 7)
/// Int.random(in: 1...6, using: &generator)   // the same on every run
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
