import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Word index files")
struct WordIndexFileTests {
    /// The bundled list ships no index file (an app that plays in another language would carry
    /// its 17 MB): a checker's first guess builds the index and caches it, the next checker reads
    /// it from the cache, and building the same list twice gives the same bytes.
    @Test func theBundledListIsIndexedAtTheFirstGuessAndCached() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let beside = url.deletingPathExtension().appendingPathExtension("wordindex")
        #expect(!FileManager.default.fileExists(atPath: beside.path),
                "\(beside.path) exists: Resources/dictionaries ships none (a build folder made before may keep an old copy)")
        let english = LanguageTag("en")!
        let directory = try TemporaryDirectory()
        let cache = WordIndexCache(directory: directory.file("cache"))
        let list = RankedWordList(contentsOf: url, language: english, cache: cache)
        #expect(!list.hasStoredIndex)
        #expect(list.guesses(for: "wrold", count: 5) { $0 }.first == "world")
        let cached = try FileManager.default.contentsOfDirectory(at: cache.directory, includingPropertiesForKeys: nil)
        #expect(cached.count == 1, "one index cached: \(cached)")
        let built = try #require(RankedWordList(contentsOf: url, language: english, cache: nil).buildIndexFile())
        #expect(try Data(contentsOf: try #require(cached.first)) == built, "the cached index is the one the list builds")
        let again = try #require(RankedWordList(contentsOf: url, language: english, cache: nil).buildIndexFile())
        #expect(again == built, "building twice gives the same bytes (no padding or order left to chance)")
        // The next checker reads the cached index instead of building one.
        let next = RankedWordList(contentsOf: url, language: english, cache: cache)
        #expect(next.hasStoredIndex)
        #expect(next.guesses(for: "wrold", count: 5) { $0 } == list.guesses(for: "wrold", count: 5) { $0 })
    }

    /// An index read back from its file guesses and completes exactly as the index it was
    /// written from.
    @Test func anIndexReadBackAnswersAsTheBuiltOne() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let list = RankedWordList(contentsOf: url, language: LanguageTag("en")!, cache: nil)
        let levels = list.frequencyLevels()
        let built = GuessRanker(words: list.words().map(\.precomposedLowercased), levels: levels)
        let completions = list.completionIndex()
        let file = WordIndexFile.encode(ranker: built, completions: completions, key: 42)
        let read = try #require(WordIndexFile.decode(file, key: 42))
        #expect(WordIndexFile.decode(file, key: 43) == nil, "another list's index is not used")
        #expect(read.completions == completions)
        #expect(read.ranker.index.words == built.index.words)
        #expect(read.ranker.index.listedForward != nil, "the levels reach beyond the list: its words have graphs of their own")
        for typed in ["recieve", "acquited", "beaurocracy", "alot", "naïve", "wrold", "teh", "zzzzzz", "fourty", "dissapointing"] {
            for beyondTheList in [true, false] {
                let guesses = { (ranker: GuessRanker) in
                    ranker.guesses(for: typed, count: 5, beyondTheList: beyondTheList) { $0 }
                }
                #expect(guesses(read.ranker) == guesses(built), "\(typed), beyond the list: \(beyondTheList)")
            }
        }
        for prefix in ["t", "th", "thr", "Qu", "zyx"] {
            #expect(read.completions.completions(of: prefix) == completions.completions(of: prefix))
        }
    }

    /// A list without an index file beside it is indexed once and cached; editing the list
    /// makes the cached index unused (its key no longer matches) and a new one is built.
    @Test func theCachedIndexIsInvalidatedWhenItsListChanges() throws {
        let directory = try TemporaryDirectory()
        let cache = WordIndexCache(directory: directory.file("cache"))
        let listURL = try directory.write("game.words", "apple\nbanana\ncherry\n")
        func guesses(_ typed: String) -> [String] {
            RankedWordList(contentsOf: listURL, language: LanguageTag("en")!, cache: cache)
                .guesses(for: typed, count: 5) { $0 }
        }
        #expect(guesses("banan") == ["banana"])
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.directory.path)
        #expect(cached.count == 1, "one index cached: \(cached)")
        // The next checker reads the cached file instead of building: under the list's key, an
        // index of other words answers.
        let key = WordIndexFile.key(list: try Data(contentsOf: listURL), levels: nil, english: true)
        #expect(cached == [cache.url(for: key).lastPathComponent])
        let other = GuessRanker(words: ["bananas"], levels: [:])
        try WordIndexFile.encode(ranker: other, completions: PrefixIndex(["bananas"]), key: key).write(to: cache.url(for: key))
        #expect(guesses("banan") == ["bananas"])
        try directory.write("game.words", "apple\nbandana\ncherry\n")
        #expect(guesses("banan") == ["bandana"], "the edited list's words, not the cached index's")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).count == 2)
        // A levels file beside the list is part of what the index is built from.
        try directory.write("game.levels", "apple\t10\n")
        #expect(guesses("banan") == ["bandana"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).count == 3)
    }

    /// An index file written beside a list is read instead of building and caching one; one
    /// left from before the list changed is not.
    @Test func anIndexFileBesideTheListIsUsedWhileItMatches() throws {
        let directory = try TemporaryDirectory()
        let cache = WordIndexCache(directory: directory.file("cache"))
        let listURL = try directory.write("game.words", "apple\nbanana\ncherry\n")
        let written = try WordListChecker.writeIndex(forWordListAt: listURL)
        #expect(written == directory.file("game.wordindex"))
        let list = RankedWordList(contentsOf: listURL, language: LanguageTag("en")!, cache: cache)
        #expect(list.guesses(for: "banan", count: 5) { $0 } == ["banana"])
        #expect(!FileManager.default.fileExists(atPath: cache.directory.path), "nothing built, nothing cached")
        try directory.write("game.words", "apple\nbandana\ncherry\n")
        let edited = RankedWordList(contentsOf: listURL, language: LanguageTag("en")!, cache: cache)
        #expect(edited.guesses(for: "banan", count: 5) { $0 } == ["bandana"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).count == 1)
        // An index file cut to nothing (read mapped, as index files are) is one to rebuild.
        try directory.write("game.wordindex", "")
        let emptied = RankedWordList(contentsOf: listURL, language: LanguageTag("en")!, cache: nil)
        #expect(emptied.guesses(for: "banan", count: 5) { $0 } == ["bandana"])
        #expect(!emptied.hasStoredIndex)
    }

    /// A damaged index file (cut short, bytes changed, bytes added) is never trusted: its
    /// content hash no longer matches, so it decodes to nothing and the list is indexed again.
    /// Without the hash, a changed byte inside an array decodes to other words or a guess lost.
    @Test func damagedIndexFilesAreRejected() throws {
        let words = ["apple", "banana", "cherry", "cherries", "bandana", "naïve", "apples", "applet", "chert"]
        let list = RankedWordList(words: { words }, levelsURL: nil, language: LanguageTag("en")!)
        // Levels beyond the list: the file holds the listed words' graphs too.
        let ranker = GuessRanker(words: words, levels: ["apple": 10, "banana": 20, "bananas": 40, "chertz": 60])
        let file = WordIndexFile.encode(ranker: ranker, completions: list.completionIndex(), key: 7)
        #expect(WordIndexFile.decode(file, key: 7) != nil)
        var generator = SeededGenerator(seed: 3)
        for trial in 0..<2_000 {
            var damaged = [UInt8](file)
            switch trial % 10 {
            case 0: damaged.removeLast(Int.random(in: 1...damaged.count, using: &generator))
            case 1: damaged.append(UInt8.random(in: 0...255, using: &generator))
            default:
                for _ in 0..<(1 + trial % 3) {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            guard damaged != [UInt8](file) else { continue }
            #expect(WordIndexFile.decode(Data(damaged), key: 7) == nil, "trial \(trial): a damaged file was read")
        }
        #expect(WordIndexFile.decode(Data(), key: 7) == nil)
    }
}
