import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// The bundled English word list, loaded once for all tests.
let englishWords: WordListChecker? = WordListChecker.bundledWordListURL.flatMap {
    try? WordListChecker(contentsOf: $0, language: "en_US", personalDictionary: nil)
}

func englishRules(_ settings: GameSettings = GameSettings()) throws -> GameRules {
    try GameRules(checker: try #require(englishWords), settings: settings)
}

/// A decoder that restores games with `rules`.
func gameDecoder(rules: GameRules) -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[GameSession.rulesKey] = rules
    return decoder
}

extension Verdict {
    var reason: RejectionReason? {
        if case .rejected(let rejection) = self { return rejection.reason }
        return nil
    }

    var points: Int? {
        if case .accepted(_, let points) = self { return points }
        return nil
    }

    /// The word as the game keeps it, when accepted.
    var acceptedWord: String? {
        if case .accepted(let word, _) = self { return word }
        return nil
    }
}

extension WordListChecker {
    /// Every word of the bundled list file (for tests that sweep the whole list).
    var wordsForTesting: [String] {
        guard let url = WordListChecker.bundledWordListURL,
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }
}
