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
/// let root = try roots.randomRoot(allowedBy: rules, using: &generator)   // the same root for the same seed
/// ```
public struct StartWords: Sendable {
    /// The roots, normalised, in file order.
    public let words: [String]
    /// The file's path (or `<text>`), for errors.
    let name: String

    /// Reads a start-word list.
    ///
    /// - Throws: `LexiconError` for a missing or unreadable file, one larger than
    ///   ``maximumFileSize``, a line that is not UTF-8 or not a word, or a list with no words.
    public init(contentsOf url: URL, normalizer: AnswerNormalizer = AnswerNormalizer()) throws(LexiconError) {
        try self.init(contentsOf: readFile(at: url, atMost: Self.maximumFileSize, kind: "start-word list"),
                      name: url.path, normalizer: normalizer)
    }

    /// The largest start-word list read: 64 MiB (millions of roots; the bundled list is 72 KiB).
    /// The roots are held in memory, ranked and shuffled, so a larger file is refused before it
    /// is read.
    public static let maximumFileSize = 64 << 20

    /// Reads a start-word list from text (for lists built into a game).
    public init(text: String, normalizer: AnswerNormalizer = AnswerNormalizer()) throws(LexiconError) {
        try self.init(contentsOf: Data(text.utf8), name: "<text>", normalizer: normalizer)
    }

    /// The roots a solver's lexicon offers (see ``AnagramSolver/roots(length:minimumAnswers:minimumLength:)``):
    /// for a language with no start-word list, the same rule the bundled English list was made by.
    ///
    /// ```swift
    /// let roots = try StartWords(solver: solver, length: 8, minimumAnswers: 40)
    /// roots.words.count > 1000   // true
    /// ```
    ///
    /// - Throws: `LexiconError.malformed` when no word qualifies.
    public init(solver: AnagramSolver, length: Int = 8, minimumAnswers: Int = 40, minimumLength: Int = 3) throws(LexiconError) {
        let words = solver.roots(length: length, minimumAnswers: minimumAnswers, minimumLength: minimumLength)
        guard !words.isEmpty else {
            throw .malformed(path: "<solver>", line: nil,
                             reason: "no word of \(length) letters has \(minimumAnswers) answers or more")
        }
        self.words = words
        self.name = "<solver>"
    }

    /// Roots already chosen and normalised (a part of another list).
    init(chosen words: [String], name: String) {
        self.words = words
        self.name = name
    }

    /// The words of a list in the word-list file format (`#` comments and
    /// blank lines skipped), each normalised and required to be one word of letters.
    private init(contentsOf data: Data, name: String, normalizer: AnswerNormalizer) throws(LexiconError) {
        // Word by word: a bad line is reported when it is reached, not after the whole list.
        var words: [String] = []
        try WordListFile.forEachEntry(of: data, path: name) { (line, entry) throws(LexiconError) in
            let word = normalizer.normalize(String(entry))
            // A line of invisible characters normalises to nothing: no word either.
            guard !word.isEmpty, word.allSatisfy(\.isLetter) else {
                let shown = word.isEmpty ? String(entry) : word
                throw .malformed(path: name, line: line, reason: "not a single word of letters: \(shown.quotedForMessage())")
            }
            words.append(word)
        }
        guard !words.isEmpty else {
            throw .malformed(path: name, line: nil, reason: "the start-word list has no words")
        }
        self.words = words
        self.name = name
    }

    /// The list shipped with the package: eight-letter words from the bundled word list that
    /// have many answers.
    public static func bundled() throws(LexiconError) -> StartWords {
        guard let directory = BundledResources.dictionariesDirectory else {
            throw .fileNotFound(path: "start-words.txt (the package's resource bundle is not installed)")
        }
        return try StartWords(contentsOf: directory.appending(path: "start-words.txt"))
    }

    /// A root picked uniformly at random with `generator`, among all of them: a game picks with
    /// ``randomRoot(allowedBy:using:)``, which never picks a root its content filter blocks.
    public func randomRoot(using generator: inout some RandomNumberGenerator) -> String {
        // `words` is never empty (checked at creation).
        words[Int.random(in: 0..<words.count, using: &generator)]
    }

    /// A root picked uniformly at random with `generator` among those the ``ContentFilter`` of
    /// `rules` lets through.
    ///
    /// - Throws: `LexiconError` when the filter blocks every root: the error of its bundled list
    ///   when that cannot be read (the filter then blocks every word), else
    ///   `LexiconError.malformed` naming this list.
    public func randomRoot(allowedBy rules: GameRules, using generator: inout some RandomNumberGenerator) throws(LexiconError) -> String {
        // Picks until one is allowed (the same choice, uniform among the allowed roots, as picking
        // from the allowed ones), then, if a few picks were all blocked, from the allowed ones.
        for _ in 0..<16 {
            let root = randomRoot(using: &generator)
            if !rules.isBlocked(root) { return root }
        }
        let allowed = words.filter { !rules.isBlocked($0) }
        guard !allowed.isEmpty else {
            throw rules.contentFilterFailure ?? .malformed(path: name, line: nil, reason: "the content filter blocks every root")
        }
        return allowed[Int.random(in: 0..<allowed.count, using: &generator)]
    }
}
