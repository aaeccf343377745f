import Foundation
import Testing
@testable import LexiconCheck

/// An expansion that a sample of its stems foretells to pass its limit on all forms is refused
/// before it starts, and one within it is whole.
@Suite("Word-form limits")
struct WordFormLimitsTests {
    /// `count` stems of the letters `a`...`p` (`a`, `b`, ..., `aa`...), each with flag `A`: two
    /// suffixes (`x`, `y`, which no stem holds), three forms a stem.
    func expansion(stems count: Int, limit: Int, flagged: Bool = true) throws -> WordFormExpander.Expansion {
        let rules = try AffixRules(affixData: Data("SET UTF-8\nSFX A Y 2\nSFX A 0 x .\nSFX A 0 y .\n".utf8), path: "test.aff")
        var lines = ["\(count)"]
        for number in 0..<count {
            var rest = number, word = ""
            repeat {
                word.unicodeScalars.append(Unicode.Scalar(UInt8(0x61 + rest % 16)))
                rest /= 16
            } while rest > 0
            lines.append(flagged ? word + "/A" : word)
        }
        let stems = DictionaryStems(dictionaryData: Data(lines.joined(separator: "\n").utf8), rules: rules)
        let limits = WordFormExpander.Limits(formsPerStem: 100, stepsPerStem: 1000, forms: limit)
        return WordFormExpander(rules: rules, limits: limits).expand(stems)
    }

    @Test func anExpansionForetoldToPassItsLimitStopsEarly() throws {
        // 61,440 forms in all against a limit of 10,000: more than four times it, foretold by
        // the sample, before anything is listed.
        let stopped = try expansion(stems: 20_480, limit: 10_000)
        #expect(stopped.truncated && stopped.tooManyInAll && stopped.forms.isEmpty)
    }

    @Test func anExpansionWithinItsLimitIsWhole() throws {
        let whole = try expansion(stems: 9_000, limit: 10_000, flagged: false)
        #expect(!whole.truncated && !whole.tooManyInAll && whole.forms.count == 9_000)
        // Near the limit, the larger sample decides: 12,000 forms are more than 10,000.
        let near = try expansion(stems: 12_000, limit: 10_000, flagged: false)
        #expect(near.truncated && near.tooManyInAll && near.forms.isEmpty)
    }

    /// A dictionary too small to judge by a sample is listed up to the limit, then refused.
    @Test func aSmallDictionaryStopsAtTheLimit() throws {
        let reached = try expansion(stems: 500, limit: 1_000)
        #expect(reached.truncated && reached.tooManyInAll && reached.forms.count >= 1_000 && reached.forms.count < 1_003)
    }

    /// A stem whose affixes combine past the limit on entries tried stops there, cut short (a
    /// hostile `.aff` can chain millions of combinations onto one stem); within it, it is whole.
    @Test func aStemStopsAtItsLimitOnAffixEntriesTried() throws {
        // 40 suffixes, each followed by any of 40 more: 1,640 entries tried, 1,641 forms.
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN").map(String.init)
        let first = letters.map { "SFX A 0 x\($0)/B .\n" }.joined()
        let second = letters.map { "SFX B 0 y\($0) .\n" }.joined()
        let rules = try AffixRules(affixData: Data("SET UTF-8\nSFX A Y 40\n\(first)SFX B Y 40\n\(second)".utf8), path: "test.aff")
        let stems = DictionaryStems(dictionaryData: Data("1\nab/A\n".utf8), rules: rules)
        let cut = WordFormExpander(rules: rules, limits: .init(formsPerStem: 5_000, stepsPerStem: 1_000, forms: 100_000)).expand(stems)
        #expect(cut.truncated && !cut.tooManyInAll && cut.forms.count < 1_641)
        let whole = WordFormExpander(rules: rules, limits: .init(formsPerStem: 5_000, stepsPerStem: 2_000, forms: 100_000)).expand(stems)
        #expect(!whole.truncated && whole.forms.count == 1_641 && whole.forms.contains("abxAyN"))
    }
}
