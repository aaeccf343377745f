import Foundation
import LexiconSupport

/// Words a user taught the checker, kept in a plain text file in the format of hunspell's personal
/// dictionaries (``Entry``): one word per line, or `word/model` (the word with the affixes of a
/// dictionary word), or `*word` (a dictionary word refused); `#` comments and blank lines allowed,
/// UTF-8. Checkers read the `word/model` and `*word` lines when they are made, as the hunspell
/// tool reads them when it starts; learned words count at once.
///
/// All checkers that use the same file share one `PersonalDictionary`, so a word learned
/// through one is known to the others at once, and to every checker created after a restart.
///
/// Nothing the user keeps there is lost:
/// - each change locks the file against other processes (`flock` on `FILE.lock` beside it),
///   reads it again under the lock and writes it back atomically, so processes learning words
///   at the same time keep every word;
/// - the file keeps its permissions, owner, comments and line ends (LF or CRLF); a read-only
///   file is not replaced, a file that cannot be read or is not valid UTF-8 is never
///   overwritten (learning then throws), and a temporary file left by a killed process is
///   removed by the next change;
/// - ``readError`` tells why a file could not be read, so that a program can say so instead of
///   silently flagging learned words.
///
/// ```swift
/// let personal = PersonalDictionary.at(FileManager.default.temporaryDirectory.appending(path: "words.txt"))
/// try personal.learn("lexcheck")
/// personal.contains("Lexcheck")   // true: the same case rules as the dictionaries
/// ```
public final class PersonalDictionary: Sendable {
    /// The file the words live in.
    public let url: URL
    private let state = Locked(State())

    /// The largest personal dictionary read (32 MiB, millions of words): a larger file is an
    /// error, never gigabytes of memory.
    public static let maximumFileSize = 32 << 20

    private struct State {
        /// Every entry, in file order.
        var entries: [Entry] = []
        /// The learned words (``Entry/learned(_:)``), in file order.
        var learned: [String] = []
        var words = WordSet()
        var isLoaded = false
        var loadError: LexiconError?
    }

    /// What the file looks like on disk: its lines (comments kept) and how they end.
    private struct Contents {
        var lines: [String] = []
        var lineEnd = "\n"
    }

    /// The shared personal dictionary kept in `url`.
    public static func at(_ url: URL) -> PersonalDictionary {
        let key = FileSystem.resolvingLinks(url.path) ?? url.standardizedFileURL.path
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
        defaultURL(environment: Platform.environment)
    }

    static func defaultURL(environment: [String: String]) -> URL {
        if let path = environment["LEXCHECK_PERSONAL_DICTIONARY"], !path.isEmpty {
            return URL(filePath: path)
        }
        return Platform.dataDirectory(environment: environment).appending(path: "lexcheck/personal-dictionary.txt")
    }

    /// The size past which the file is refused: ``maximumFileSize`` but in tests.
    private let sizeLimit: Int

    /// A dictionary of its own, not shared: what a new process sees (tests use it, with a
    /// smaller `sizeLimit`).
    init(url: URL, sizeLimit: Int = PersonalDictionary.maximumFileSize) {
        self.url = url
        self.sizeLimit = sizeLimit
    }

