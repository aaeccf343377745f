import Testing
@testable import HunspellEngine

/// The engine's case of a word: reading characters' case from a table gives what reading it
/// through the case mappings gives, in Turkic languages too.
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

    /// Words of one to three characters, each of one or two bytes or a byte UTF-8 would not
    /// start with (for a UTF-8 dictionary, every character below U+0800 alone, beside one
    /// cased and one caseless; then characters of three and four bytes and broken sequences),
    /// and every byte of the 8-bit dictionaries.
    @Test func wordsAreCasedAsTheMappingsCaseThem() throws {
        let utf8Cases = [LetterCase(encoding: .utf8, turkicLanguage: false), LetterCase(encoding: .utf8, turkicLanguage: true)]
        let byteCases = [
            LetterCase(encoding: try #require(DictionaryEncoding(hunspellName: "ISO8859-9")), turkicLanguage: true),
            LetterCase(encoding: try #require(DictionaryEncoding(hunspellName: "ISO8859-2")), turkicLanguage: false),
            LetterCase(encoding: try #require(DictionaryEncoding(hunspellName: "KOI8-R")), turkicLanguage: false),
        ]
        var utf8Words: [[UInt8]] = []
        for value in 0..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Array(String(scalar).utf8)
            utf8Words += [character, character + Array("a".utf8), Array("A".utf8) + character + Array("a".utf8),
                          character + Array("-".utf8)]
        }
        let others: [[UInt8]] = ["İ", "ẞ", "Ա", "ⓐ", "Ⓐ", "𐐀", "𐐨", "中"].map { Array($0.utf8) }
            + [[0x80], [0xBF], [0xC3], [0xC1, 0x81], [0xE1, 0xBA], [0xF0, 0x90, 0x90], [0xFF], [0xC3, 0x41]]
        for one in others {
            for other in others + [Array("a".utf8), Array("B".utf8), []] { utf8Words += [one + other, other + one] }
        }
        var byteWords = (0...255).map { [UInt8($0)] }
        byteWords += (0...255).flatMap { [[UInt8($0), 0x61], [0x41, UInt8($0), 0x61], [UInt8($0), 0x2D]] }
        var kinds: Set<String> = []
        for (cases, words) in [(utf8Cases, utf8Words), (byteCases, byteWords)] {
            for letterCase in cases {
                var differing: [[UInt8]] = []
                for word in words {
                    let answer = letterCase.capitalization(word)
                    if answer != letterCase.characterCapitalization(word) { differing.append(word) }
                    kinds.insert("\(answer)")
                }
                #expect(differing.isEmpty, "\(differing.prefix(10)) turkic: \(letterCase.turkic)")
            }
        }
        #expect(kinds.count == 5, "\(kinds)")
    }
}
