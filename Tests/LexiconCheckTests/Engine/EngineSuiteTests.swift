import Foundation
import HunspellEngine
import Testing
import TestSupport
@testable import LexiconCheck

/// Hunspell 1.7.1's own test suite through the Swift engine: every word of a `.good` file is
/// correct, every word of a `.wrong` file misspelled, as the hunspell tool judges them (the suite's
/// own definition, which the tool passes). Words come from the dictionary's tokenizer, as the
/// tool splits lines.
@Suite("Hunspell's test suite, Swift engine")
struct EngineSuiteTests {
    static let tests = (try? HunspellTool.suiteTests()) ?? []

    /// Tests the engine does not pass yet, each named with what it lacks.
    static let knownDifferences: [String: String] = [:]

    @Test(arguments: tests)
    func passes(_ name: String) throws {
        let directory = HunspellTool.suiteDirectory
        let affixURL = directory.appending(path: "\(name).aff")
        let dictionaryURL = directory.appending(path: "\(name).dic")
        let engine: HunspellDictionary
        do {
            engine = try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL)
        } catch {
            // The crash tests of bug 1748408: a `.dic` without a word count, refused with its path
            // and line. Their `.good` files are empty.
            #expect(name.hasPrefix("1748408-"), "\(error)")
            #expect(error.path == dictionaryURL.path && error.line == 1)
            return
        }
        let tokenizer = try AffixSettings(affixData: Data(contentsOf: affixURL), path: affixURL.path).tokenizer
        var wrongVerdicts: [String] = []
        for (suffix, shouldBeCorrect) in [("good", true), ("wrong", false)] {
            let file = directory.appending(path: "\(name).\(suffix)")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let words = text.split(separator: "\n").flatMap { tokenizer.words(in: String($0)) }
            #expect(!words.isEmpty || text.isEmpty, "\(name).\(suffix) has words")
            for line in text.split(separator: "\n").map(String.init) {
                for range in tokenizer.words(in: line) {
                    let word = String(line[range])
                    if engine.spell(word) != shouldBeCorrect { wrongVerdicts.append("\(suffix): \(word)") }
                }
            }
        }
        if let reason = Self.knownDifferences[name] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(wrongVerdicts.isEmpty) }
        } else {
            #expect(wrongVerdicts.isEmpty, "\(name): \(wrongVerdicts.prefix(20))")
        }
    }
}
