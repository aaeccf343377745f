import Foundation
import Testing
import LexiconCheck
import TestSupport
@testable import AnagramRules

/// A game's words from a dictionary, in the library: the solver on the dictionary's forms, and
/// start words chosen once and cached by the dictionary's identity.
@Suite("Game lexicon")
struct GameLexiconTests {
    /// Every `step`th entry of a Debian dictionary, opened with the Swift engine (it is in every
    /// build).
    static func sample(_ name: String, step: Int, in directory: borrowing TemporaryDirectory) throws -> DictionaryChecker {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/hunspell/\(name).dic"),
                     "scripts/setup/install-dependencies --tests installs \(name)")
        let files = try directory.writeSample(of: name, step: step)
        return try DictionaryChecker(affixURL: files.affix, dictionaryURL: files.dictionary)
    }

    @Test func aDictionarysRootsAreSolvedFromItsFormsAndItsStartWordsCached() throws {
        let files = try TemporaryDirectory(), cache = try TemporaryDirectory()
        let checker = try Self.sample("de_DE", step: 8, in: files)
        let rules = try GameRules(checker: checker)
        let lexicon = GameLexicon(checker: checker, settings: rules.settings, cacheDirectory: cache.url)
        // The answers for a root are the dictionary's forms spelled from it that the rules accept.
        let forms = try checker.wordForms()
        let solution = try lexicon.solver(for: "Schneemann").solve(root: "Schneemann", settings: rules.settings, checker: checker)
        let brute = Set(forms.compactMap { rules.judge($0, root: "Schneemann").acceptedWord })
        #expect(!brute.isEmpty && Set(solution.answers) == brute)

        let chosen = try lexicon.startWords()
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.url.path)
        #expect(cached.count == 1 && !chosen.words.isEmpty)
        // Read back, not chosen again: a cache naming a word deals that word.
        let file = try #require(lexicon.cacheFile())
        let one = Data("zyxwvuts\n".utf8)
        try (Data("\(GameLexicon.header(of: one))\n".utf8) + one).write(to: file)
        #expect(try lexicon.startWords().words == ["zyxwvuts"])
        // A damaged one is chosen again.
        try (Data("# lexcheck start words 0\n".utf8) + one).write(to: file)
        #expect(try lexicon.startWords().words == chosen.words)
        // Another engine or other settings are another cache; none is kept without a directory.
        #expect(GameLexicon(checker: checker, settings: GameSettings(language: "de_AT"), cacheDirectory: cache.url).cacheFile() != file)
        #expect(GameLexicon(checker: checker, settings: rules.settings, cacheDirectory: nil).cacheFile() == nil)
    }

    @Test func aWordListIsTheLexiconWhenGiven() throws {
        let files = try TemporaryDirectory()
        let list = try files.write("words.txt", "heat\nhate\nthe\npalettes\nzzz\n")
        let checker = try WordListChecker(words: ["heat", "hate", "the", "palettes"], language: "en")
        let lexicon = GameLexicon(checker: checker, settings: GameSettings(), wordListURL: list)
        #expect(try lexicon.solver().solve(root: "telepaths", settings: GameSettings(), checker: checker).answers.sorted()
                == ["hate", "heat", "palettes", "the"])
        #expect(lexicon.cacheFile() == nil, "a word list has no dictionary identity to cache by")
        // English deals the bundled start words that are common words.
        let english = try #require(WordFrequencies(language: "en"))
        #expect(try lexicon.startWords().words == StartWords.bundled().words.filter(english.isCommon))
    }
}
