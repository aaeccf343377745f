import Foundation
import LexiconCheck

extension GameRules {
    /// The checker a decoded game starts with: the bundled English word list, loaded once. If
    /// the program was installed without its resources, a checker that knows no word, so that
    /// nothing passes as real by accident.
    public static var defaultChecker: any TextChecker {
        defaultCheckerStorage
    }
}

private let defaultCheckerStorage: any TextChecker = {
    if let url = WordListChecker.bundledWordListURL,
       let checker = try? WordListChecker(contentsOf: url, language: "en_US", personalDictionary: nil) {
        return checker
    }
    return UnknownWordsChecker()
}()

/// A checker that knows no word at all.
private final class UnknownWordsChecker: TextChecker {
    let language = "und"
    let availableLanguages: [String] = []
    let tokenizer = WordTokenizer.standard
    func isCorrect(_ word: String, language: String) -> Bool { false }
    func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
    func ignoreWord(_ word: String) {}
    var ignoredWords: [String] { get { [] } set {} }
    func learnWord(_ word: String) throws(LexiconError) { throw .noPersonalDictionary }
    func unlearnWord(_ word: String) throws(LexiconError) { throw .noPersonalDictionary }
    func hasLearnedWord(_ word: String) -> Bool { false }
}
