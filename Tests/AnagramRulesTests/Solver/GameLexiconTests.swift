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

    /// In a language with frequencies, start words come from its common words alone. The rule,
    /// by brute force over the frequency list with the game's own rules as the judge: a root is a
    /// common word the dictionary spells with 8 letters, not blocked, with at least
    /// `commonAnswersOfARoot` common words the rules accept as its answers; checked both ways on
    /// every tenth 8-letter common word of Debian's de_DE (capitalised nouns, `ß`: the list
    /// writes `außerdem` as `ausserdem`). A minimum length past the roots' deals no root rather
    /// than failing.
    @Test func startWordsInALanguageWithFrequenciesAreItsCommonWordsWithCommonAnswers() throws {
        let cache = try TemporaryDirectory()
        try #require(FileManager.default.fileExists(atPath: "/usr/share/hunspell/de_DE.dic"),
                     "scripts/setup/install-dependencies --tests installs de_DE")
        let checker = try DictionaryChecker(affixURL: URL(filePath: "/usr/share/hunspell/de_DE.aff"),
                                            dictionaryURL: URL(filePath: "/usr/share/hunspell/de_DE.dic"), language: "de_DE")
        let rules = try GameRules(checker: checker)
        let settings = rules.settings
        let chosen = Set(try GameLexicon(checker: checker, settings: settings, cacheDirectory: cache.url).startWords().words)
        #expect(chosen.count > 1_000)

        let frequencies = try #require(WordFrequencies(language: "de"))
        let context = RuleContext(root: Answer("", normalizer: settings.normalizer), usedWords: [], settings: settings, checker: checker)
        func letters(_ word: String) -> [Character: Int] { word.lowercased().reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let common = frequencies.words.filter { (3...8).contains($0.count) }.map { ($0, letters($0)) }
        let sample = frequencies.words.filter { $0.count == 8 || $0.count == 9 && $0.contains("ss") }.sorted()
            .enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        var qualifying = 0
        for key in sample {
            guard let root = context.dictionarySpelling(of: Answer(key, normalizer: settings.normalizer)) else {
                #expect(!chosen.contains(key), "\(key): not a word of the dictionary")
                continue
            }
            let rootLetters = letters(key)
            let answers = Set(common.filter { word in word.1.allSatisfy { rootLetters[$0.key, default: 0] >= $0.value } }
                .compactMap { rules.judge($0.0, root: root).acceptedWord })
            let qualifies = settings.normalizer.normalize(root).count == 8 && !rules.isBlocked(root)
                && answers.count >= GameLexicon.commonAnswersOfARoot
            if qualifies { qualifying += 1 }
            let isChosen = chosen.contains(settings.normalizer.normalize(root))
            #expect(isChosen == qualifies, "\(root): \(answers.count) common answers")
        }
        #expect(qualifying > 100)
        #expect(chosen.contains { $0.contains("ß") }, "8-letter words with ß are roots")

        var long = settings
        long.minimumLength = 9
        let longLexicon = GameLexicon(checker: checker, settings: long, cacheDirectory: cache.url)
        #expect(try longLexicon.startWords().words.count == chosen.count)
        #expect(try !longLexicon.startWords(difficulty: .hard).words.isEmpty)
    }

    /// A dictionary in a language with frequencies whose words are none of the common ones (a
    /// custom or specialist one) still deals roots: its lexicon chooses them, as in a language
    /// without frequencies, instead of the game failing to start; and its difficulties rank
    /// them by all their answers (none has a common one), from the cache too.
    @Test func aDictionaryWithoutCommonRootsDealsRootsFromItsLexicon() throws {
        let files = try TemporaryDirectory(), cache = try TemporaryDirectory()
        let frequencies = try #require(WordFrequencies(language: "de"))
        // Three roots of letters no other shares, each with some of the 3-letter arrangements
        // of its letters that no German word is: the most for the second alphabetically, the
        // fewest for the first, so that a ranking by name alone deals other roots.
        func arrangements(of root: String) -> [String] {
            let letters = root.map(String.init)
            var words: [String] = []
            for first in letters { for second in letters where second != first { for third in letters where ![first, second].contains(third) {
                words.append(first + second + third)
            } } }
            return words.filter { !frequencies.isCommon($0) }
        }
        let roots = [(root: "bcdfghlm", answers: 60), (root: "jknryaeu", answers: 250), (root: "pqstvwxz", answers: 150)]
        var words: [String] = []
        for (root, answers) in roots {
            let made = arrangements(of: root)
            try #require(made.count >= answers)
            words += [root] + made.prefix(answers)
        }
        let affix = try files.write("special.aff", "SET UTF-8\n")
        let dictionary = try files.write("special.dic", "\(words.count)\n" + words.joined(separator: "\n") + "\n")
        let checker = try DictionaryChecker(affixURL: affix, dictionaryURL: dictionary, language: "de_DE")
        let rules = try GameRules(checker: checker)
        for _ in 0..<2 {   // chosen, then read from the cache
            let lexicon = GameLexicon(checker: checker, settings: rules.settings, cacheDirectory: cache.url)
            #expect(try lexicon.startWords().words == roots.map(\.root).sorted())
            #expect(try lexicon.startWords(difficulty: .easy).words == ["jknryaeu"])
            #expect(try lexicon.startWords(difficulty: .medium).words == ["pqstvwxz"])
            #expect(try lexicon.startWords(difficulty: .hard).words == ["bcdfghlm"])
        }
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
