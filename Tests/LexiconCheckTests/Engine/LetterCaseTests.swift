import Testing
@testable import HunspellEngine

/// The engine's case of a word: the shortcut for ASCII words gives what reading it character by
/// character through the case tables gives, in Turkic languages too.
@Suite("Letter case")
struct LetterCaseTests {
    @Test func asciiWordsAreCasedAsTheTablesCaseThem() throws {
        let cases = [
            LetterCase(encoding: .utf8, turkicLanguage: false), LetterCase(encoding: .utf8, turkicLanguage: true),
            LetterCase(encoding: try #require(DictionaryEncoding(hunspellName: "ISO8859-9")), turkicLanguage: true),
            LetterCase(encoding: try #require(DictionaryEncoding(hunspellName: "ISO8859-2")), turkicLanguage: false),
            LetterCase(encoding: .latin1, turkicLanguage: false),
        ]
        #expect(cases[1].turkic && cases[2].turkic && !cases[3].turkic)
        let characters = Array("iIıaAzZ0-'.".utf8) + [0x00, 0x7F]
        var words: [[UInt8]] = [[]]
        for length in 1...3 {
            words += words.filter { $0.count == length - 1 }.flatMap { word in characters.map { word + [$0] } }
        }
        var kinds: Set<String> = []
        for letterCase in cases {
            for word in words {
                let answer = letterCase.capitalization(word)
                #expect(answer == letterCase.characterCapitalization(word), "\(word) turkic: \(letterCase.turkic)")
                kinds.insert("\(answer)")
            }
        }
        #expect(kinds.count == 5, "\(kinds)")
    }
}
