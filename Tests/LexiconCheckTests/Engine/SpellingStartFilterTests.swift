import Foundation
import Testing
import TestSupport
@testable import HunspellEngine

/// The filter of spellings' beginnings that lets an affix check pass over roots no spelling
/// begins like, against the set of every beginning of a Debian dictionary's spellings.
@Suite("Spelling start filter")
struct SpellingStartFilterTests {
    /// Every beginning of every spelling (two bytes or more) is held; of beginnings no spelling
    /// has, made by changing a byte of one, few are (about one in eight by its size); and the
    /// longest start a word's hashes report is never shorter than the longest start some
    /// spelling has, and for most words no longer.
    @Test(arguments: ["en_US", "de_DE", "fr"])
    func holdsEveryBeginningAndFewOthers(_ name: String) throws {
        let path = try systemDictionaryPath(name)
        let dictionary = try HunspellDictionary(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"))
        let table = dictionary.storage.words
        let filter = table.startFilter
        #expect(!filter.holdsEverything)
        let spellings = table.entries.indices.map { Array(table.word(WordTable.Number($0))) }
        var beginnings = Set<ArraySlice<UInt8>>()
        for spelling in spellings where spelling.count >= SpellingStartFilter.shortest {
            for length in SpellingStartFilter.shortest...spelling.count { beginnings.insert(spelling[..<length]) }
        }
        for beginning in beginnings.prefix(50_000) {
            #expect(filter.mayHold(Self.state(of: beginning)), "\(String(decoding: beginning, as: UTF8.self))")
        }

        var generator = SeededGenerator(seed: 17)
        var (absent, heldAnyway) = (0, 0)
        var (words, exact) = (0, 0)
        for _ in 0..<20_000 {
            guard var word = spellings.randomElement(using: &generator), word.count >= 3 else { continue }
            word[Int.random(in: 1..<word.count, using: &generator)] = UInt8.random(in: 0x61...0x7A, using: &generator)
            word += [UInt8](repeating: UInt8.random(in: 0x61...0x7A, using: &generator), count: Int.random(in: 0...3, using: &generator))
            let longest = (0...word.count).last { $0 < SpellingStartFilter.shortest || beginnings.contains(word[..<$0]) } ?? 0
            if longest < word.count {
                absent += 1
                if filter.mayHold(Self.state(of: word[..<(longest + 1)])) { heldAnyway += 1 }
            }
            let reported = word.withUnsafeBufferPointer { bytes in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: bytes.count + 1) { states in
                    var hashes = StartHashes(word: bytes, states: states)
                    return hashes.longestPossibleStart(upTo: bytes.count, in: filter)
                }
            }
            #expect(reported >= longest, "\(String(decoding: word, as: UTF8.self))")
            words += 1
            if reported == longest { exact += 1 }
        }
        #expect(absent > 5_000)
        #expect(Double(heldAnyway) < 0.2 * Double(absent), "\(heldAnyway) of \(absent) absent beginnings held")
        #expect(Double(exact) > 0.7 * Double(words), "\(exact) of \(words) words' longest start exact")
    }

    /// A table of no spelling holds no beginning; one that was never filled, every one.
    @Test func emptyAndUnfilledTables() {
        var table = WordTable()
        table.finishFilling()
        #expect(!table.startFilter.holdsEverything)
        #expect(!table.startFilter.mayHold(Self.state(of: Array("ab".utf8)[...])))
        #expect(WordTable().startFilter.holdsEverything)
        #expect(WordTable().startFilter.mayHold(Self.state(of: Array("ab".utf8)[...])))
    }

    /// FNV-1a's state after `bytes`, as the table hashes spellings.
    private static func state(of bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(WordTable.hashSeed, WordTable.hashStep)
    }
}
