import Foundation
import LanguageToolProtocol
import LexiconCheck
import Testing
import TestSupport

@Suite("LanguageTool's API for spelling")
struct LanguageToolProtocolTests {
    static let dictionaries = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Resources/dictionaries")

    /// The bundled en_US dictionary on the Swift engine: no libhunspell needed.
    static let english = Result {
        try DictionaryChecker(affixURL: dictionaries.appending(path: "en_US.aff"),
                              dictionaryURL: dictionaries.appending(path: "en_US.dic"))
    }

    static func service(_ checkers: [any TextChecker]) -> SpellingService {
        SpellingService(served: checkers.map(SpellingService.Served.init), version: "test")
    }

    @Test func formFieldsAreDecodedAsBrowsersEncodeThem() throws {
        let fields = try FormFields(Array("language=en-US&text=Teh+caf%C3%A9%20%F0%9F%98%80&empty=&flag&text2=a%2Bb".utf8))
        #expect(fields["language"] == "en-US")
        #expect(fields["text"] == "Teh café 😀")
        #expect(fields["empty"] == "" && fields["flag"] == "")
        #expect(fields["text2"] == "a+b")
        #expect(try FormFields(Array("a=1&a=2".utf8))["a"] == "2")
    }

    @Test(arguments: [
        ("language=en&text=%ZZ", "the field text has a '%' not followed by two hexadecimal digits"),
        ("language=en&text=%4", "the field text has a '%' not followed by two hexadecimal digits"),
        ("language=en&text=%FF%FE", "the field text is not UTF-8"),
        ("text=hello", "missing the 'language' parameter"),
        ("language=en", "missing the 'text' or 'data' parameter"),
        ("language=en&text=a&data=b", "both 'text' and 'data' were given"),
        ("language=en&data=%7Bnope", "'data' is not LanguageTool's annotation JSON"),
        ("language=en&data=%7B%22annotation%22%3A%5B%7B%7D%5D%7D", "'data': annotation item 1 needs either 'text' or 'markup'"),
        ("language=xx-YY&text=hello", "the language xx-YY is not served here; served: en-US and auto"),
    ])
    func malformedRequestsSayWhatIsWrong(body: String, message: String) throws {
        let service = Self.service([try Self.english.get()])
        let error = #expect(throws: BadRequest.self) {
            _ = try service.check(CheckRequest(fields: FormFields(Array(body.utf8))))
        }
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    /// Offsets count UTF-16 units from the start of the whole text, across lines (`\n`, `\r\n`,
    /// `\r`) and markup, as LanguageTool's clients expect.
    @Test func matchesArePlacedInUTF16Units() throws {
        let service = Self.service([try Self.english.get()])
        let text = "Teh 😀 brwon\r\nnice wrold\rlast línee"
        let response = try service.check(CheckRequest(parts: [.text(text)], language: "en-US"))
        let utf16 = Array(text.utf16)
        let found = response.matches.map { String(decoding: utf16[$0.offset..<($0.offset + $0.length)], as: UTF16.self) }
        #expect(found == ["Teh", "brwon", "wrold", "línee"])
        #expect(response.matches.first?.replacements.first?.value == "The")
        #expect(response.matches.allSatisfy { $0.rule.issueType == "misspelling" && $0.rule.category.id == "TYPOS" })
        let second = try #require(response.matches.dropFirst().first)
        #expect(second.context.text == "Teh 😀 brwon" && second.context.offset == 7 && second.sentence == "Teh 😀 brwon")

        let annotated = try service.check(CheckRequest(parts: [.markup("<p>"), .text("Teh "), .markup("<b>wrold</b>"), .text(" brwon")],
                                                       language: "en"))
        #expect(annotated.matches.map(\.offset) == [3, 20], "markup counts in offsets and is not checked")
        #expect(annotated.language.code == "en-US")
    }

    #if LEXCHECK_HUNSPELL
    /// Against `hunspell -a` on real sentences: the same words at the same places, once the
    /// tool's character offsets are counted in UTF-16 (emoji added to every line, so that the
    /// two counts differ).
    @Test(arguments: ["en_US", "de_DE", "fr_FR"])
    func matchesAreHunspellsWords(language: String) throws {
        let dictionary = URL(filePath: "/usr/share/hunspell/\(language).dic")
        try #require(FileManager.default.fileExists(atPath: dictionary.path))
        let samples = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "LexcheckCLITests/Fixtures/languages/\(language).txt")
        let lines = try String(contentsOf: samples, encoding: .utf8).split(separator: "\n").map { "😀 " + $0 }
        let checker = try DictionaryChecker(affixURL: dictionary.deletingPathExtension().appendingPathExtension("aff"),
                                            dictionaryURL: dictionary)
        let text = lines.joined(separator: "\n")
        let response = try Self.service([checker]).check(CheckRequest(parts: [.text(text)], language: language))

