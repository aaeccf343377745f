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
