import Foundation
import LexiconCheck
import LexiconResources
import LexiconSupport

/// The words a game never lets reach a player: it rejects them as answers
/// (``RejectionReason/blocked``), never gives them as hints, lists them among the missed answers
/// or in a ``Solution``, and never picks one as a root. On by default, in ``GameSettings``.
///
/// What is blocked is a list and its forms:
///
/// - **The bundled list** of the game's language (``usesBundledList``, ``bundledLanguages``):
///   English, German, Spanish, French, Italian, Dutch, Polish, Portuguese, Russian, Swedish,
///   Turkish and Ukrainian have one (`Resources/blocklists/<language>.txt`,
///   ``bundledWords(for:)``), made from the lists of MIT-licensed packages, LDNOOBW's (CC BY 4.0)
///   among them (`Resources/blocklists/LICENSE.md` names them, credits them, and says what was
///   left out). A game whose language is undetermined (`und`, a dictionary that declares none
///   and is not named after one, which may well be English) uses the English list: a filter
///   fails safe. A language without a list blocks the game's words and the dictionary's marks.
/// - **The dictionary's marks** (``usesDictionaryMarks``): words the checker's dictionary marks
///   `NOSUGGEST`, the Hunspell flag dictionaries put on vulgar words (en_US marks 27 such stems,
///   de_DE 162, nl 113), with their forms, when the checker is a `MorphologicalChecker`
///   (`DictionaryChecker`, `HunspellChecker`). Some dictionaries mark other words so too
///   (de_DE's `Boson`); a game lets them through with ``allow(_:)``.
/// - **The game's words**: ``blockedWords`` are blocked too; ``allowedWords`` are never blocked
///   and, taken off the bundled list, block no form either. A word in both is blocked.
/// - **Their forms**: in English, the forms the usual suffixes make, spelled by English rules
///   (a blocked `heat` blocks `heats`, `heated`, `heating`, `heater`, `heaters`, `heaty`; `stop`
///   blocks `stopped` and `stopper`; `cry` blocks `cried`, `cries`, `crier`), and a few derived
///   words (the `-y` adjective's adverb `-ily`, `-dom`, `-graphy`'s `-graphic` and `-grapher`). In every language,
///   when the game's checker is a `MorphologicalChecker`, a word whose stem, as the dictionary
///   spells it, is blocked (`kindness` when `kind` is; German `Fotzen` when `fotze` is). Words
///   are compared after the game's case folding, whole: a word that merely contains a blocked
///   one (`class`, `assess`, `Scunthorpe`) is not blocked.
///
/// ```swift
/// var settings = GameSettings()
/// settings.contentFilter.block(["heat"])
/// let careful = try GameRules(checker: checker, settings: settings)
/// careful.judge("heats", root: "telepaths")   // .rejected(…blocked…"Word not allowed"…)
/// careful.judge("hate", root: "telepaths")    // .accepted(word: "hate", points: 2)
/// careful.isBlocked("Heated")                 // true
/// ```
///
/// A game replaces the list with ``only(_:)``, or turns the filter off with ``off``:
///
/// ```swift
/// var settings = GameSettings()
/// settings.contentFilter = .only(["sleet", "steep"])   // these and their forms, nothing else
/// settings.contentFilter = .off                        // nothing is blocked
/// ```
///
/// **Failing closed.** If the bundled list a filter uses cannot be read (the program was
/// installed without the package's resource bundle), the filter blocks every word, so that
/// nothing unfiltered reaches a player; ``bundledWords(for:)`` throws the reason, for a game to
/// check at start-up. A dictionary whose files can no longer be read has no marks.
///
/// **Saving.** The filter is saved with the ``GameSettings``: whether it is on, whether it uses
/// the bundled list and the dictionary's marks (the list itself is not saved; a game decoded later uses the bundled list of
/// the program that decodes it) and the game's own words, at most ``maximumSavedWords`` of at
/// most ``maximumWordLength`` bytes each. Encoding a larger filter throws, and so does decoding
/// one: a longer list belongs in the game's code, set after decoding like the checker. Settings
/// saved before the filter existed decode with the bundled filter on. A save restored with
/// ``GameSession/init(restoring:rules:allowing:roots:)`` cannot change the filter: the game's
/// rules judge it, so a saved word the game's filter blocks is refused. (Plain `Decodable`
/// follows the save's settings, filter included, as it does for every setting.)
public struct ContentFilter: Sendable, Hashable {
    /// Whether anything is blocked. When `false`, nothing is, whatever the lists hold.
    public var isEnabled: Bool
    /// Whether the bundled list of the game's language is blocked (see ``bundledLanguages``).
    public var usesBundledList: Bool
    /// Whether the words the checker's dictionary marks `NOSUGGEST` are blocked, with their
    /// forms (a `MorphologicalChecker` knows them; a word list has no marks).
    public var usesDictionaryMarks: Bool
    /// Words the game blocks, besides the bundled list; their forms are blocked too.
    public var blockedWords: Set<String>
    /// Words the game lets through although the bundled list or the inflection rules would block
    /// them: taken off the list, they block no form either.
    public var allowedWords: Set<String>

