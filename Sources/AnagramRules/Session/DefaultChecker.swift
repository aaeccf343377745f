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

