import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Learning and ignoring words")
struct PersonalDictionaryTests {
    @Test(arguments: Backend.allCases)
    func learnedWordsAreSharedBetweenCheckersAndSurviveARestart(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("nested/folder/personal.txt")
        let first = try backend.checker(personalDictionary: .at(file))
        let second = try WordListChecker(words: ["alpha"], personalDictionary: .at(file))
        #expect(!first.isCorrect("lexcheck") && !second.isCorrect("lexcheck"))

        try first.learnWord("lexcheck")
        #expect(first.hasLearnedWord("lexcheck") && second.hasLearnedWord("lexcheck"))
        #expect(first.isCorrect("lexcheck") && first.isCorrect("Lexcheck") && first.isCorrect("LEXCHECK"))
        #expect(second.isCorrect("lexcheck"), "checkers on the same file share what is learned")
        #expect(!first.hasLearnedWord("Lexcheck"), "hasLearnedWord is exact")
        #expect(first.misspelledRanges(in: "lexcheck is greate").count == 1)
        #expect(first.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "lexc", language: "en") == ["lexcheck"])

        // A new process: nothing shared in memory, only the file.
        let restarted = PersonalDictionary(url: file)
        #expect(restarted.words == ["lexcheck"])
        #expect(restarted.contains("lexcheck"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "lexcheck\n")

        try second.unlearnWord("lexcheck")
        #expect(!first.isCorrect("lexcheck") && !first.hasLearnedWord("lexcheck"))
        #expect(PersonalDictionary(url: file).words.isEmpty)
    }

