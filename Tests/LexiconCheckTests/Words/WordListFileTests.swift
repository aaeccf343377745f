import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Word list files")
struct WordListFileTests {
    /// A file with every quirk the format allows: a byte-order mark, CRLF, comments (also
    /// indented), blank and white-space-only lines, tabs and no-break spaces around words.
    static let quirky = "\u{FEFF}# a comment\r\nalpha\r\n\r\n  beta  \n\t# indented comment\n\tgamma\t\n \u{00A0}delta\u{00A0}\n   \nepsilon"

    @Test func entriesSkipCommentsAndBlankLinesAndTrimWhiteSpace() throws {
        let entries = try WordListFile.entries(of: Data(Self.quirky.utf8), path: "quirky.txt")
        #expect(entries.map(\.word) == ["alpha", "beta", "gamma", "delta", "epsilon"])
        #expect(entries.map(\.line) == [2, 4, 6, 7, 9])
        #expect(WordListFile.entry(inLine: "  # not a word") == nil && WordListFile.entry(inLine: "a#b") == "a#b")
        #expect(throws: LexiconError.malformed(path: "bad.txt", line: 2, reason: "contains a NUL byte")) {
            try WordListFile.words(of: Data("ok\nb\0d\n".utf8), path: "bad.txt")
        }
    }

    @Test func everyReaderOfWordFilesSeesTheSameWords() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("quirky.words", Self.quirky)
        let expected = ["alpha", "beta", "gamma", "delta", "epsilon"]
        #expect(try WordListFile.words(at: url) == expected)
        let checker = try WordListChecker(contentsOf: url, personalDictionary: nil)
        #expect(checker.count == expected.count && expected.allSatisfy { checker.isCorrect($0) })
        #expect(PersonalDictionary(url: url).words == expected)
        #expect(RankedWordList(contentsOf: url, language: try #require(LanguageTag("en"))).words() == expected)
    }
}