    /// A filter: on, with the bundled list and the dictionary's marks, unless told otherwise.
    ///
    /// - Parameters:
    ///   - isEnabled: whether anything is blocked.
    ///   - usesBundledList: whether the bundled list of the game's language is blocked.
    ///   - usesDictionaryMarks: whether the words the dictionary marks `NOSUGGEST` are blocked.
    ///   - blockedWords: the game's own words to block.
    ///   - allowedWords: words never blocked (a word also in `blockedWords` stays blocked).
    public init(isEnabled: Bool = true, usesBundledList: Bool = true, usesDictionaryMarks: Bool = true,
                blockedWords: Set<String> = [], allowedWords: Set<String> = []) {
        self.isEnabled = isEnabled
        self.usesBundledList = usesBundledList
        self.usesDictionaryMarks = usesDictionaryMarks
        self.blockedWords = blockedWords
        self.allowedWords = allowedWords
    }

    /// The default: the bundled list of the game's language and the dictionary's marks, on.
    public static let bundled = ContentFilter()

    /// No filter: every word can reach a player.
    public static let off = ContentFilter(isEnabled: false)

    /// A filter that blocks `words` and their forms instead of the bundled list and the
    /// dictionary's marks.
    public static func only(_ words: some Sequence<String>) -> ContentFilter {
        ContentFilter(usesBundledList: false, usesDictionaryMarks: false, blockedWords: Set(words))
    }

    /// Blocks `words` (and their forms) too; they are no longer allowed.
    public mutating func block(_ words: some Sequence<String>) {
        for word in words {
            blockedWords.insert(word)
            allowedWords.remove(word)
        }
    }

    /// Lets `words` through; the game no longer blocks them.
    ///
    /// ```swift
    /// var filter = ContentFilter.only(["heat"])
    /// filter.allow(["heater"])
    /// let rules = try GameRules(checker: checker, settings: GameSettings(contentFilter: filter))
    /// rules.isBlocked("heated")   // true
    /// rules.isBlocked("heater")   // false
    /// ```
    public mutating func allow(_ words: some Sequence<String>) {
        for word in words {
            allowedWords.insert(word)
            blockedWords.remove(word)
        }
    }

    /// The bundled list of `language`, as the file holds it: its own (for `de`, `de_AT`,
    /// `pt-BR`...), English's for `und` (an undetermined language), empty for a language with
    /// none.
    ///
    /// ```swift
    /// try ContentFilter.bundledWords(for: "en_US").count   // 814
    /// try ContentFilter.bundledWords(for: "de_DE").isEmpty   // false
    /// try ContentFilter.bundledWords(for: "cs").isEmpty    // true
    /// ```
    ///
    /// - Throws: `LexiconError` when the language has a list that cannot be read (the package's
    ///   resource bundle is not installed, or the file is damaged). A filter using it then blocks
    ///   every word.
    public static func bundledWords(for language: String) throws(LexiconError) -> [String] {
        guard let code = bundledListLanguage(language) else { return [] }
        return try bundledList(code).get()
    }

    /// The languages with a bundled list, as language codes.
    public static let bundledLanguages: Set<String> = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"]

    /// The language code of the bundled list a game in `language` uses: its own language's, or
    /// English's for an undetermined language (which may be English: the filter fails safe);
    /// `nil` for a language with none.
    static func bundledListLanguage(_ language: String) -> String? {
        guard let tag = LanguageTag(language) else { return nil }
        if tag.language == LanguageTag.undetermined.language { return "en" }
        return bundledLanguages.contains(tag.language) ? tag.language : nil
    }

