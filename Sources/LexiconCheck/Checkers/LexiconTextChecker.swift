import Foundation
import LexiconSupport

/// UIKit's `UITextChecker`, member for member, on every platform: code written for UIKit
/// compiles with only the type's name changed.
///
/// Like `UITextChecker`, it is made with no arguments and told the language with each call; it
/// opens the dictionary of a language the first time it is asked about it (a Hunspell
/// dictionary where libhunspell is built and one is installed for that language, else for
/// English the bundled word list) and keeps it for the checker's life. Learning is class-level
/// and shared by every program of the user, as on Apple's platforms: the learned words live in
/// ``personalDictionary`` (by default ``PersonalDictionary/userDefault``), and the checkers of
/// this type accept them. A game that should not accept the user's learned words sets it to
/// `nil` before it makes a checker.
///
/// ```swift
/// let checker = LexiconTextChecker()
/// let word = "palettes"
/// let range = NSRange(location: 0, length: word.utf16.count)
/// let misspelledRange = checker.rangeOfMisspelledWord(
///     in: word, range: range, startingAt: 0, wrap: false, language: "en")
/// misspelledRange.location == NSNotFound   // true
/// ```
///
/// The Swift-native surface, ``TextChecker`` with ``HunspellChecker`` and ``WordListChecker``,
/// stands beside it: errors thrown rather than swallowed, a personal dictionary of the program's
/// choosing (or none), one dictionary a checker, `String` ranges.
///
/// ## Differences from UIKit
/// - A language with no dictionary fails closed: the first word of the range is misspelled and
///   guesses and completions are `nil` (UIKit's answers depend on the device).
/// - ``learnWord(_:)`` and ``unlearnWord(_:)`` cannot throw, as in UIKit: a personal dictionary
///   that cannot be written keeps the word unlearned. ``PersonalDictionary/learn(_:)`` says why.
/// - ``ignoredWords`` holds `String`s (UIKit's is `[Any]?`).
/// - It is `Sendable`: share one between threads (UIKit's is main-thread only).
public final class LexiconTextChecker: Sendable {
    /// The checker of each language asked about so far, by the language as asked.
    private let checkers = Locked<[String: any TextChecker]>([:])
    /// The words this instance ignores, in the order they were given.
    private let ignored = Locked<[String]>([])
    private let opener: @Sendable (String) -> (any TextChecker)?

    /// A checker that opens the dictionary of each language the first time it is asked about it.
    public init() {
        self.opener = Self.openDictionary
    }

    /// A checker that answers with `checker` for the languages it serves, and fails closed for
    /// the others.
    public init(checker: any TextChecker) {
        self.opener = { language in checker.supportsLanguage(language) ? checker : nil }
    }

    // MARK: Checking

    /// The first misspelled word in `range` of `stringToCheck`, from `startingOffset` to the end
    /// of the range and then, with `wrapFlag`, from its start; `NSRange(location: NSNotFound,
    /// length: 0)` when there is none. Offsets are UTF-16, as in UIKit.
    public func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                      wrap wrapFlag: Bool, language: String) -> NSRange {
        checker(for: language).rangeOfMisspelledWord(in: stringToCheck, range: range, startingAt: startingOffset,
                                                     wrap: wrapFlag, language: language)
    }

    /// Replacements for the word at `range` of `string`, most likely first; empty for a correct
    /// word, `nil` for a language with no dictionary.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        checker(for: language).guesses(forWordRange: range, in: string, language: language)
    }

    /// Words that complete the partial word at `range` of `string`, most likely first; `nil` for
    /// a language with no dictionary.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        checker(for: language).completions(forPartialWordRange: range, in: string, language: language)
    }

    /// Opens the dictionary for `language` and builds what its guesses and completions need,
    /// off the caller's thread (see ``TextChecker/prepareGuesses()``).
    public func prepareGuesses(language: String) async {
        await checker(for: language).prepareGuesses()
    }

    // MARK: Ignored words

    /// Accepts `wordToIgnore` in this checker only, in every language, as UIKit does for one
    /// document.
    public func ignoreWord(_ wordToIgnore: String) {
        ignored.withLock { words in
            if !words.contains(wordToIgnore) { words.append(wordToIgnore) }
        }
        for checker in checkers.withLock({ Array($0.values) }) { checker.ignoreWord(wordToIgnore) }
    }

    /// The words this checker ignores, `nil` when there are none; setting it replaces them.
    public var ignoredWords: [String]? {
        get {
            let words = ignored.withLock { $0 }
            return words.isEmpty ? nil : words
        }
        set {
            let words = newValue ?? []
            ignored.withLock { $0 = words }
            for checker in checkers.withLock({ Array($0.values) }) { checker.ignoredWords = words }
        }
    }

    // MARK: Learned words (class-level, as in UIKit)

    private static let sharedPersonalDictionary = Locked<PersonalDictionary?>(.userDefault)

    /// Where the class-level methods learn words, and which learned words the checkers made
    /// after it is set accept: by default the user's (``PersonalDictionary/userDefault``);
    /// `nil` for none.
    public static var personalDictionary: PersonalDictionary? {
        get { sharedPersonalDictionary.withLock { $0 } }
        set { sharedPersonalDictionary.withLock { $0 = newValue } }
    }

    /// Adds `word` to the personal dictionary, shared by every program that uses it.
    public static func learnWord(_ word: String) {
        try? personalDictionary?.learn(word)
    }

    /// Removes `word` from the personal dictionary.
    public static func unlearnWord(_ word: String) {
        _ = try? personalDictionary?.unlearn(word)
    }

    /// Whether `word` is in the personal dictionary, exactly as spelled.
    public static func hasLearnedWord(_ word: String) -> Bool {
        personalDictionary?.hasLearned(word) ?? false
    }

    /// The languages a checker of this type has a dictionary for: the installed Hunspell
    /// dictionaries' and the bundled ones', without opening any.
    public static var availableLanguages: [String] {
        #if LEXCHECK_HUNSPELL
        return DictionaryLocator().availableLanguages
        #else
        return WordListChecker.bundledWordListURL == nil ? [] : ["en_US"]
        #endif
    }

    // MARK: Private

    /// The checker for `language`, opened on first use; one that knows no word and serves no
    /// language, and so fails closed, when there is no dictionary for it.
    private func checker(for language: String) -> any TextChecker {
        let key = LanguageTag(language)?.identifier ?? language
        return checkers.withLock { checkers in
            if let checker = checkers[key] { return checker }
            let checker = opener(language) ?? UnknownWordsChecker()
            checker.ignoredWords = ignored.withLock { $0 }
            checkers[key] = checker
            return checker
        }
    }

    /// A Hunspell dictionary for `language` where libhunspell is built, else for English the
    /// bundled word list.
    private static func openDictionary(_ language: String) -> (any TextChecker)? {
        #if LEXCHECK_HUNSPELL
        if let checker = try? HunspellChecker(language: language, personalDictionary: personalDictionary) {
            return checker
        }
        #endif
        guard LanguageTag(language)?.language == "en", let list = WordListChecker.bundledWordListURL else { return nil }
        return try? WordListChecker(contentsOf: list, language: "en_US", personalDictionary: personalDictionary)
    }
}

