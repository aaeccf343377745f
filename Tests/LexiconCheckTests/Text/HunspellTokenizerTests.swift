#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Text split as the hunspell tool splits it, per dictionary: the words a `HunspellChecker`
/// reports in a text must be exactly the lines `hunspell -l` prints for it (the tool is the
/// oracle; scripts/test installs it).
@Suite("Hunspell's tokenizer")
struct HunspellTokenizerTests {
    @Test func lettersAreTheToolsLetters() throws {
        // Each BMP character c as the line "q" c "q": one word exactly when c is a letter.
        let probes = (0...0xFFFF).filter { !(0xD800...0xDFFF).contains($0) && $0 != 0 && $0 != 0x0A }
        let scratch = try TemporaryDirectory()
        try scratch.write("probe.aff", "SET UTF-8\n")
        try scratch.write("probe.dic", "1\nzzzz\n")
        var text = ""
        for value in probes { text += "q" + String(Character(Unicode.Scalar(UInt32(value))!)) + "q\n" }
        // Compared as bytes: String equality would take a character for its canonical equivalent.
        let reported = Set(try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", scratch.file("probe").path], text: text)
            .map { Array($0.utf8) })
        let letters = HunspellWordCharacters(wordCharacters: [])
        let disagreements = probes.filter { value in
            let word = "q" + String(Character(Unicode.Scalar(UInt32(value))!)) + "q"
            return reported.contains(Array(word.utf8)) != letters.contains(UInt16(value))
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
        #expect(reported.count > 19_000)
    }

    /// Small dictionaries whose `WORDCHARS` exercise every rule of the tool's parser.
    static let dictionaries: [(name: String, affix: String)] = [
        ("plain", "SET UTF-8\n"),
        ("digits-dots-hyphens", "SET UTF-8\nWORDCHARS -.0123456789'\n"),
        ("typographic-apostrophe", "SET UTF-8\nWORDCHARS ’\n"),
        ("apostrophe", "SET UTF-8\nWORDCHARS '\n"),
        ("colon-slash", "SET UTF-8\nWORDCHARS :/\n"),
        ("joiners", "SET UTF-8\nWORDCHARS \u{200C}\u{200D}_\n"),
        ("beyond-bmp", "SET UTF-8\nWORDCHARS -😀_\n"),
        ("entities", "SET UTF-8\nWORDCHARS &;\n"),
        ("latin-1", "SET ISO8859-1\nWORDCHARS '-\n"),
    ]
    static let words = ["foo", "bar", "baz", "don't", "café", "etc.", "foo-bar", "foo:bar", "naïve"]

    /// Lines from pieces that meet the parser's rules: apostrophes, dots, hyphens, colons, URLs,
    /// entities, joiners, digits, marks, characters beyond the BMP, spaces and line breaks.
    static let pieces = [
        "foo", "bar", "xyzq", "café", "e\u{301}", "don", "'", "’", "-", "–", ".", "..", ":", "::", "/", "//",
        "\\", "@", "://", ":\\", "_", "1", "42", "3.14", "&Agrave;", "&yuml;", "&amp;", "&", ";", "\u{200C}",
        "\u{200D}", "😀", "𝒜", "ẞ", "一", "漢", "ひら", "한", "ा", "\u{5B4}", "שלום", "ру", "~", "%", "?", "!",
        "(", ")", "\"", ",", " ", " ", " ", "\n", "\t", "www", "com", "http", "mailto",
        // Words written in another normal form, or with a letter an 8-bit encoding lacks.
        "cafe\u{301}", "na\u{EF}ve", "nai\u{308}ve", "foo\u{1F77}", "ш", "bar\u{0161}",
    ]

    @Test(arguments: dictionaries.indices)
    func reportsTheWordsTheToolReports(_ index: Int) throws {
        let (name, affix) = Self.dictionaries[index]
        let scratch = try TemporaryDirectory()
        let latin1 = affix.contains("ISO8859-1")
        let dic = "\(Self.words.count)\n" + Self.words.joined(separator: "\n") + "\n"
        try scratch.write("\(name).aff", Data(affix.utf8))
        try scratch.write("\(name).dic", latin1 ? Data(dic.unicodeScalars.map { UInt8($0.value) }) : Data(dic.utf8))
        let checker = try HunspellChecker(affixURL: scratch.file("\(name).aff"), dictionaryURL: scratch.file("\(name).dic"),
                                          personalDictionary: nil)
        var random = SeededGenerator(seed: UInt64(index) + 1)
        var lines: [String] = []
        for _ in 0..<1_500 {
            let count = Int.random(in: 1...12, using: &random)
            lines.append((0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined())
        }
        // Latin-1 text and text the encoding lacks alike: the tool judges what it can convert.
        let text = lines.joined(separator: "\n") + "\n"
        let expected = try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", scratch.file(name).path], text: text)
        // The whole text at once, and line by line as the CLI reads it.
        // Compared as bytes: String equality would take a character for its canonical equivalent.
        let bytes = expected.map { Array($0.utf8) }
        #expect(checker.misspelledRanges(in: text).map { Array(text[$0].utf8) } == bytes, "\(name)")
        // Line by line, as the CLI reads text: the same, but for a quirk the CLI does not copy
        // (an entity ending a line carries the tool into the next line's first word).
        let plainLines = text.split(separator: "\n").map(String.init).filter { !$0.hasSuffix(";") }
        let byLine = plainLines.flatMap { line in checker.misspelledRanges(in: line).map { Array(line[$0].utf8) } }
        let expectedByLine = try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", scratch.file(name).path],
                                                    text: plainLines.joined(separator: "\n") + "\n")
        #expect(byLine == expectedByLine.map { Array($0.utf8) }, "\(name)")
        #expect(expected.count > 1_000)
    }

    @Test func realDictionariesSplitAsTheToolDoes() throws {
        let text = """
            Hello wrld, this is a tset. don't dont' 'tis rock'n'roll O'Neill don’t dogs’ ‘word’ ’tis
            well-known xyzzy-abc a—b qwz—qwx 1990s 3rd 42 3.14 A4 abc123 12abq etc. e.g. wrodq. snake_case_wrod
            see http://exampel.com/pathh www.exampel.com jdoe@exampel.com /usr/bin/wrod C:\\Windows\\systm and/or
            abcq'defq@x foo@bar'bazq 漢字 一 ひらがな 😀 foo😀barq xẞy का caf&Agrave; xyz&Agrave; &Agrave; q
            z.B. usw. Hausx. .Haus 3.Haus Haus- -Haus Hausx-Baum Bahnhofs-Café - -- ... Arbeits- 10fach Straße
            """
        for name in ["en_US", "de_DE"] {
            let path = "/usr/share/hunspell/\(name)"
            try #require(FileManager.default.fileExists(atPath: path + ".dic"), "scripts/setup/install-dependencies --tests installs \(name)")
            let checker = try HunspellChecker(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"),
                                              personalDictionary: nil)
            let expected = try HunspellTool.lines(["-l", "-d", path], text: text)
            #expect(checker.misspelledRanges(in: text).map { Array(text[$0].utf8) } == expected.map { Array($0.utf8) }, "\(name)")
        }
    }

    @Test func startingAnywhereFindsTheSameWordsOnRandomText() {
        // From any offset, the iterator backs up to a boundary and then finds exactly the words
        // the whole scan finds from there on, for every kind of word characters.
        var random = SeededGenerator(seed: 11)
        for wordCharacters in ["", "-.0123456789'", "’", ":/", "&;", "\u{200C}_"] {
            let tokenizer = WordTokenizer.hunspell(wordCharacters: wordCharacters)
            for _ in 0..<150 {
                let text = (0..<Int.random(in: 1...10, using: &random))
                    .map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
                let count = text.utf16.count
                let all = tokenizer.wordRanges(in: text)
                for start in stride(from: 0, through: count, by: max(1, count / 7)) {
                    var iterator = WordIterator(text: text, utf16Range: 0..<count, from: start, tokenizer: tokenizer)
                    var found: [Range<Int>] = []
                    while let token = iterator.next() { found.append(token.utf16) }
                    #expect(found.filter { $0.lowerBound >= start } == all.filter { $0.lowerBound >= start },
                            "\(wordCharacters) \(Array(text.unicodeScalars)) from \(start)")
                }
            }
        }
    }

    @Test func aWordStraddlingTheStartIsFoundWhole() throws {
        let tokenizer = WordTokenizer.hunspell(wordCharacters: "-.")
        let text = "ab -cd- ef&Agrave;gh x@y.z /p/q"
        // From inside each word, the iterator backs up to the boundary before it.
        for start in 0...text.utf16.count {
            var iterator = WordIterator(text: text, utf16Range: 0..<text.utf16.count, from: start, tokenizer: tokenizer)
            var found: [Range<Int>] = []
            while let token = iterator.next() { found.append(token.utf16) }
            let all = tokenizer.wordRanges(in: text)
            #expect(found.filter { $0.lowerBound >= start } == all.filter { $0.lowerBound >= start }, "from \(start)")
        }
    }
}
#endif
