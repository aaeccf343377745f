#if LEXCHECK_HUNSPELL
// The hunspell command is hidden with libhunspell in the Hunspell-free run.
import Foundation
import LanguageServer
import LexiconCheck
import Testing
import TestSupport

/// The server's diagnostics in plain text are the words `hunspell -a` reports, at the offsets it
/// reports (characters, as the ispell protocol counts them, which are the server's positions in
/// UTF-32): real sentences in languages of two scripts, several accented letters and their punctuation, each checked with
/// its Debian dictionary on the Swift engine. (`LanguageSamplesTests` compares the words of all
/// 28 samples through the CLI; here what is tested is where the server places them.)
@Suite("Diagnostics as hunspell -a gives them")
struct HunspellAgreementTests {
    static let samples = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "LexcheckCLITests/Fixtures/languages")

    static let languages = ["en_US", "de_DE", "fr_FR", "eo", "bg_BG"]

    /// What `hunspell -a -d LANG` reports for each line: the misspelled words and their
    /// character offsets (`^` prefixed to every line so that none is read as a command, then
    /// taken off the offsets).
    static func hunspellWords(_ text: String, language: String) throws -> [PublishedWord] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let input = lines.map { "^" + $0 }.joined(separator: "\n") + "\n"
        let output = try HunspellTool.lines(["-a", "-d", "/usr/share/hunspell/\(language)"], text: input).dropFirst()
        var words: [PublishedWord] = []
        var line = 0
        for answer in output {
            if answer.isEmpty { line += 1; continue }
            let fields = answer.split(separator: " ")
            switch fields.first {
            case "&":
                let offset = Int(fields[3].dropLast()) ?? -1
                words.append(PublishedWord(line: line, start: offset - 1, end: offset - 1 + fields[1].unicodeScalars.count, word: String(fields[1])))
            case "#":
                let offset = Int(fields[2]) ?? -1
                words.append(PublishedWord(line: line, start: offset - 1, end: offset - 1 + fields[1].unicodeScalars.count, word: String(fields[1])))
            default: break
            }
        }
        return words
    }

    @Test(arguments: languages)
    func plainTextDiagnosticsAreHunspellsWords(language: String) throws {
        let dictionary = URL(filePath: "/usr/share/hunspell/\(language).dic")
        try #require(FileManager.default.fileExists(atPath: dictionary.path),
                     "scripts/setup/install-dependencies --tests installs the dictionary of \(language)")
        let text = try String(contentsOf: Self.samples.appending(path: "\(language).txt"), encoding: .utf8)
        var client = TestClient { _ in
            try DictionaryChecker(affixURL: dictionary.deletingPathExtension().appendingPathExtension("aff"),
                                  dictionaryURL: dictionary)
        }
        _ = client.start(capabilities: .object(["general": .object(["positionEncodings": .array([.string("utf-32")])])]))
        let ours = PublishedWord.from(client.open("file:///sample.txt", text), uri: "file:///sample.txt")
        let theirs = try Self.hunspellWords(text, language: language)
        #expect(!theirs.isEmpty, "each sample has misspellings")
        #expect(ours == theirs)
    }
}
#endif
