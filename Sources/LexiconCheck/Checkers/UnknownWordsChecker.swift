import Foundation

/// A checker that knows no word and serves no language: everything is misspelled, guesses and
/// completions are `nil`. What stands in, failing closed, where no dictionary can be had.
final class UnknownWordsChecker: TextChecker {
    let language = LanguageTag.undetermined.identifier
    var availableLanguages: [String] { [] }
    let tokenizer = WordTokenizer.standard

    init() {}

    func isCorrect(_ word: String, language: String) -> Bool { false }
    func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    func ignoreWord(_ word: String) {}
    var ignoredWords: [String] { get { [] } set {} }
    func learnWord(_ word: String) throws(LexiconError) { throw .noPersonalDictionary }
    func unlearnWord(_ word: String) throws(LexiconError) { throw .noPersonalDictionary }
    func hasLearnedWord(_ word: String) -> Bool { false }
}
