import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck
import LexiconSupport

/// A dictionary's words stored (`HunspellDictionary.storedWords`) and read back: the same tables
/// as the `.dic` file read, and an error for bytes that are not such tables, never a crash.
@Suite("Stored words")
struct StoredWordsTests {
    /// Every `.aff`/`.dic` pair of Hunspell's test suite, as bytes.
    static func suiteDictionaries() throws -> [(name: String, affix: [UInt8], dictionary: [UInt8])] {
        let folder = HunspellTool.suiteDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }
            .filter { FileManager.default.fileExists(atPath: folder.appending(path: "\($0).aff").path) }.sorted()
        return try names.map { name in
            (name, Array(try Data(contentsOf: folder.appending(path: "\(name).aff"))),
             Array(try Data(contentsOf: folder.appending(path: "\(name).dic"))))
        }
    }

    /// Read back, stored words are the tables stored: storing them again gives the same bytes
    /// (every entry, spelling, run of flags and fields, slot and filter bit, and the `ph:`
    /// replacements), and the dictionary judges the entries and edits of them as the one read
    /// from the files. Hunspell's suite (every directive it tests, `ph:` fields, aliases,
    /// `COMPLEXPREFIXES`, `IGNORE`) and Debian dictionaries with homonyms, morphology and
    /// compounds.
    @Test func readBackTheyAreTheTablesStored() throws {
        var dictionaries = try Self.suiteDictionaries()
        #expect(dictionaries.count > 100)
        for name in ["en_US", "de_DE"] {
            let path = try systemDictionaryPath(name)
            dictionaries.append((name, Array(try Data(contentsOf: URL(filePath: path + ".aff"))),
                                 Array(try Data(contentsOf: URL(filePath: path + ".dic")))))
        }
        var generator = SeededGenerator(seed: 5)
        var phonetic = 0
        for (name, affix, words) in dictionaries {
            guard let read = try? HunspellDictionary(affix: affix, dictionary: words, dictionaryPath: name) else { continue }
            let stored = read.storedWords
            let reopened = try HunspellDictionary(affix: affix, storedWords: stored)
            #expect(reopened.storedWords == stored, "\(name)")
            if read.storage.replacements.count > read.storage.affix.replacements.count { phonetic += 1 }
            #expect(reopened.storage.replacements.map(\.pattern) == read.storage.replacements.map(\.pattern), "\(name)")
            #expect(reopened.storage.replacements.map(\.replacements) == read.storage.replacements.map(\.replacements), "\(name)")
            let table = read.storage.words
            let sample = (0..<min(100, table.entries.count)).map { _ in
                Array(table.word(WordTable.Number(Int.random(in: table.entries.indices, using: &generator))))
            }
            var differing: [String] = []
            for entry in sample {
                var edited = entry
                if !edited.isEmpty { edited[Int.random(in: 0..<edited.count, using: &generator)] = UInt8(ascii: "e") }
                for word in [entry, edited, entry + Array("s".utf8), entry + entry]
                where read.spell(bytes: word) != reopened.spell(bytes: word) {
                    differing.append(String(decoding: word, as: UTF8.self))
                }
            }
            #expect(differing.isEmpty, "\(name): \(differing.prefix(10))")
        }
        #expect(phonetic >= 3, "the suite's ph: dictionaries")
    }

    /// Stored words read back from several threads at once write nothing the threads share:
    /// a dictionary without `ph:` fields or homonyms stores empty tables, and each is read back
    /// as an array of its own. The thread sanitizer run (`scripts/check/tsan`) is the judge.
    @Test func readingBackOnManyThreadsSharesNothingWritten() throws {
        let affix = Array("SFX S Y 1\nSFX S 0 s .\n".utf8)
        let stored = try HunspellDictionary(affix: affix, dictionary: Array("2\ncat/S\ndog\n".utf8)).storedWords
        let verdicts = Locked([Bool]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let reopened = try? HunspellDictionary(affix: affix, storedWords: stored)
            verdicts.withLock { $0.append(reopened?.spell(bytes: Array("cats".utf8)) == true) }
        }
        #expect(verdicts.withLock { $0 } == Array(repeating: true, count: 8))
    }

    /// Stored words name the `.aff` file they were read with and the format's version; bytes of
    /// another file, another version or no stored words at all are refused, naming where they
    /// were kept.
    @Test func foreignBytesAreRefused() throws {
        let affix = Array("SFX S Y 1\nSFX S 0 s .\n".utf8)
        let stored = try HunspellDictionary(affix: affix, dictionary: Array("2\ncat/S\ndog\n".utf8)).storedWords
        func problem(_ bytes: [UInt8], affix: [UInt8] = affix) -> String? {
            do {
                _ = try HunspellDictionary(affix: affix, storedWords: bytes, storedWordsPath: "cache/x.words")
                return nil
            } catch {
                #expect(error.path == "cache/x.words")
                return error.reason
            }
        }
        #expect(problem(stored) == nil)
        #expect(problem(stored, affix: affix + Array("\n".utf8)) == "stored words read with another .aff file")
        #expect(problem([]) == "not a dictionary's stored words")
        #expect(problem(Array("2\ncat/S\ndog\n".utf8)) == "not a dictionary's stored words")
        var otherVersion = stored
        otherVersion[4] &+= 1
        #expect(problem(otherVersion) == "stored words of format \(StoredWords.formatVersion + 1), not \(StoredWords.formatVersion)")
    }

    /// Cut anywhere, or with any byte changed, stored words are refused as damaged (or as no
    /// stored words, when the magic number is hit).
    @Test func damagedBytesAreRefused() throws {
        let path = try systemDictionaryPath("en_US")
        let affix = Array(try Data(contentsOf: URL(filePath: path + ".aff")))
        let dictionary = try HunspellDictionary(affix: affix, dictionary: Array("4\ncat/S\ndog/SM\nNASA/M\nOpenOffice.org\n".utf8))
        let stored = dictionary.storedWords
        var accepted: [String] = []
        for length in 0..<stored.count where (try? HunspellDictionary(affix: affix, storedWords: stored.prefix(length))) != nil {
            accepted.append("cut at \(length)")
        }
        for index in stored.indices {
            var changed = stored
            changed[index] ^= 0x10
            if (try? HunspellDictionary(affix: affix, storedWords: changed)) != nil { accepted.append("byte \(index) changed") }
        }
        #expect(accepted.isEmpty, "\(accepted.prefix(10))")
    }

    /// Bytes changed at random under a checksum made to match them (as a hostile file would be):
    /// tables that do not hang together are refused; the rest answer every word they are asked,
    /// with no crash and no endless homonym chain.
    @Test func tablesThatDoNotHangTogetherAreRefused() throws {
        let path = try systemDictionaryPath("en_US")
        let affix = Array(try Data(contentsOf: URL(filePath: path + ".aff")))
        let words = Array("6\ncat/S\ncat/M\ndog/SM\nNASA/M\nOpenOffice.org\nwalk/DGS po:verb\n".utf8)
        let stored = try HunspellDictionary(affix: affix, dictionary: words).storedWords
        let questions = ["cat", "cats", "dogs", "NASA's", "OPENOFFICE.ORG", "walked", "Walking", "xyz", ""]
        var generator = SeededGenerator(seed: 9)
        var refused = 0
        for _ in 0..<2_000 {
            var changed = stored
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: StoredWords.headerSize..<changed.count, using: &generator)
                changed[index] = Bool.random(using: &generator) ? UInt8.random(in: 0...255, using: &generator) : changed[index] ^ 0xFF
            }
            let sum = changed[StoredWords.headerSize...].withUnsafeBytes { StoredWords.checksum($0) }
            withUnsafeBytes(of: sum.littleEndian) { changed.replaceSubrange((StoredWords.headerSize - 8)..<StoredWords.headerSize, with: $0) }
            guard let opened = try? HunspellDictionary(affix: affix, storedWords: changed) else {
                refused += 1
                continue
            }
            for question in questions { _ = opened.spell(question) }
            _ = opened.listedWords
        }
        // Most changes break a count or an offset; some change only a spelling or a flag.
        #expect(refused > 500, "\(refused) of 2,000 refused")
    }

    /// Whenever the tables a `.dic` file is read into change, the format's version changes with
    /// them, or caches would hand out tables read the old way. The checksum of the suite's stored
    /// words is recorded with the version it was made by; a change in how a file is read (or
    /// stored) fails here until both are brought up together.
    @Test func theFormatVersionNamesTheTablesRead() throws {
        var checksum = ContentHash()
        for (name, affix, words) in try Self.suiteDictionaries() {
            checksum.combine(Array(name.utf8))
            if let read = try? HunspellDictionary(affix: affix, dictionary: words) { checksum.combine(read.storedWords) }
        }
        let recorded: (version: UInt32, checksum: String) = (2, "7c923108a1f3a3ed")
        #expect(StoredWords.formatVersion == recorded.version && checksum.hexadecimal == recorded.checksum,
                "the suite's stored words now hash to \(checksum.hexadecimal) in format \(StoredWords.formatVersion): bump StoredWords.formatVersion if they changed, and record both")
    }
}
