#if LEXCHECK_HUNSPELL
import Foundation
import Testing
@testable import LexiconCheck

/// lexcheck must find the words `hunspell -l` finds, on real text, with the same dictionary.
@Suite("Agreement with hunspell -l")
struct HunspellAgreementTests {
    /// Runs the hunspell command (installed by scripts/setup/install-dependencies) on `text`.
    func hunspellMisspelledWords(_ text: String, dictionary: DictionaryInfo) throws -> [String] {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        let base = dictionary.dictionaryURL.deletingPathExtension().path
        process.arguments = ["hunspell", "-l", "-i", "UTF-8", "-d", base]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write from another thread so a full pipe cannot stall either side.
        let data = Data(text.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hunspell failed; run scripts/setup/install-dependencies")
        return String(decoding: result, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Compares the two lists as multisets; returns the share of hunspell's words lexcheck also
    /// reported, and of lexcheck's words hunspell also reported.
    func agreement(_ ours: [String], _ theirs: [String]) -> (recall: Double, precision: Double) {
        var counts: [String: Int] = [:]
        for word in theirs { counts[word, default: 0] += 1 }
        var common = 0
        for word in ours where (counts[word] ?? 0) > 0 {
            counts[word, default: 0] -= 1
            common += 1
        }
        return (Double(common) / Double(max(theirs.count, 1)), Double(common) / Double(max(ours.count, 1)))
    }

    @Test func misspelledWordsAgreeOnRealEnglishText() throws {
        let info = try bundledLocator.dictionary(for: "en_US")
        let checker = try HunspellChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL, personalDictionary: nil)
        let text = try String(contentsOf: fixtureURL("english-sample.txt"), encoding: .utf8)
        // hunspell -l works line by line; so does lexcheck's loop here.
        var ours: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            ours += misspelledWordsByContractLoop(checker, in: line, language: "en_US")
        }
        let theirs = try hunspellMisspelledWords(text, dictionary: info)
        #expect(theirs.count >= 10, "the sample has real misspellings")
        let (recall, precision) = agreement(ours, theirs)
        #expect(recall >= 0.995, "missed: \(Set(theirs).subtracting(ours))")
        #expect(precision >= 0.995, "extra: \(Set(ours).subtracting(theirs))")
    }

    @Test func trickyTokensAgree() throws {
        let info = try bundledLocator.dictionary(for: "en_US")
        let checker = try HunspellChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL, personalDictionary: nil)
        let lines = [
            "well-knwon don't dont 123 12th 2th abc123 teh's dogs' 'tis rock'n'roll e.g. U.S.A.",
            "o’clock hello—wrold http://exmaple.com foo@barr.com /usr/lcoal/bin and/or C:\\Windoes",
            "😀teh (parenthesised) \"quoted\" [bracketed] {braced} x²y ½ Ⅻ café naïve",
            "Bon voyage, Zürich; αβγ кошка 한국어 日本語 end.",
            "THE QUICK BROWN FOX, The Quick Brown Fox, tHe qUICK",
        ]
        var ours: [String] = []
        for line in lines {
            ours += misspelledWordsByContractLoop(checker, in: line, language: "en_US")
        }
        let theirs = try hunspellMisspelledWords(lines.joined(separator: "\n") + "\n", dictionary: info)
        // hunspell keeps a trailing ’ (a WORDCHARS character in en_US) in the word it prints.
        #expect(ours == theirs.map { $0.hasSuffix("’") ? String($0.dropLast()) : $0 })
    }
}
#endif
