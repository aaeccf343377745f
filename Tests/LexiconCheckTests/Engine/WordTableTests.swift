import Foundation
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
    /// no bytes and long ones, and flags added later; entries linked as added or when filling
    /// ends.
    @Test(arguments: [WordTable.Linking.asAdded, .whenFilled])
    func entriesComeBackAsAdded(_ linking: WordTable.Linking) {
        var generator = SeededGenerator(seed: 11)
        var table = WordTable(entryCapacity: 16, spellingBytes: 16, linking: linking)
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
    /// already; a word listed after such a form takes the form's place, with its own flags. The
    /// entry dropped stays, with no flag but Hunspell's mark of such a form.
    @Test(arguments: [WordTable.Linking.asAdded, .whenFilled])
    func addedCapitalisedFormsGiveWayToListedWords(_ linking: WordTable.Linking) {
        var table = WordTable(entryCapacity: 8, spellingBytes: 32, linking: linking)
        let hidden = [3, 5, AffixFile.onlyUppercase].sorted()
        table.add(word: Array("Abc".utf8), flags: [1], fields: nil, onlyUppercase: false)
        table.add(word: Array("Abc".utf8), flags: hidden, fields: nil, onlyUppercase: true)
        table.add(word: Array("Nasa".utf8), flags: hidden, fields: nil, onlyUppercase: true)
        table.add(word: Array("Nasa".utf8), flags: [7], fields: nil, onlyUppercase: false)
        table.add(word: Array("cat".utf8), flags: [2], fields: nil, onlyUppercase: false)
        table.finishFilling()
        #expect(table.entries.count == 5)
        #expect(table.count == 3)
        #expect(Array(table.flags(1)) == [AffixFile.onlyUppercase] && table.fields(1) == nil)
        #expect(Array(table.flags(3)) == [AffixFile.onlyUppercase] && table.fields(3) == nil)
        let abc = table.first(spelled: Array("Abc".utf8))
        #expect(abc.map { Array(table.flags($0)) } == [1])
        #expect(abc.flatMap(table.next(after:)) == nil)
        let nasa = table.first(spelled: Array("Nasa".utf8))
        #expect(nasa.map { Array(table.flags($0)) } == [7])
        #expect(nasa.flatMap(table.next(after:)) == nil)
        #expect(table.first(spelled: Array("cat".utf8)).map { Array(table.word($0)) } == Array("cat".utf8))
    }

    /// A Debian `.dic` file linked when filled is the table linked as each entry is added (the
    /// way that needs no order but the file's): every entry's spelling, flags, fields and next
    /// homonym, and the first entry of every spelling, with homonyms and capitalised forms
    /// Hunspell adds among them.
    @Test(arguments: ["en_US", "de_DE", "hu_HU"])
    func linkingWhenFilledIsLinkingAsAdded(_ name: String) throws {
        let folder = URL(filePath: "/usr/share/hunspell")
        let dictionaryURL = folder.appending(path: "\(name).dic")
        try #require(FileManager.default.fileExists(atPath: dictionaryURL.path), "scripts/setup/install-dependencies --tests installs it")
        let affix = AffixFile(bytes: Array(try Data(contentsOf: folder.appending(path: "\(name).aff"))), path: name)
        let bytes = Array(try Data(contentsOf: dictionaryURL))
        func table(_ linking: WordTable.Linking) throws -> WordTable {
            var reader = try DictionaryFileReader(path: name, expectedSize: bytes.count, affix: affix,
                                                  letterCase: LetterCase(encoding: affix.encoding, turkicLanguage: affix.isTurkic),
                                                  linking: linking)
            try bytes.withUnsafeBufferPointer { (buffer) throws(DictionaryFileError) in try reader.read(buffer) }
            try reader.finish()
            return reader.words
        }
        let asAdded = try table(.asAdded), whenFilled = try table(.whenFilled)
        #expect(whenFilled.entries.count == asAdded.entries.count && whenFilled.count == asAdded.count)
        // Homonyms or dropped forms, so that linking had more to do than give each entry a slot.
        #expect(asAdded.entries.count > asAdded.count)
        var differing: [Int] = []
        for index in asAdded.entries.indices {
            let number = WordTable.Number(index)
            let same = whenFilled.word(number) == asAdded.word(number) && whenFilled.flags(number) == asAdded.flags(number)
                && whenFilled.fields(number) == asAdded.fields(number) && whenFilled.next(after: number) == asAdded.next(after: number)
                && whenFilled.first(spelled: asAdded.word(number)) == asAdded.first(spelled: asAdded.word(number))
            if !same { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(name): entries \(differing.prefix(20)) differ")
    }

    /// The compound check's filter of first parts holds the spelling and the first byte of every
    /// entry whose own flags let it begin or continue a compound, or forbid one (no entry it would
    /// have taken is passed over), and leaves out most others: English, whose only such entries
    /// are the numbers of its `COMPOUNDRULE`s, passes almost no word, and no word of letters by
    /// its first byte.
    @Test(arguments: ["en_US", "de_DE", "hu_HU", "nl", "sv_SE"])
    func compoundFirstPartsHoldEveryEntryThatCanBeginOne(_ name: String) throws {
        let dictionary = try systemDictionary(name)
        let storage = dictionary.storage
        let rules = storage.rules
        let flags = [rules.compoundFlag, rules.compoundBegin, rules.compoundMiddle, rules.compoundForbid].filter { $0 != 0 }
        var partsMissed: [String] = [], others = 0, othersPassed = 0, othersBeginningOne = 0
        for index in 0..<dictionary.entryCount {
            let number = WordTable.Number(index)
            let entryFlags = storage.words.flags(number)
            let spelling = storage.words.word(number)
            let passes = storage.compoundFirstParts.mayHold(WordTable.hash(spelling))
            let beginsOne = spelling.first.map(storage.compoundFirstParts.mayHoldSpelling(startingWith:)) ?? true
            if entryFlags.contains(where: { flags.contains($0) || storage.compoundRuleFlags.contains($0) }) {
                if !passes || !beginsOne { partsMissed.append(String(decoding: spelling, as: UTF8.self)) }
            } else {
                others += 1
                if passes { othersPassed += 1 }
                if beginsOne { othersBeginningOne += 1 }
            }
        }
        #expect(partsMissed.isEmpty, "\(name): \(partsMissed.prefix(10))")
        #expect(othersPassed * 4 < others, "\(name): \(othersPassed) of \(others) other entries pass")
        if name == "en_US" {
            #expect(othersPassed * 50 < others, "\(othersPassed) of \(others)")
            // English compounds are numbers (`COMPOUNDRULE`): no word of letters begins one.
            #expect(othersBeginningOne * 50 < others, "\(othersBeginningOne) of \(others) begin with a first part's byte")
        }
    }
}