    /// The most words (blocked and allowed together) a saved filter may hold.
    public static let maximumSavedWords = 10_000

    /// The longest word, in UTF-8 bytes, a saved filter may hold.
    public static let maximumWordLength = 100
}

extension ContentFilter {
    /// The bundled list of the language `code` (one of ``bundledLanguages``), read once: the
    /// words, or why they cannot be had.
    static func bundledList(_ code: String) -> Result<[String], LexiconError> {
        if let read = readLists.withLock({ $0[code] }) { return read }
        let read = Result { () throws(LexiconError) -> [String] in
            let name = "blocklists/\(code).txt"
            guard let directory = BundledResources.blocklistsDirectory else {
                throw .fileNotFound(path: "\(name) (the package's resource bundle is not installed)")
            }
            let url = directory.appending(path: "\(code).txt")
            let words = try WordListFile.words(at: url)
            guard !words.isEmpty else {
                throw .malformed(path: url.path, line: nil, reason: "the blocklist has no words")
            }
            return words
        }
        readLists.withLock { $0[code] = read }
        return read
    }

    /// The lists read so far, by language code.
    private static let readLists = Locked<[String: Result<[String], LexiconError>]>([:])
}

extension ContentFilter: Codable {
    private enum CodingKeys: String, CodingKey {
        case isEnabled, usesBundledList, usesDictionaryMarks, blockedWords, allowedWords
    }

    /// Decodes a saved filter. A missing field takes its default (on, with the bundled list, no
    /// words of the game's own; the dictionary's marks when it uses the bundled list).
    ///
    /// - Throws: `DecodingError` for more than ``maximumSavedWords`` words or a word longer than
    ///   ``maximumWordLength`` bytes (or empty).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isEnabled = try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true
        usesBundledList = try container.decodeIfPresent(Bool.self, forKey: .usesBundledList) ?? true
        // Saved before the marks existed: with the bundled list (the default), with marks; a
        // list of the game's own (`only`), without.
        usesDictionaryMarks = try container.decodeIfPresent(Bool.self, forKey: .usesDictionaryMarks) ?? usesBundledList
        var budget = Self.maximumSavedWords
        blockedWords = try Self.decodeWords(in: container, forKey: .blockedWords, budget: &budget)
        allowedWords = try Self.decodeWords(in: container, forKey: .allowedWords, budget: &budget)
    }

    /// The words under `key`, read one at a time so that a list over the limit is refused before
    /// it is read whole.
    private static func decodeWords(in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys,
                                    budget: inout Int) throws -> Set<String> {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return [] }
        var list = try container.nestedUnkeyedContainer(forKey: key)
        if let count = list.count, count > budget {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: tooMany)
        }
        var words: Set<String> = []
        while !list.isAtEnd {
            guard budget > 0 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: tooMany)
            }
            budget -= 1
            let word = try list.decode(String.self)
            if let problem = problem(with: word) {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: problem)
            }
            words.insert(word)
        }
        return words
    }

    private static let tooMany = "a saved content filter holds at most \(maximumSavedWords) words"

    /// Why `word` cannot be saved, or `nil`.
    private static func problem(with word: String) -> String? {
        if word.utf8.count > maximumWordLength {
            return "a word of a saved content filter has at most \(maximumWordLength) bytes"
        }
        if word.allSatisfy(\.isWhitespace) {
            return "a word of a saved content filter is empty"
        }
        return nil
    }

    /// Encodes the filter, the game's words sorted (the same filter always saves the same way).
    ///
    /// - Throws: `EncodingError` for more than ``maximumSavedWords`` words or a word that cannot
    ///   be saved: the game learns at once what a later decoding would refuse.
    public func encode(to encoder: any Encoder) throws {
        if blockedWords.count + allowedWords.count > Self.maximumSavedWords {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath,
                                                                         debugDescription: Self.tooMany))
        }
        if let problem = (blockedWords.union(allowedWords)).lazy.compactMap(Self.problem).first {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath,
                                                                         debugDescription: problem))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isEnabled, forKey: .isEnabled)
        try container.encode(usesBundledList, forKey: .usesBundledList)
        try container.encode(usesDictionaryMarks, forKey: .usesDictionaryMarks)
        try container.encode(blockedWords.sorted(), forKey: .blockedWords)
        try container.encode(allowedWords.sorted(), forKey: .allowedWords)
    }
}
