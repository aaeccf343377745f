import Testing
import TestSupport
@testable import HunspellEngine

/// The engine's word table and its run stores against plain arrays of what was added.
@Suite("Word table")
struct WordTableTests {
    /// Runs come back as stored, whatever their length (a length needing more than one element
    /// included); equal runs share one offset while the store fills, and a run stored after
    /// filling is appended.
    @Test func runsComeBackAsStored() {
        var flags = RunStore<AffixFlag>()
        var bytes = RunStore<UInt8>()
        let lengths = [0, 1, 2, 255, 256, 65_535, 65_536, 70_001]
        var flagRuns: [(UInt32, [AffixFlag])] = []
        var byteRuns: [(UInt32, [UInt8])] = []
        for length in lengths {
            let flagRun = (0..<length).map { AffixFlag(truncatingIfNeeded: $0 &* 40_503) }
            let byteRun = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 167) }
            flagRuns.append((flags.store(flagRun), flagRun))
            byteRuns.append((bytes.store(byteRun), byteRun))
        }
        for (offset, run) in flagRuns { #expect(Array(flags.elements[flags.run(at: offset)]) == run) }
        for (offset, run) in byteRuns { #expect(Array(bytes.elements[bytes.run(at: offset)]) == run) }
        #expect(Set(flagRuns.map(\.0)).count == lengths.count)
        #expect(flags.store(flagRuns[5].1) == flagRuns[5].0)
        #expect(bytes.store([]) == byteRuns[0].0)
        // A run that is the start of a longer one is a run of its own.
        let start = Array(byteRuns[4].1.prefix(3))
        let startOffset = bytes.store(start)
        #expect(Array(bytes.elements[bytes.run(at: startOffset)]) == start)
        #expect(startOffset != byteRuns[4].0)
        flags.finishFilling()
        let late = flags.store(flagRuns[2].1)
        #expect(late != flagRuns[2].0)
        #expect(Array(flags.elements[flags.run(at: late)]) == flagRuns[2].1)
    }

    /// Every entry's spelling, flags and fields as added, homonyms in file order, with words of
    /// no bytes and long ones, and flags added later.
    @Test func entriesComeBackAsAdded() {
        var generator = SeededGenerator(seed: 11)
        var table = WordTable(spellingCount: 8, entryCapacity: 16, spellingBytes: 16)
        var model: [(word: [UInt8], flags: [AffixFlag], fields: [UInt8]?)] = []
        let spellings: [[UInt8]] = [[], Array("a".utf8), Array("cat".utf8), Array(repeating: 0x62, count: 300)]
            + (0..<400).map { Array("w\($0)".utf8) }
        for _ in 0..<2_000 {
            let word = spellings.randomElement(using: &generator) ?? []
            let flags = Array(Set((0..<Int.random(in: 0...5, using: &generator)).map { _ in
                AffixFlag.random(in: 1...40, using: &generator)
            })).sorted()
            let fields: [UInt8]? = Bool.random(using: &generator) ? nil : Array("po:\(Int.random(in: 0...9, using: &generator))".utf8)
            table.add(word: word, flags: flags, fields: fields, onlyUppercase: false)
            model.append((word, flags, fields))
        }
        table.finishFilling()
        #expect(table.entries.count == model.count)
        table.addFlag(99, to: 7)
        model[7].flags.append(99)
        var differing: [Int] = []
        for (index, entry) in model.enumerated() {
            let number = WordTable.Number(index)
            let same = Array(table.word(number)) == entry.word && Array(table.flags(number)) == entry.flags
                && table.fields(number).map(Array.init) == entry.fields
                && (AffixFlag(0)...100).allSatisfy { table.has(number, $0) == entry.flags.contains($0) }
            if !same { differing.append(index) }
        }
        #expect(differing.isEmpty, "entries \(differing.prefix(20)) differ")
        for spelling in spellings {
            var found: [Int] = []
            var number = table.first(spelled: spelling)
            while let current = number {
                found.append(Int(current))
                number = table.next(after: current)
            }
            #expect(found == model.indices.filter { model[$0].word == spelling })
        }
        #expect(table.first(spelled: Array("dog".utf8)) == nil)
    }

    /// A capitalised form Hunspell adds (`onlyUppercase`) is dropped when its spelling is listed
    /// already; a word listed after such a form takes the form's place, with its own flags.
    @Test func addedCapitalisedFormsGiveWayToListedWords() {
        var table = WordTable(spellingCount: 4, entryCapacity: 8, spellingBytes: 32)
        let hidden = [3, 5, AffixFile.onlyUppercase].sorted()
        table.add(word: Array("Abc".utf8), flags: [1], fields: nil, onlyUppercase: false)
        table.add(word: Array("Abc".utf8), flags: hidden, fields: nil, onlyUppercase: true)
        table.add(word: Array("Nasa".utf8), flags: hidden, fields: nil, onlyUppercase: true)
        table.add(word: Array("Nasa".utf8), flags: [7], fields: nil, onlyUppercase: false)
        table.add(word: Array("cat".utf8), flags: [2], fields: nil, onlyUppercase: false)
        table.finishFilling()
        #expect(table.entries.count == 3)
        let abc = table.first(spelled: Array("Abc".utf8))
        #expect(abc.map { Array(table.flags($0)) } == [1])
        #expect(abc.flatMap(table.next(after:)) == nil)
        let nasa = table.first(spelled: Array("Nasa".utf8))
        #expect(nasa.map { Array(table.flags($0)) } == [7])
        #expect(nasa.flatMap(table.next(after:)) == nil)
        #expect(table.first(spelled: Array("cat".utf8)).map { Array(table.word($0)) } == Array("cat".utf8))
    }
}
