import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck

/// ``DictionaryCache``: a dictionary read once is opened from the cache after, by its files'
/// content; a file the cache cannot use is read around and replaced.
@Suite("Dictionary cache")
struct DictionaryCacheTests {
    static let affix = "SET UTF-8\nTRY esiarntolcdu\nSFX S Y 1\nSFX S 0 s .\n"

    /// A folder with `pets.aff` and `pets.dic` (cats and dogs).
    static func petFiles() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write("pets.aff", affix)
        _ = try folder.write("pets.dic", "2\ncat/S\ndog/S\n")
        return folder
    }

    func open(_ folder: borrowing TemporaryDirectory, _ cache: DictionaryCache) throws -> DictionaryChecker {
        try DictionaryChecker(affixURL: folder.file("pets.aff"), dictionaryURL: folder.file("pets.dic"), language: "en", cache: cache)
    }

    /// The first open keeps the words under the files' identity; later opens read them from
    /// there and not from the `.dic` file: words kept under that name are the words judged.
    @Test func aDictionaryReadOnceIsOpenedFromTheCache() throws {
        let folder = try Self.petFiles()
        let cache = DictionaryCache(directory: folder.file("cache"))
        let first = try open(folder, cache)
        let identity = try #require(first.dictionaryIdentity)
        #expect(cache.contains(identity))
        #expect(first.isCorrect("cats") && !first.isCorrect("birds"))

        // Other words of the same `.aff` file, kept under these files' name.
        let other = try HunspellDictionary(affix: Array(Self.affix.utf8), dictionary: Array("1\nbird/S\n".utf8))
        cache.store(other.storedWords, for: identity)
        let again = try open(folder, cache)
        #expect(again.dictionaryIdentity == identity)
        #expect(again.isCorrect("birds") && !again.isCorrect("cats"), "the kept words, not the file's")
    }

    /// A changed `.dic` file is another dictionary: read, and kept under its own name.
    @Test func aChangedFileIsReadAgain() throws {
        let folder = try Self.petFiles()
        let cache = DictionaryCache(directory: folder.file("cache"))
        let first = try open(folder, cache)
        _ = try folder.write("pets.dic", "2\ncat/S\nbird/S\n")
        let changed = try open(folder, cache)
        #expect(changed.dictionaryIdentity != first.dictionaryIdentity)
        #expect(changed.isCorrect("birds") && !changed.isCorrect("dogs"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).count == 2)
    }

    /// A kept file that is damaged, of another version, or made with another `.aff` file is read
    /// around: the dictionary is read from its files and the kept file replaced.
    @Test(arguments: ["cut", "other version", "other affix file", "not stored words"])
    func aFileTheCacheCannotUseIsReplaced(_ damage: String) throws {
        let folder = try Self.petFiles()
        let cache = DictionaryCache(directory: folder.file("cache"))
        let identity = try #require(try open(folder, cache).dictionaryIdentity)
        let url = cache.url(for: identity)
        let good = try Data(contentsOf: url)
        var bad = Array(good)
        switch damage {
        case "cut": bad.removeLast(9)
        case "other version": bad[4] &+= 1
        case "other affix file": bad = try HunspellDictionary(affix: Array("SFX S Y 1\nSFX S 0 s .\n".utf8),
                                                              dictionary: Array("1\nbird/S\n".utf8)).storedWords
        default: bad = Array("2\ncat/S\ndog/S\n".utf8)
        }
        try Data(bad).write(to: url)
        let opened = try open(folder, cache)
        #expect(opened.isCorrect("dogs") && !opened.isCorrect("birds"))
        #expect(try Data(contentsOf: url) == good)
    }

    /// Writing a file trims the cache to its size limit: the least recently used files go
    /// first (opening a dictionary from the cache marks its file used), never the file just
    /// written (even alone over the limit), and never a file that is not the cache's own.
    @Test func writingAFileRemovesTheLeastRecentlyUsedBeyondTheLimit() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("pets.aff", Self.affix)
        let words = ["a": "2\ncat/S\ndog/S\n", "b": "2\nemu/S\nfox/S\n", "c": "2\ngnu/S\nhen/S\n"]
        for (name, text) in words { _ = try folder.write("\(name).dic", text) }
        func open(_ name: String, _ cache: DictionaryCache) throws -> DictionaryIdentity {
            let checker = try DictionaryChecker(affixURL: folder.file("pets.aff"), dictionaryURL: folder.file("\(name).dic"),
                                                language: "en", cache: cache)
            return try #require(checker.dictionaryIdentity)
        }
        let directory = folder.file("cache")
        let unlimited = DictionaryCache(directory: directory, sizeLimit: .max)
        let (a, b, c) = (try open("a", unlimited), try open("b", unlimited), try open("c", unlimited))
        func size(_ identity: DictionaryIdentity) throws -> Int {
            try #require(try FileManager.default.attributesOfItem(atPath: unlimited.url(for: identity).path)[.size] as? Int)
        }
        let (sizeA, sizeB, sizeC) = (try size(a), try size(b), try size(c))
        // `a` and `b` written long ago, `b` after `a`; `c` not kept yet.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: unlimited.url(for: a).path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 2_000)], ofItemAtPath: unlimited.url(for: b).path)
        try FileManager.default.removeItem(at: unlimited.url(for: c))
        try Data(repeating: 0x61, count: 3 * sizeA).write(to: directory.appending(path: "notes.words.txt"))

        // Room for two: `a` is opened from the cache (used now), then writing `c` removes `b`.
        let cache = DictionaryCache(directory: directory, sizeLimit: max(sizeA, sizeB) + sizeC)
        #expect(try open("a", cache) == a)
        #expect(try open("c", cache) == c)
        #expect(cache.contains(a) && cache.contains(c) && !cache.contains(b))
        #expect(FileManager.default.fileExists(atPath: directory.appending(path: "notes.words.txt").path))

        // Over the limit alone, the file just written stays, and only it.
        let tiny = DictionaryCache(directory: directory, sizeLimit: 1)
        #expect(try open("b", tiny) == b)
        #expect(tiny.contains(b) && !tiny.contains(a) && !tiny.contains(c))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
                == [tiny.url(for: b).lastPathComponent, "notes.words.txt"])
    }

    /// Writing a file removes the temporary files that writers killed mid-write left in the
    /// cache (their process is gone), whatever dictionary they were for; a running writer's
    /// and other files stay.
    @Test func writingAFileRemovesTheLeftoversOfKilledWriters() throws {
        let folder = try Self.petFiles()
        let directory = folder.file("cache")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A process number above Linux's and Darwin's highest: no process has it.
        let killed = "." + String(repeating: "0", count: 16) + ".words.lexcheck-tmp-2147483646-17"
        let running = "." + String(repeating: "1", count: 16) + ".words.lexcheck-tmp-\(getpid())-18"
        let other = ".notes.txt.lexcheck-tmp-2147483646-19"
        for name in [killed, running, other] { try Data("half".utf8).write(to: directory.appending(path: name)) }
        let cache = DictionaryCache(directory: directory)
        let checker = try open(folder, cache)
        #expect(cache.contains(try #require(checker.dictionaryIdentity)))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(!names.contains(killed))
        #expect(names.contains(running) && names.contains(other))
    }

    /// A cache that cannot be written (its folder is a file) costs nothing but the keeping.
    @Test func aCacheThatCannotBeWrittenIsPassedOver() throws {
        let folder = try Self.petFiles()
        _ = try folder.write("cache", "a file, not a folder")
        let cache = DictionaryCache(directory: folder.file("cache"))
        let checker = try open(folder, cache)
        #expect(checker.isCorrect("dogs"))
        #expect(!cache.contains(try #require(checker.dictionaryIdentity)))
    }
}