    @Test func learningKeepsCommentsAndPicksUpChangesFromOtherProcesses() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("personal.txt", "# my words\nfoobar\n")
        let dictionary = PersonalDictionary(url: file)
        #expect(dictionary.contains("foobar"))
        // Another process appends a word meanwhile.
        try Data("# my words\nfoobar\nbazqux\n".utf8).write(to: file)
        try dictionary.learn("quuxly")
        #expect(try String(contentsOf: file, encoding: .utf8) == "# my words\nfoobar\nbazqux\nquuxly\n")
        #expect(dictionary.contains("bazqux"))
        try dictionary.learn("quuxly")
        #expect(dictionary.words == ["foobar", "bazqux", "quuxly"], "learning twice adds nothing")
    }

    @Test func anUnreadablePersonalDictionaryIsNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        let bytes = Data([0x6F, 0x6B, 0x0A, 0xFF, 0xFE, 0x0A])
        let file = try directory.write("personal.txt", bytes)
        let dictionary = PersonalDictionary(url: file)
        #expect(!dictionary.contains("ok"), "a file that cannot be read accepts nothing")
        #expect(throws: LexiconError.malformed(path: file.path, line: 2, reason: "not valid UTF-8")) {
            try dictionary.learn("word")
        }
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func aFailedWriteLeavesTheOldFile() throws {
        let directory = try TemporaryDirectory()
        // The file's folder is a regular file: nothing can be written there.
        let blocker = try directory.write("blocker", "not a folder")
        let dictionary = PersonalDictionary(url: blocker.appending(path: "personal.txt"))
        do {
            try dictionary.learn("word")
            Issue.record("writing under a regular file must fail")
        } catch {
            guard case .writeFailed(let path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path.hasSuffix("blocker/personal.txt"))
        }
        #expect(!dictionary.contains("word"))
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
    }

    @Test func invalidWordsAreRefused() throws {
        let directory = try TemporaryDirectory()
        let checker = try WordListChecker(words: ["a"], personalDictionary: .at(directory.file("p.txt")))
        // Words a line would read back as another entry too: `km/h` is `km` inflected like `h`,
        // `*dog` refuses `dog`.
        for word in ["", "two\nlines", " padded", "two words", "nul\0", "#comment", "km/h", "*dog"] {
            #expect(throws: LexiconError.invalidWord(word)) { try checker.learnWord(word) }
        }
        let without = try WordListChecker(words: ["a"], personalDictionary: nil)
        #expect(throws: LexiconError.noPersonalDictionary) { try without.learnWord("word") }
        #expect(!without.hasLearnedWord("word"))
    }

    /// The file's lines are read as the hunspell tool reads a personal dictionary: `word`,
    /// `word/model` (`word//model` of old), `*word`; `/usr` and a lone `*` are words. Only
    /// the plain words are ``PersonalDictionary/words``.
    @Test func linesAreReadAsHunspellReadsThem() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("p.txt", "# mine\nzorblax\ngnu/cat\ngrook//box\nsnerk/\n*dog\n/usr\n*\nblort///box\n")
        let personal = PersonalDictionary(url: url)
        #expect(personal.entries == [.learned("zorblax"), .learnedLike("gnu", model: "cat"), .learnedLike("grook", model: "box"),
                                     .learnedLike("snerk", model: ""), .forbidden("dog"), .learned("/usr"), .learned("*"),
                                     .learnedLike("blort", model: "/box")])
        #expect(personal.words == ["zorblax", "/usr", "*"])
        #expect(!personal.contains("gnu") && !personal.contains("dog"))
        #expect(personal.entries.map(\.line) == ["zorblax", "gnu/cat", "grook/box", "snerk/", "*dog", "/usr", "*", "blort///box"])
        // Each entry's line reads back as the entry (a model starting with `/` keeps its slash).
        #expect(personal.entries.map { PersonalDictionary.Entry(line: $0.line) } == personal.entries)
        // Written as hunspell writes them; a model with white space has no line.
        let refused = try personal.update([.learnLike("florp", model: "box"), .forbid("cat"), .learnLike("x", model: "a b")])
        #expect(refused.map(\.change) == [.learnLike("x", model: "a b")])
        #expect(try String(contentsOf: url, encoding: .utf8).hasSuffix("*\nblort///box\nflorp/box\n*cat\n"))
    }

    @Test(arguments: Backend.allCases)
    func ignoredWordsBelongToOneCheckerInstance(_ backend: Backend) throws {
        let first = try backend.checker()
        let second = try backend.checker()
        let text = "Zorblax said hi"
        #expect(first.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 15), startingAt: 0, wrap: false, language: "en")
                == NSRange(location: 0, length: 7))
        first.ignoreWord("Zorblax")
        first.ignoreWord("Zorblax")
        #expect(first.ignoredWords == ["Zorblax"])
        #expect(first.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 15), startingAt: 0, wrap: false, language: "en")
                == .notFound)
        #expect(first.isCorrect("ZORBLAX") && !first.isCorrect("zorblax"), "the dictionaries' case rules")
        #expect(!second.isCorrect("Zorblax"), "another checker does not ignore it")
        first.ignoredWords = ["qwzx"]
        #expect(!first.isCorrect("Zorblax") && first.isCorrect("qwzx"))
        first.ignoredWords = []
        #expect(first.ignoredWords.isEmpty && !first.isCorrect("qwzx"))
    }

    /// A 100 MB personal dictionary cost gigabytes of memory: past 32 MiB it is an error.
    @Test func anOversizedPersonalDictionaryIsRefusedNotLoaded() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("huge.txt")
        let line = Data(String(repeating: "x", count: 1_023).utf8) + Data([0x0A])
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<(PersonalDictionary.maximumFileSize / line.count + 1) { try handle.write(contentsOf: line) }
        try handle.close()
        let dictionary = PersonalDictionary(url: file)
        #expect(dictionary.readError == .malformed(path: file.path, line: nil,
                                                   reason: "larger than 32 MiB: not a personal dictionary lexcheck reads"))
        #expect(dictionary.words.isEmpty && !dictionary.contains("x"))
        #expect(throws: LexiconError.self) { try dictionary.learn("more") }
    }

    /// Learning up to the size limit: the word that would pass it is refused, alone, and the file
    /// stays one lexcheck reads (a file past the limit is refused on every read). With a 4 KiB
    /// limit here, the same code as the 32 MiB one.
    @Test func learningStopsAtTheSizeLimitAndTheFileStaysReadable() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("full.txt")
        let limit = 4_096
        // Distinct words of 64 bytes a line, one line short of the limit.
        let text = (0..<(limit / 64 - 1)).map { String(format: "%08d", $0) + String(repeating: "x", count: 55) + "\n" }.joined()
        try Data(text.utf8).write(to: file)
        let dictionary = PersonalDictionary(url: file, sizeLimit: limit)
        let fits = String(repeating: "y", count: 63)
        let tooLong = String(repeating: "z", count: 64)
        let refusal = LexiconError.writeFailed(path: file.path, reason: "it would pass 4096 bytes, the most lexcheck reads")
        let refused = try dictionary.update([.learn(tooLong), .learn("two words"), .learn(fits)])
        #expect(refused.map(\.change) == [.learn(tooLong), .learn("two words")])
        #expect(refused.first?.reason == refusal)
        #expect(try Data(contentsOf: file).count == limit)
        let reread = PersonalDictionary(url: file, sizeLimit: limit)
        #expect(reread.readError == nil && reread.hasLearned(fits) && !reread.hasLearned(tooLong))
        #expect(throws: refusal) { try reread.learn("more") }
        #expect(try reread.update([.unlearn(fits), .learn("more")]).isEmpty, "unlearning makes room")
        #expect(PersonalDictionary(url: file, sizeLimit: limit).hasLearned("more"))
    }

    /// Many changes, one writing: the words in order, each once, an invalid one refused alone.
    @Test func changesAreSavedTogether() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("p.txt", "# mine\nold\n")
        let dictionary = PersonalDictionary(url: file)
        let words = (0..<2_000).map { "w\($0)" }
        let refused = try dictionary.update(words.map { .learn($0) } + [.learn("w1"), .learn("bad word"), .unlearn("old")])
        #expect(refused == [PersonalDictionary.Refusal(change: .learn("bad word"), reason: .invalidWord("bad word"))])
        #expect(try String(contentsOf: file, encoding: .utf8) == "# mine\n" + words.map { $0 + "\n" }.joined())
    }

    @Test func defaultLocationFollowsTheEnvironment() {
        #expect(PersonalDictionary.defaultURL(environment: ["LEXCHECK_PERSONAL_DICTIONARY": "/tmp/mine.txt", "HOME": "/home/u"]).path
                == "/tmp/mine.txt")
        #if !canImport(Darwin)
        #expect(PersonalDictionary.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]).path
                == "/data/lexcheck/personal-dictionary.txt")
        #expect(PersonalDictionary.defaultURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.local/share/lexcheck/personal-dictionary.txt", "a relative XDG_DATA_HOME is ignored")
        #endif
        #expect(PersonalDictionary.at(PersonalDictionary.defaultURL) === PersonalDictionary.userDefault)
    }
}
