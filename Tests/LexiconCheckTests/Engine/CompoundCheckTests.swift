import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck

/// Compound checks where Hunspell's state carries from one step to the next.
@Suite("Compound check")
struct CompoundCheckTests {
    /// At one split, each `CHECKCOMPOUNDPATTERN` replacement is tried in turn, and a first part
    /// once found with affixes counts as "checked with a prefix" for the replacements tried
    /// after it, as in Hunspell: `kazar` is `ka|e` (affixed, a `COMPOUNDROOT`, so the word count
    /// grows) under the first pattern, nothing under the second, and `kau` (`COMPOUNDMIDDLE`
    /// only) + `bar` under the third, which the carried state lets through. The hunspell tool
    /// accepts `kazar` and `kaebar` and refuses `kaubar`.
    @Test func aFirstPartCheckedWithAffixesCountsForLaterPatterns() throws {
        let folder = try TemporaryDirectory()
        let affix = try folder.write("k.aff", """
            SET UTF-8
            COMPOUNDFLAG X
            COMPOUNDMIN 1
            COMPOUNDPERMITFLAG P
            COMPOUNDROOT R
            COMPOUNDMIDDLE M
            CHECKCOMPOUNDPATTERN 3
            CHECKCOMPOUNDPATTERN e x z
            CHECKCOMPOUNDPATTERN zz b z
            CHECKCOMPOUNDPATTERN u b z
            SFX S Y 1
            SFX S 0 e/P .
            """)
        let dictionary = try folder.write("k.dic", "3\nka/SXR\nkau/M\nbar/X\n")
        let engine = try HunspellDictionary(affixURL: affix, dictionaryURL: dictionary)
        let expected = ["kazar": true, "kaebar": true, "kaubar": false]
        for (word, correct) in expected {
            #expect(engine.spell(word) == correct, "\(word)")
        }
        #if LEXCHECK_HUNSPELL
        let reference = try HunspellChecker(affixURL: affix, dictionaryURL: dictionary, personalDictionary: nil)
        for (word, correct) in expected {
            #expect(reference.isCorrect(word, language: reference.language) == correct, "libhunspell: \(word)")
        }
        #endif
    }
}
