import Foundation
import LexiconCheck

/// `lexcheck-benchmarks spell-words AFF DIC WORDS`: the Swift engine's own time per word, with no
/// front end: `HunspellDictionary.spell(bytes:)` on each line of `WORDS` (bytes in the
/// dictionary's encoding), best of five passes after a warm-up. `scripts/measure/compare-spell`
/// runs it beside `hunspell-spell.c`, which times `Hunspell_spell` the same way, on the same
/// files. Works in the Hunspell-free build too.
enum SpellWords {
    static let name = "spell-words"

    static func run(_ arguments: [String]) throws {
        guard arguments.count == 3 else { fail("usage: lexcheck-benchmarks \(name) AFF DIC WORDS") }
        let dictionary = try HunspellDictionary(affixURL: URL(filePath: arguments[0]), dictionaryURL: URL(filePath: arguments[1]))
        let words = try Data(contentsOf: URL(filePath: arguments[2])).split(separator: 0x0A)
            .map { Array($0.last == 0x0D ? $0.dropLast() : $0[...]) }.filter { !$0.isEmpty }
        guard !words.isEmpty else { fail("\(arguments[2]): no words") }
        var correct = 0
        for word in words.prefix(2_000) where dictionary.spell(bytes: word) { correct += 1 }
        var best = Duration.seconds(Int64.max)
        for _ in 0..<5 {
            correct = 0
            best = min(best, ContinuousClock().measure { for word in words where dictionary.spell(bytes: word) { correct += 1 } })
        }
        print(String(format: "%d words, %d correct, %.1f ns/word", words.count, correct, best.seconds / Double(words.count) * 1e9))
    }
}
