import Foundation
import Testing
import TestSupport
import LexiconCheck
@testable import AnagramRules

@Suite("Start words")
struct StartWordsTests {
    @Test func fileQuirksNeverYieldAnEmptyOrMalformedRoot() throws {
        let directory = try TemporaryDirectory()
        let text = "\u{FEFF}Alphabet\r\n\r\n  seventy  \nteeth\n\n"
        let url = try directory.write("start.txt", Data(text.utf8))
        let roots = try StartWords(contentsOf: url)
        #expect(roots.words == ["alphabet", "seventy", "teeth"])
        var generator = SeededRandomNumberGenerator(seed: 3)
        for _ in 0..<200 {
            let root = roots.randomRoot(using: &generator)
            #expect(!root.isEmpty && root.allSatisfy(\.isLetter))
        }
    }

    /// A line of invisible characters (a stray byte-order mark, a zero-width space) normalises
    /// to nothing: an error naming the line, never an empty root.
    @Test func aLineOfInvisibleCharactersIsNoRoot() throws {
        for invisible in ["\u{FEFF}", "\u{200B}\u{200E}", "\u{00AD}"] {
            #expect(throws: LexiconError.malformed(path: "<text>", line: 2, reason: "not a single word of letters: \(invisible.quotedForMessage())")) {
                try StartWords(text: "alphabet\n\(invisible)\nseventy\n")
            }
        }
    }

    @Test func badListsAreErrorsNamingFileAndLine() throws {
        let directory = try TemporaryDirectory()
        let twoWords = try directory.write("two.txt", Data("alpha\nbeta gamma\n".utf8))
        #expect(throws: LexiconError.malformed(path: twoWords.path, line: 2, reason: "not a single word of letters: \"beta gamma\"")) {
            try StartWords(contentsOf: twoWords)
        }
        let empty = try directory.write("empty.txt", Data())
        #expect(throws: LexiconError.malformed(path: empty.path, line: nil, reason: "the start-word list has no words")) {
            try StartWords(contentsOf: empty)
        }
        let blank = try directory.write("blank.txt", Data("\n\r\n  \n".utf8))
        #expect(throws: LexiconError.self) { try StartWords(contentsOf: blank) }
        let latin1 = try directory.write("latin1.txt", Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        #expect(throws: LexiconError.malformed(path: latin1.path, line: 1, reason: "not valid UTF-8")) {
            try StartWords(contentsOf: latin1)
        }
        #expect(throws: LexiconError.fileNotFound(path: directory.url.appending(path: "none.txt").path)) {
            try StartWords(contentsOf: directory.url.appending(path: "none.txt"))
        }
    }

    /// The first bad line is the one reported, whatever comes after it: the list is read word
    /// by word, so a huge list with a bad line near its start is refused at once (it was split
    /// whole first, and a later line that is not UTF-8 was reported instead).
    @Test func theFirstBadLineIsReportedWhenItIsReached() throws {
        let directory = try TemporaryDirectory()
        var bytes = Data("alpha\nbeta gamma\n".utf8)
        bytes += Data(repeating: 0x61, count: 10) + Data([0x0A, 0xE9, 0x0A])
        let list = try directory.write("list.txt", bytes)
        #expect(throws: LexiconError.malformed(path: list.path, line: 2, reason: "not a single word of letters: \"beta gamma\"")) {
            try StartWords(contentsOf: list)
        }
    }

    @Test func theTutorialsTrailingNewlineIsNotARoot() throws {
        // start.txt ends with "\n": splitting on "\n" leaves an empty last element.
        let roots = try StartWords(text: "silkworm\nabsolute\n")
        #expect(roots.words == ["silkworm", "absolute"])
    }
}

@Suite("Word files in the game")
struct GameWordFileTests {
    @Test func startWordsAndTheSolverReadWordFilesLikeTheCheckers() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("list.txt", "\u{FEFF}# roots\r\nteeth\r\n\n  # indented comment\n\u{00A0}seventy\u{00A0}\n")
        #expect(try StartWords(contentsOf: url).words == ["teeth", "seventy"])
        #expect(try AnagramSolver(contentsOf: url).wordCount == 2)
        #expect(try WordListChecker(contentsOf: url, personalDictionary: nil).count == 2)
    }
}

@Suite("Start words on bad files")
struct StartWordsBadFileTests {
    /// A 50 MB line is named in the error, not copied into it.
    @Test func aHugeBadLineIsNamedNotRepeated() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("start.txt", "alphabet\n" + String(repeating: "ab cd ", count: 500_000) + "\n")
        do {
            _ = try StartWords(contentsOf: url)
            Issue.record("a line of several words must be refused")
        } catch {
            let message = error.description
            #expect(message.hasPrefix("\(url.path):2: not a single word of letters: \"ab cd ab cd"))
            #expect(message.utf8.count < 300 && message.contains("2999999 bytes)"))
        }
    }
}
