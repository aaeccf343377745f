import Foundation

/// A spellchecker with the surface of UIKit's `UITextChecker`, on every platform.
///
/// Ranges are `NSRange`s in UTF-16 offsets, exactly as with `UITextChecker`, so code written
/// for UIKit ports by changing the type. Two implementations come with the package:
/// ``HunspellChecker`` (a Hunspell dictionary) and ``WordListChecker`` (a plain word list).
///
/// ```swift
/// // Hacking with Swift's Word Scramble, without UIKit:
/// let checker = try HunspellChecker(language: "en")   // once, at start-up
///
/// func isReal(word: String) -> Bool {
///     let range = NSRange(location: 0, length: word.utf16.count)
///     let misspelledRange = checker.rangeOfMisspelledWord(
///         in: word, range: range, startingAt: 0, wrap: false, language: "en")
///     return misspelledRange.location == NSNotFound
/// }
/// ```
///
/// ## Languages
/// Language codes are normalised with ``LanguageTag`` (`en`, `en_US`, `en-US` and
/// `en_US.UTF-8` are one language). A checker serves its own language and, by falling back to
/// the bare language, its siblings: an `en_US` checker answers for `en` and `en_GB`. For a
/// language it does not serve at all, a checker fails closed: every word is misspelled,
/// guesses and completions are `nil`. Ask ``supportsLanguage(_:)`` first to tell the two apart.
///
/// ## Concurrency
/// Checkers are `Sendable` reference types: share one between tasks and threads.
public protocol TextChecker: AnyObject, Sendable {
    /// The language of this checker's dictionary, such as `en_US`; the conveniences that take
    /// no language use it.
    var language: String { get }

    /// The languages this checker serves, its own first.
    var availableLanguages: [String] { get }

    /// How this checker splits text into words.
    var tokenizer: WordTokenizer { get }

    /// Whether `word`, taken whole, is spelled correctly in `language`: accepted by the
    /// dictionary, learned, or ignored by this checker. `false` for a language the checker
    /// does not serve.
    func isCorrect(_ word: String, language: String) -> Bool

    /// The first misspelled word in `range` of `string`, searching from `startingAt` to the end
    /// of `range` and then, with `wrap`, from the start of `range` up to `startingAt`.
    ///
    /// Offsets are UTF-16. A range reaching outside the string is clamped; `startingAt` outside
    /// the range is moved to its nearest end. Returns `NSRange(location: NSNotFound, length: 0)`
    /// when every word is correct, or for an empty string or range. A word that straddles
    /// `startingAt` belongs to the wrapped part, so a loop that restarts at the end of each hit
    /// visits every misspelled word once.
    func rangeOfMisspelledWord(
        in string: String, range: NSRange, startingAt: Int, wrap: Bool, language: String
    ) -> NSRange

    /// Replacements for the word at `range` of `string`, most likely first; empty when there
    /// are none or the word is correct, `nil` for a language the checker does not serve.
    func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]?

    /// Words that complete the partial word at `range` of `string`, most likely first; empty
    /// when there are none, `nil` for a language the checker does not serve.
    func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]?

    /// Accepts `word` in this checker only, as `UITextChecker` does for one document.
    func ignoreWord(_ word: String)

    /// The words this checker ignores; setting it replaces them.
    var ignoredWords: [String] { get set }

    /// Adds `word` to the personal dictionary, shared with every checker using the same file
    /// and kept across restarts.
    func learnWord(_ word: String) throws(LexiconError)

    /// Removes `word` from the personal dictionary.
    func unlearnWord(_ word: String) throws(LexiconError)

    /// Whether `word` is in the personal dictionary, exactly as spelled.
    func hasLearnedWord(_ word: String) -> Bool

    /// Learns and unlearns words in the personal dictionary in one writing of its file (see
    /// ``PersonalDictionary/update(_:)``): a change that cannot be made is refused alone.
    ///
    /// - Returns: the changes refused, in order.
    func updatePersonalDictionary(_ changes: [PersonalDictionary.Change]) throws(LexiconError) -> [PersonalDictionary.Refusal]

    /// Reads or builds what guesses and completions need (the ranked word list's indexes: read in
    /// milliseconds from an index file beside the list or in the cache, else built, in under a
    /// second for the bundled list in a release build, and cached) off the caller's thread, so that
    /// the first guess or completion after it is answered at once. Without it the first one does
    /// this. A game awaits it at launch:
    ///
    /// ```swift
    /// let checker = try HunspellChecker(language: "en_US")
    /// await checker.prepareGuesses()
    /// checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "en_US")  // ["world", ...]
    /// ```
    func prepareGuesses() async

    /// What the checker knows of how its words are built (stems, analyses, forms), or `nil` for
    /// a checker that knows only which words are correct. A game asks it to tell a new word from
    /// a form of one already found, and to block the forms of blocked words; a composite knows
    /// what its members know:
    ///
    /// ```swift
    /// checker.morphology?.stems(of: "retells")   // ["tell"]
    /// try WordListChecker(words: ["tell"], language: "en").morphology == nil   // true
    /// ```
    var morphology: (any MorphologicalChecker)? { get }

    /// The checker as one that can list its dictionary's words (``WordFormSource``), or `nil`
    /// for one that cannot (a word list: its words are the list; a composite): a game takes
    /// its candidate answers and start words from it.
    ///
    /// ```swift
    /// let letters = Set("tales".unicodeScalars)
    /// try checker.wordFormSource?.wordForms(spelledWith: letters.contains, maximumLength: 5).contains("steal")   // true
    /// try WordListChecker(words: ["tell"], language: "en").wordFormSource == nil   // true
    /// ```
    var wordFormSource: (any WordFormSource)? { get }

    /// The checker as one whose words change while it runs (``EditableChecker``), or `nil` for
    /// one whose words are fixed: then ``ignoreWord(_:)`` is what accepts a word for a while.
    var editable: (any EditableChecker)? { get }

    /// The Hunspell dictionary the checker answers from and the engine reading it, or `nil` for
    /// a checker on no Hunspell dictionary (a word list, a composite). Two checkers with the
    /// same identity give the same verdicts: an app compares its own with its server's.
    ///
    /// ```swift
    /// checker.dictionaryIdentity?.engine   // .libhunspell
    /// ```
    var dictionaryIdentity: DictionaryIdentity? { get }

    /// The `.aff` and `.dic` files of the Hunspell dictionary the checker reads, or `nil` for a
    /// checker on none (a word list, a composite: ask its members).
    ///
    /// ```swift
    /// checker.dictionaryFiles?.affix.lastPathComponent   // "en_US.aff"
    /// ```
    var dictionaryFiles: (affix: URL, dictionary: URL)? { get }
}

extension TextChecker {
    /// Nothing to prepare: guesses need no index built first.
    public func prepareGuesses() async {}

    /// None: the checker knows which words are correct, not how they are built.
    public var morphology: (any MorphologicalChecker)? { nil }

    /// None: the checker cannot list its words.
    public var wordFormSource: (any WordFormSource)? { nil }

    /// None: the checker's words are fixed.
    public var editable: (any EditableChecker)? { nil }

    /// None: the checker does not read a Hunspell dictionary.
    public var dictionaryIdentity: DictionaryIdentity? { nil }

    /// None: the checker does not read a Hunspell dictionary.
    public var dictionaryFiles: (affix: URL, dictionary: URL)? { nil }
}
