import Foundation
import LexiconSupport
import Synchronization

/// Words a user taught the checker, kept in a plain text file: one word per line, `#` comments
/// and blank lines allowed, UTF-8.
///
/// All checkers that use the same file share one `PersonalDictionary`, so a word learned
/// through one is known to the others at once, and to every checker created after a restart.
/// Each change re-reads the file first (another process may have written it) and writes it
/// back atomically: a crash or a full disk leaves the old file, never half of one. A file that
/// cannot be read or is not valid UTF-8 is never overwritten: learning then throws.
///
/// ```swift
/// let personal = PersonalDictionary.at(URL(filePath: "/tmp/words.txt"))
/// try personal.learn("lexcheck")
/// personal.contains("Lexcheck")   // true: the same case rules as the dictionaries
/// ```
public final class PersonalDictionary: Sendable {
    /// The file the words live in.
    public let url: URL
    private let state = Mutex(State())

    private struct State {
        /// The file's lines as last read or written (comments kept).
        var lines: [String] = []
        var words = WordSet()
        var isLoaded = false
        var loadError: LexiconError?
    }

    /// The shared personal dictionary kept in `url`.
    public static func at(_ url: URL) -> PersonalDictionary {
        let key = url.standardizedFileURL.resolvingSymlinksInPath().path
        return registry.withLock { registry in
            if let existing = registry[key] {
                return existing
            }
            let dictionary = PersonalDictionary(url: URL(filePath: key))
            registry[key] = dictionary
            return dictionary
        }
    }

    /// The user's personal dictionary, at ``defaultURL``.
    public static var userDefault: PersonalDictionary { at(defaultURL) }

    /// Where the user's personal dictionary lives: `$LEXCHECK_PERSONAL_DICTIONARY` when set;
    /// otherwise `lexcheck/personal-dictionary.txt` under `$XDG_DATA_HOME` (default
    /// `~/.local/share`), or under the Application Support folder on Apple platforms (the app's
    /// own, inside its container, on iOS).
    public static var defaultURL: URL {
        defaultURL(environment: ProcessInfo.processInfo.environment)
    }

    static func defaultURL(environment: [String: String]) -> URL {
        if let path = environment["LEXCHECK_PERSONAL_DICTIONARY"], !path.isEmpty {
            return URL(filePath: path)
        }
        return Platform.dataDirectory(environment: environment).appending(path: "lexcheck/personal-dictionary.txt")
    }

    /// A dictionary of its own, not shared: what a new process sees (tests use it).
    init(url: URL) {
        self.url = url
    }

    /// The learned words in file order.
    public var words: [String] {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.lines.compactMap(Self.entry(inLine:))
        }
    }

    /// Whether `word` is accepted by the learned words, with the dictionaries' case rules.
    /// A file that could not be read accepts nothing.
    public func contains(_ word: some StringProtocol) -> Bool {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.words.contains(word)
        }
    }

    /// Whether `word` was learned exactly as spelled.
    public func hasLearned(_ word: String) -> Bool {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.words.containsEntry(word)
        }
    }

    /// Adds `word` and saves the file; learning a word already there changes nothing.
    ///
    /// - Throws: ``LexiconError/invalidWord(_:)`` for an empty word, one with white space or a
    ///   NUL (text checking never sees such a word), or one starting with `#`; the read error when the existing file cannot be read
    ///   (it is left alone); ``LexiconError/writeFailed(path:reason:)`` when saving fails.
    public func learn(_ word: String) throws(LexiconError) {
        try Self.validate(word)
        try update { lines in
            guard !WordSet(lines.compactMap(Self.entry(inLine:))).containsEntry(word) else { return false }
            lines.append(word.nfc)
            return true
        }
    }

    /// Removes `word` (spelled exactly so) and saves the file; a word not there changes nothing.
    public func unlearn(_ word: String) throws(LexiconError) {
        try Self.validate(word)
        let entry = word.nfc
        try update { lines in
            let before = lines.count
            lines.removeAll { Self.entry(inLine: $0)?.nfc == entry }
            return lines.count != before
        }
    }

    /// Reads the file again, picking up changes made by other processes.
    public func reload() throws(LexiconError) {
        try state.withLock { (state: inout State) throws(LexiconError) in
            state = try Self.load(url)
        }
    }

    // MARK: Private

    private func loadIfNeeded(_ state: inout State) {
        guard !state.isLoaded else { return }
        do {
            state = try Self.load(url)
        } catch {
            state = State(isLoaded: true, loadError: error)
        }
    }

    /// Re-reads the file, lets `change` edit its lines, and writes it back when it changed.
    private func update(_ change: (inout [String]) -> Bool) throws(LexiconError) {
        try state.withLock { (state: inout State) throws(LexiconError) in
            var fresh = try Self.load(url)
            guard change(&fresh.lines) else {
                state = fresh
                return
            }
            let text = fresh.lines.map { $0 + "\n" }.joined()
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw .writeFailed(path: url.path, reason: error.localizedDescription)
            }
            fresh.words = WordSet(fresh.lines.compactMap(Self.entry(inLine:)))
            state = fresh
        }
    }

    private static func load(_ url: URL) throws(LexiconError) -> State {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return State(isLoaded: true)
        }
        let lines = try utf8Lines(of: readFile(at: url), path: url.path).map(String.init)
        return State(lines: lines, words: WordSet(lines.compactMap(entry(inLine:))), isLoaded: true)
    }

    private static func entry(inLine line: String) -> String? {
        WordListFile.entry(inLine: line).map(String.init)
    }

    static func validate(_ word: String) throws(LexiconError) {
        guard !word.isEmpty, !word.hasPrefix("#"),
              !word.contains(where: { $0.isWhitespace || $0 == "\0" })
        else { throw .invalidWord(word) }
    }
}

private let registry = Mutex<[String: PersonalDictionary]>([:])
