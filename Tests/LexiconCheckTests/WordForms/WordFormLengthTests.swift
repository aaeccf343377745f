import Foundation
import Testing
@testable import LexiconCheck

/// An expansion that wants forms of at most some letters (a root's length) skips the affix
/// entries that can only make longer ones; against the whole expansion cut to that length, it
/// gives the same forms, where affixes strip the whole word or more than it (`FULLSTRIP`), add
/// a combining mark (two scalars, one letter), and chain (a second suffix, a prefix).
@Suite("Word forms by length")
struct WordFormLengthTests {
    static let affixes = """
        SET UTF-8
        FULLSTRIP
        PFX P Y 2
        PFX P 0 re .
        PFX P ab 0 ab
        SFX S Y 6
        SFX S 0 s/T .
        SFX S e 0 e
        SFX S 0 e\u{301}s/T .
        SFX S abc xy abc
        SFX S 0 ingly/T .
        SFX S 0 a/P .
        SFX T Y 3
        SFX T 0 x .
        SFX T s 0 s
        SFX T ly e\u{301} ly

        """
    static let entries = ["ab/S", "abc/S", "wxyz/S", "e/S", "a\u{301}bc/S", "abcde/PS", "cafe/PS", "x/ST", "ab/P"]

    @Test func formsOfAtMostSomeLettersAreTheWholeExpansionsOnes() throws {
        let rules = try AffixRules(affixData: Data(Self.affixes.utf8), path: "test.aff")
        let stems = DictionaryStems(dictionaryData: Data((["\(Self.entries.count)"] + Self.entries).joined(separator: "\n").utf8), rules: rules)
        let whole = WordFormExpander(rules: rules).expand(stems).forms
        for form in ["abinge\u{301}", "abe\u{301}sx", "reabcdea", "xy"] {
            #expect(whole.contains(form), "\(form) in \(whole.sorted())")
        }
        let alphabet = Set(whole.flatMap(\.unicodeScalars))
        for length in 0...12 {
            for letters in [nil, alphabet.subtracting(["x"])] as [Set<Unicode.Scalar>?] {
                let expected = Set(whole.filter { form in
                    LetterLength.of(form.unicodeScalars) <= length && form.unicodeScalars.allSatisfy { letters?.contains($0) ?? true }
                })
                let found = WordFormExpander(rules: rules, letters: letters, maximumLength: length).expand(stems).forms
                #expect(Set(found) == expected, "\(length) letters, \(letters == nil ? "any" : "no x"): \(Set(found).symmetricDifference(expected).sorted())")
            }
        }
    }
}