        let answers = try HunspellTool.lines(["-a", "-d", dictionary.deletingPathExtension().path],
                                             text: lines.map { "^" + $0 }.joined(separator: "\n") + "\n").dropFirst()
        var expected: [Int] = []
        var line = 0
        var lineStart = 0
        for answer in answers {
            if answer.isEmpty {
                lineStart += lines[line].utf16.count + 1
                line += 1
                continue
            }
            let fields = answer.split(separator: " ")
            guard let kind = fields.first, kind == "&" || kind == "#" else { continue }
            let characters = Int(fields[kind == "&" ? 3 : 2].split(separator: ":")[0]) ?? 0
            let prefix = String(lines[line].unicodeScalars.prefix(characters - 1))
            expected.append(lineStart + prefix.utf16.count)
        }
        #expect(!expected.isEmpty)
        #expect(response.matches.map(\.offset) == expected)
    }
    #endif

    /// A match shows its sentence, not its whole line: a long line of misspellings is answered
    /// in JSON that grows with the matches, not with their square.
    @Test func aMatchShowsItsSentenceNotItsLine() throws {
        let service = Self.service([try Self.english.get()])
        let text = "It was fine. Teh fox ran! Then a brwon dog came? Yes."
        let sentences = try service.check(CheckRequest(parts: [.text(text)], language: "en-US")).matches.map(\.sentence)
        #expect(sentences == ["Teh fox ran!", "Then a brwon dog came?"])

        var random = SeededGenerator(seed: 5)
        let letters = Array("bcdfghjklmnpqrstvwxz")
        let gibberish = (0..<5_000).map { _ in String((0..<7).map { _ in letters.randomElement(using: &random)! }) }
        let line = gibberish.joined(separator: " ")
        let response = try service.check(CheckRequest(parts: [.text(line)], language: "en-US"), deadline: .now)
        #expect(response.matches.count == 5_000)
        #expect(response.matches.allSatisfy { $0.sentence.count <= 2 * SpellingService.sentenceReach + 7 })
        #expect(response.json.count < 5_000 * 1_500, "\(response.json.count) bytes")
    }

    /// Past the deadline a check still reports every misspelled word, with the replacements
    /// already remembered only, and says its results are incomplete when it left some out.
    @Test func pastTheDeadlineMatchesComeWithoutNewReplacements() throws {
        let service = Self.service([try Self.english.get()])
        let request = CheckRequest(parts: [.text("Teh quick brwon fox jmups over the lazzy dgo")], language: "en-US")
        let late = try service.check(request, deadline: .now - .seconds(1))
        #expect(late.warnings.incompleteResults && late.matches.allSatisfy(\.replacements.isEmpty))
        let full = try service.check(request)
        #expect(!full.warnings.incompleteResults && full.matches.allSatisfy { !$0.replacements.isEmpty })
        #expect(late.matches.map(\.offset) == full.matches.map(\.offset) && late.matches.map(\.length) == full.matches.map(\.length))
        #expect(full.matches.count == 5)
        // Remembered now: a late check needs to look for none.
        let remembered = try service.check(request, deadline: .now - .seconds(1))
        #expect(!remembered.warnings.incompleteResults && remembered.matches == full.matches)
    }

    /// The answer written by hand is, byte for byte, what `JSONEncoder` writes for it (sorted
    /// keys, slashes unescaped): on real text in every language of the fixtures (the English
    /// dictionary marks most of their words), with quotes, backslashes, control characters and
    /// emoji, and for a detected language's fractional confidence.
    @Test func handWrittenJSONIsTheEncoders() throws {
        let service = Self.service([try Self.english.get()])
        let folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "LexcheckCLITests/Fixtures/languages")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files.count > 20)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var texts = try files.map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
        texts.append("Teh \"qoute\" back\\slash\u{8}form\u{C}feed\u{1}\ttab/slash 😀 wrold\r\nnext lien\u{7F}")
        texts.append("")
        for text in texts {
            for language in ["en-US", "auto"] {
                let response = try service.check(CheckRequest(parts: [.text(text)], language: language))
                #expect(response.json == Array(try encoder.encode(response)), "\(text.prefix(40))")
            }
        }
    }

    @Test func autoChoosesTheServedLanguageThatKnowsTheText() throws {
        let german = try WordListChecker(words: ["der", "Hund", "schläft", "heute", "im", "Garten"], language: "de_DE",
                                         personalDictionary: nil)
        let service = Self.service([try Self.english.get(), german])
        let response = try service.check(CheckRequest(parts: [.text("Der Hund schläft heute im Gartn")], language: "auto"))
        #expect(response.language.detectedLanguage.code == "de-DE")
        #expect(response.language.detectedLanguage.confidence > 0.8)
        #expect(response.matches.map(\.offset) == [26])
        #expect(service.languages.map(\.longCode) == ["en-US", "de-DE"])
        #expect(service.languages.map(\.code) == ["en", "de"])
    }
}
