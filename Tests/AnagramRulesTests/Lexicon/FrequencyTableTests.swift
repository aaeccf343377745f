import Testing
import TestSupport
@testable import AnagramRules

/// The frequency files' table against a standard dictionary of the same words.
@Suite("Frequency table")
struct FrequencyTableTests {
    /// Words of one- to four-byte characters, added, some again with another value, and
    /// looked up with words never added: each answer is the dictionary's, through several
    /// growths of the table; the words come back once each, in the order first added.
    @Test func answersAsADictionary() {
        var generator = SeededGenerator(seed: 35)
        let alphabet: [Character] = ["a", "b", "e", "ß", "ı", "ж", "ش", "字", "😀"]
        func word() -> String { String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        var table = FrequencyTable()
        var oracle: [String: UInt8] = [:]
        var order: [String] = []
        for _ in 0..<5_000 {
            let added = word(), value = UInt8.random(in: 0...99, using: &generator)
            if oracle[added] == nil { order.append(added) }
            oracle[added] = value
            let stored = table.set(added, to: value)
            #expect(stored)
            let asked = word()
            #expect(table.value(of: asked) == oracle[asked], "\(asked)")
        }
        #expect(table.count == oracle.count && table.count > 1_000)
        for (word, value) in oracle { #expect(table.value(of: word) == value, "\(word)") }
        #expect(Array(table.words) == order)
    }
}
