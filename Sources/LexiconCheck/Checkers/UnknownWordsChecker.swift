import Foundation

/// A checker that knows no word and serves no language: everything is misspelled, guesses and
/// completions are `nil`. What stands in, failing closed, where no dictionary can be had.
package final class UnknownWordsChecker: TextChecker {
    package let language = LanguageTag.undetermined.identifier
    package var availableLanguages: [String] { [] }
    package let tokenizer = WordTokenizer.standard

    package init() {}

    package func isCorrect(_ word: String, language: String) -> Bool { false }
    package func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    package func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    package func ignoreWord(_ word: String) {}
    package var ignoredWords: [String] { get { [] } set {} }
    package func learnWord(_ word: String) throws(LexiconError) { throw .noPersonalDictionary }
    package func unlearnWord(_ word: String) throws(LexiconError) { throw .noPersonalDictionary }
    package func hasLearnedWord(_ word: String) -> Bool { false }
}