    /// The learned words in file order (the ``Entry/learned(_:)`` entries).
    public var words: [String] {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.learned
        }
    }

    /// Every entry of the file, in file order.
    public var entries: [Entry] {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.entries
        }
    }

    /// Why the file could not be read, or `nil` when it was read (or does not exist yet). While
    /// it cannot be read, the dictionary accepts no word and learning throws.
    public var readError: LexiconError? {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.loadError
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
    ///   NUL (text checking never sees such a word), or one starting with `#`; the read error
    ///   when the existing file cannot be read (it is left alone);
    ///   ``LexiconError/writeFailed(path:reason:)`` when saving fails (a read-only file, a full
    ///   disk): the file on disk is then unchanged.
    public func learn(_ word: String) throws(LexiconError) {
        try Self.validate(word)
        if let refusal = try update([.learn(word)]).first { throw refusal.reason }
    }

    /// A word to add to the file or remove from it.
    public enum Change: Sendable, Hashable {
        /// Add the word (``learn(_:)``).
        case learn(String)
        /// Add the word with the affixes of the dictionary word `model` (a `word/model` line).
        case learnLike(String, model: String)
        /// Refuse the dictionary word (a `*word` line).
        case forbid(String)
        /// Remove the word (``unlearn(_:)``).
        case unlearn(String)

        /// The word the change is about.
        public var word: String {
            switch self {
            case .learn(let word), .learnLike(let word, model: _), .forbid(let word), .unlearn(let word): word
            }
        }

        /// The entry the change adds, `nil` for one that removes.
        var entry: Entry? {
            switch self {
            case .learn(let word): .learned(word)
            case .learnLike(let word, let model): .learnedLike(word, model: model)
            case .forbid(let word): .forbidden(word)
            case .unlearn: nil
            }
        }
    }

    /// A change ``update(_:)`` did not make, and why.
    public struct Refusal: Sendable, Equatable {
        /// The change not made.
        public var change: Change
        /// Why: ``LexiconError/invalidWord(_:)``, or ``LexiconError/writeFailed(path:reason:)``
        /// for a word that would take the file past its size limit.
        public var reason: LexiconError
    }

    /// Makes `changes` in order with one reading and one writing of the file (as many changes as
    /// an editor queues cost one write). A change that cannot be made is refused alone: a word
    /// ``learn(_:)`` refuses, or one that would make the file larger than ``maximumFileSize``,
    /// which would leave it unreadable.
    ///
    /// ```swift
    /// let personal = PersonalDictionary.at(FileManager.default.temporaryDirectory.appending(path: "\(UUID()).txt"))
    /// let refused = try personal.update([.learn("lexcheck"), .learn("two words"), .learn("zorblax")])
    /// refused.map(\.change.word)             // ["two words"]
    /// personal.hasLearned("zorblax")          // true
    /// ```
    ///
    /// - Returns: the changes refused, in order; the others are saved.
    /// - Throws: as ``learn(_:)`` does for the file itself; nothing is saved then.
    @discardableResult
    public func update(_ changes: [Change]) throws(LexiconError) -> [Refusal] {
        var refused: [Refusal] = []
        try update { lines, lineEnd in
            var entries = Set(lines.compactMap { Self.entry(inLine: $0)?.nfc })
            func bytes(of lines: [String]) -> Int { lines.reduce(0) { $0 + $1.utf8.count + lineEnd.utf8.count } }
            var size = bytes(of: lines)
            var changed = false
            for change in changes {
                do throws(LexiconError) {
                    try Self.validate(change.word)
                    if case .learnLike(_, let model) = change { try Self.validate(model: model) }
                } catch {
                    refused.append(Refusal(change: change, reason: error))
                    continue
                }
                guard let added = change.entry else {
                    let entry = change.word.nfc
                    guard entries.remove(entry) != nil else { continue }
                    lines.removeAll { Self.entry(inLine: $0)?.nfc == entry }
                    size = bytes(of: lines)
                    changed = true
                    continue
                }
                let entry = added.line.nfc
                guard !entries.contains(entry) else { continue }
                let addedBytes = entry.utf8.count + lineEnd.utf8.count
                guard size + addedBytes <= sizeLimit else {
                    refused.append(Refusal(change: change, reason: .writeFailed(
                        path: url.path, reason: "it would pass \(Self.describe(sizeLimit)), the most lexcheck reads")))
                    continue
                }
                lines.append(entry)
                entries.insert(entry)
                size += addedBytes
                changed = true
            }
            return changed
        }
        return refused
    }

    /// Removes `word` (spelled exactly so) and saves the file; returns whether it was there.
    ///
    /// - Throws: as ``learn(_:)`` does; a file that cannot be read throws its read error, never
    ///   a silent "not there".
    @discardableResult
    public func unlearn(_ word: String) throws(LexiconError) -> Bool {
        try Self.validate(word)
        let entry = word.nfc
        var removed = false
        try update { lines, _ in
            let before = lines.count
            lines.removeAll { Self.entry(inLine: $0)?.nfc == entry }
            removed = lines.count != before
            return removed
        }
        return removed
    }

    /// Reads the file again, picking up changes made by other processes.
    public func reload() throws(LexiconError) {
        try state.withLock { (state: inout State) throws(LexiconError) in
            state = try Self.state(of: Self.read(url, sizeLimit: sizeLimit))
        }
    }

    // MARK: Private

    private func loadIfNeeded(_ state: inout State) {
        guard !state.isLoaded else { return }
        do {
            state = try Self.state(of: Self.read(url, sizeLimit: sizeLimit))
        } catch {
            state = State(isLoaded: true, loadError: error)
        }
    }

    /// Locks the file against other processes, reads it again, lets `change` edit its lines,
    /// and writes it back when it changed.
    private func update(_ change: (inout [String], String) -> Bool) throws(LexiconError) {
        let url = self.url
        try state.withLock { (state: inout State) throws(LexiconError) in
            let result: Result<State, LexiconError>
            // The folder first: the lock file lives in it.
            do throws(FileSystemError) {
                try FileSystem.createDirectory(atPath: url.deletingLastPathComponent().path)
            } catch {
                throw .writeFailed(path: url.path, reason: Self.folderProblem(above: url) ?? error.description)
            }
            do {
                result = try FileLock.withExclusiveLock(at: Self.lockURL(for: url)) {
                    var contents: Contents
                    do throws(LexiconError) { contents = try Self.read(url, sizeLimit: sizeLimit) } catch { return .failure(error) }
                    guard change(&contents.lines, contents.lineEnd) else { return .success(Self.state(of: contents)) }
                    let text = contents.lines.map { $0 + contents.lineEnd }.joined()
                    do throws(FileSystemError) {
                        try AtomicFile.replace(url, with: Data(text.utf8))
                    } catch {
                        return .failure(.writeFailed(path: url.path, reason: error.reason))
                    }
                    return .success(Self.state(of: contents))
                }
            } catch let error as FileSystemError {
                throw .writeFailed(path: url.path, reason: error.description)
            } catch {
                throw .writeFailed(path: url.path, reason: error.localizedDescription)
            }
            state = try result.get()
        }
    }

    /// Why the folders above `url` cannot be made, when one of them is a file: the system's
    /// own message ("not a directory") does not say which.
    private static func folderProblem(above url: URL) -> String? {
        var folder = url.deletingLastPathComponent()
        while folder.path != "/", !folder.path.isEmpty {
            if FileSystem.exists(atPath: folder.path) {
                return FileSystem.isDirectory(atPath: folder.path) ? nil : "\(folder.path) is a file, not a folder"
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// `FILE.lock` beside the file: what processes lock around a change.
    static func lockURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appending(path: url.lastPathComponent + ".lock")
    }

    /// The file's lines and line ends; an empty file when there is none yet.
    private static func read(_ url: URL, sizeLimit: Int) throws(LexiconError) -> Contents {
        guard FileSystem.exists(atPath: url.path) else { return Contents() }
        let data = try readFile(at: url)
        guard data.count <= sizeLimit else {
            throw .malformed(path: url.path, line: nil,
                             reason: "larger than \(describe(sizeLimit)): not a personal dictionary lexcheck reads")
        }
        let lines = try utf8Lines(of: data, path: url.path).map(String.init)
        // CRLF when the first line ends so (utf8Lines has cut the ends off).
        let firstEnd = data.firstIndex(of: 0x0A)
        let crlf = firstEnd.map { $0 > data.startIndex && data[data.index(before: $0)] == 0x0D } ?? false
        return Contents(lines: lines, lineEnd: crlf ? "\r\n" : "\n")
    }

    /// A size limit in words: `32 MiB`.
    private static func describe(_ limit: Int) -> String {
        limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }

    private static func state(of contents: Contents) -> State {
        let entries = contents.lines.compactMap(entry(inLine:)).map { Entry(line: $0) }
        let learned = entries.compactMap { entry -> String? in
            if case .learned(let word) = entry { word } else { nil }
        }
        return State(entries: entries, learned: learned, words: WordSet(learned), isLoaded: true)
    }

    private static func entry(inLine line: String) -> String? {
        WordListFile.entry(inLine: line).map(String.init)
    }

    /// Refuses a word no line can hold: empty, with white space or a NUL, starting with `#` (a
    /// comment), or one a line would read back as another entry (a `/` after the first
    /// character, a `*` first).
    static func validate(_ word: String) throws(LexiconError) {
        guard !word.isEmpty, !word.hasPrefix("#"), !(word.hasPrefix("*") && word.count > 1),
              !word.dropFirst().contains("/"),
              !word.contains(where: { $0.isWhitespace || $0 == "\0" })
        else { throw .invalidWord(word) }
    }

    /// Refuses a model no `word/model` line can hold (white space or a NUL); an empty one is
    /// a line hunspell writes too (it adds nothing).
    static func validate(model: String) throws(LexiconError) {
        guard !model.contains(where: { $0.isWhitespace || $0 == "\0" }) else { throw .invalidWord(model) }
    }
}

private let registry = Locked<[String: PersonalDictionary]>([:])
