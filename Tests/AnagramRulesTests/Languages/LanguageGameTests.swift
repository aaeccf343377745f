#if LEXCHECK_HUNSPELL
import Foundation
import Testing
@testable import LexiconCheck
import TestSupport
@testable import AnagramRules
import LexiconSupport

/// Games in other languages than English, with Debian's dictionaries (scripts/setup/install-dependencies
/// --tests installs them), and the solver against a brute force over hunspell-tools' `unmunch`.
@Suite("Games in other languages")
struct LanguageGameTests {
    /// A checker on a Debian dictionary, whose word forms are cached in `cache`.
    static func checker(_ name: String) throws -> HunspellChecker {
        let path = "/usr/share/hunspell/\(name)"
        try #require(FileManager.default.fileExists(atPath: path + ".dic"), "scripts/setup/install-dependencies --tests installs \(name)")
        return try HunspellChecker(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"),
                                   personalDictionary: nil)
    }

    /// Every `step`th entry of a Debian dictionary (a debug build expands a whole one slowly),
    /// with its .aff, written to `directory` under the dictionary's name; a checker on it.
    static func sample(_ name: String, step: Int, in directory: borrowing TemporaryDirectory) throws -> HunspellChecker {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/hunspell/\(name).dic"),
                     "scripts/setup/install-dependencies --tests installs \(name)")
        let files = try directory.writeSample(of: name, step: step)
        return try HunspellChecker(affixURL: files.affix, dictionaryURL: files.dictionary, personalDictionary: nil)
    }

    /// Runs one of Hunspell's programs; what it prints (it must succeed).
    static func run(_ arguments: [String], input: Data = Data()) throws -> Data {
        let (output, status) = try HunspellTool.runTool(arguments[0], Array(arguments.dropFirst()), input: input)
        try #require(status == 0, "\(arguments[0]) failed: scripts/setup/install-dependencies --tests installs it")
        return output
    }

    /// The words the hunspell tool accepts among `words` (`-G` prints the correct ones).
    static func hunspellAccepts(_ words: [String], dictionary name: String) throws -> Set<String> {
        try hunspellAccepts(words, path: "/usr/share/hunspell/\(name)")
    }

    /// The words the hunspell tool accepts among `words`, with the dictionary of `checker`.
    static func hunspellAccepts(_ words: [String], dictionary checker: HunspellChecker) throws -> Set<String> {
        try hunspellAccepts(words, path: checker.dictionaryURL.deletingPathExtension().path)
    }

    static func hunspellAccepts(_ words: [String], path: String) throws -> Set<String> {
        let output = try run(["hunspell", "-G", "-i", "UTF-8", "-d", path],
                             input: Data(words.joined(separator: "\n").utf8))
        return Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    @Test func germanNounsAreAcceptedAndKeptCapitalised() throws {
        let checker = try Self.checker("de_DE")
        let rules = try GameRules(checker: checker, settings: GameSettings(language: "de_DE"))
        #expect(rules.settings.dictionaryCase == .asInDictionary)
        var game = GameSession(root: "Schneemann", rules: rules)
        #expect(game.root == "schneemann")
        // The issue's words: nouns typed in lower case are found as the dictionary writes them.
        let typedWords = ["mann", "Name", "SCHNEE", "nehmen", "Amen"]
        var kept: [String] = []
        for typed in typedWords {
            let verdict = game.submit(typed)
            guard case .accepted(let word, _) = verdict else {
                Issue.record("\(typed) was rejected: \(verdict)")
                continue
            }
            kept.append(word)
        }
        // The spelling kept is the first the hunspell tool accepts: lower case, else capitalised.
        let lower = typedWords.map { $0.lowercased() }
        let acceptedLower = try Self.hunspellAccepts(lower, dictionary: "de_DE")
        let capitalised = lower.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let acceptedCapitalised = try Self.hunspellAccepts(capitalised, dictionary: "de_DE")
        let expected = zip(lower, capitalised).map { acceptedLower.contains($0) ? $0 : $1 }
        #expect(kept == expected)
        #expect(expected.allSatisfy { acceptedLower.contains($0) || acceptedCapitalised.contains($0) })
        // The nouns the issue names are the dictionary's capitalised words.
        #expect(kept.prefix(3) == ["Mann", "Name", "Schnee"])
        // Originality on the folded form: MANN, mann and Mann are one answer.
        #expect(game.submit("MANN").reason == .notOriginal)
        #expect(game.acceptedWords.map(\.word).contains("Mann"))
        // What the dictionary refuses stays refused in every case.
        #expect(game.submit("nehmenn").reason != nil)
        // English keeps lower case only: London is a name, not an answer.
        #expect(GameSettings(language: "en").dictionaryCase == .lowerCase)
    }

    /// A German game with nouns, saved and restored: the nouns are saved as the dictionary writes
    /// them, and restoring takes that spelling (and no other) back.
    @Test func germanSavesWithNounsAreRestored() throws {
        let checker = try Self.checker("de_DE")
        let rules = try GameRules(checker: checker, settings: GameSettings(language: "de_DE"))
        var game = GameSession(root: "Schneemann", rules: rules)
        for typed in ["mann", "nehmen", "Name"] { _ = game.submit(typed) }
        #expect(game.acceptedWords.map(\.word) == ["Name", "nehmen", "Mann"])
        let data = try JSONEncoder().encode(game)
        let restored = try GameSession(restoring: data, rules: rules)
        #expect(restored.acceptedWords == game.acceptedWords && restored.score == game.score)
        // Decoding with the game's rules restores it too; without them it is refused.
        let decoder = JSONDecoder()
        decoder.userInfo[GameSession.rulesKey] = rules
        #expect(try decoder.decode(GameSession.self, from: data).acceptedWords == game.acceptedWords)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameSession.self, from: data) }
        // A spelling the game would not keep is refused, as is a repeat in another spelling.
        let text = try #require(String(data: data, encoding: .utf8))
        let lowered = Data(text.replacingOccurrences(of: "\"Mann\"", with: "\"mann\"").utf8)
        #expect(throws: SaveError.self) { try GameSession(restoring: lowered, rules: rules) }
        let repeated = Data(text.replacingOccurrences(of: "\"Name\"", with: "\"Mann\"").utf8)
        #expect(throws: SaveError.self) { try GameSession(restoring: repeated, rules: rules) }
    }

    /// ß and ss are one letter pair, so "Straße" and "STRASSE" are one answer, not two.
    @Test func sharpSAndDoubleSAreOneAnswer() throws {
        let checker = try Self.checker("de_DE")
        let rules = try GameRules(checker: checker, settings: GameSettings(language: "de_DE"))
        var game = GameSession(root: "Straßenbahn", rules: rules)
        #expect(game.submit("Straße").reason == nil)
        #expect(game.submit("STRASSE").reason == .notOriginal)
        var used: Set<String> = []
        let verdicts = rules.judgeInOrder(["Fuß", "FUSS"], root: "Fußball", usedWords: &used)
        #expect(verdicts.map(\.reason) == [nil, .notOriginal])
        #expect(AnswerNormalizer.repeatKey("fuß") == "fuss" && AnswerNormalizer.repeatKey("λόγος") == "λόγοσ")
        // The same table the letters are counted by: the Dutch ligature too.
        #expect(AnswerNormalizer.repeatKey("\u{133}del") == "ijdel" && AnswerNormalizer.repeatKey("heat") == "heat")
        // Typed in capitals (ß has none of its own), kept as the dictionary writes it.
        #expect(rules.judge("FUSS", root: "Fußball").acceptedWord == "Fuß")
        #expect(rules.judge("STRASSE", root: "Straßenbahn").acceptedWord == "Straße")
    }

    /// A solver for one root built from ``AnagramSolver/possibleAnswers(among:root:normalizer:)``,
    /// and one built from the forms of the root's letters alone (`AnagramSolver(wordsOf:settings:root:)`),
    /// answer as one built from every form, in German (nouns, ß), Russian and Greek (final
    /// sigma), and Hindi (letters of several scalars: not filtered).
    @Test(arguments: [("de_DE", ["Schneemann", "Straße", "Fußballs", "Wandertag"]), ("ru_RU", ["перевозка", "ёлочка"]),
                      ("el_GR", ["λόγος", "θάλασσα"]), ("hi_IN", ["किताबें"])])
    func possibleAnswersLeaveTheSolutionAsItIs(_ name: String, _ roots: [String]) throws {
        let directory = try TemporaryDirectory()
        let checker = try Self.sample(name, step: 10, in: directory)
        // A checker that has not listed its forms: its solvers for one root list only the
        // forms of that root's letters.
        let fresh = try HunspellChecker(affixURL: checker.affixURL, dictionaryURL: checker.dictionaryURL, personalDictionary: nil)
        let forms = try checker.wordForms()
        let settings = GameSettings(language: checker.language)
        let full = AnagramSolver(words: forms, normalizer: settings.normalizer, dictionaryCase: settings.dictionaryCase,
                                 language: settings.language)
        for root in roots {
            let candidates = AnagramSolver.possibleAnswers(among: forms, root: root, normalizer: settings.normalizer)
            let one = AnagramSolver(words: candidates, normalizer: settings.normalizer, dictionaryCase: settings.dictionaryCase,
                                    language: settings.language)
            #expect(one.solve(root: root, settings: settings).answers == full.solve(root: root, settings: settings).answers, "\(root)")
            let listed = try AnagramSolver(wordsOf: fresh, settings: settings, root: root)
            #expect(listed.solve(root: root, settings: settings).answers == full.solve(root: root, settings: settings).answers,
                    "\(root), from the forms of its letters")
            if name != "hi_IN" { #expect(candidates.count * 5 < forms.count, "\(root): the filter leaves out most forms") }
        }
    }

    @Test func sharpSFinalSigmaAndDutchIJAreComparedFolded() {
        // ß is ss, ς is σ, ĳ is ij, when letters are counted.
        #expect(LetterInventory("schloss").canSpell(LetterInventory("schoß")))
        #expect(!LetterInventory("schlos").canSpell(LetterInventory("schoß")))
        #expect(LetterInventory("straße").canSpell(LetterInventory("rasse")))
        // The final sigma of the root is the σ the answer needs, and the other way round.
        #expect(LetterInventory("λόγος").canSpell(LetterInventory("γοσ")))
        #expect(LetterInventory("λόγοσ").canSpell(LetterInventory("λόγος")))
        #expect(!LetterInventory("λόγος").canSpell(LetterInventory("σοσ")), "one sigma only")
        // The Dutch ligature ĳ is i and j (a dictionary's spelling, a player's typing).
        #expect(LetterInventory("ijdelheid").canSpell(LetterInventory("\u{133}del")))
        #expect(LetterInventory("\u{133}delheid").canSpell(LetterInventory("dijk")) == false, "one i and one j, no k")
        #expect(LetterInventory("\u{133}delheid").canSpell(LetterInventory("deli")))
        #expect(!LetterInventory("idel").canSpell(LetterInventory("\u{133}del")))
        // The solver counts them the same way.
        let solver = AnagramSolver(words: ["\u{133}del", "deli", "held", "jid"], language: "nl")
        #expect(Set(solver.solve(root: "ijdelheid", settings: GameSettings(language: "nl")).answers) == ["\u{133}del", "deli", "held", "jid"])
    }

    @Test func turkishAnswersTypedInCapitalsFoldTheTurkishWay() throws {
        let directory = try TemporaryDirectory()
        let checker = try Self.sample("tr_TR", step: 6, in: directory)
        let settings = GameSettings(language: "tr_TR")
        #expect(settings.caseFolding == .turkic)
        let solver = AnagramSolver(words: try checker.wordForms(cache: nil), normalizer: settings.normalizer,
                                   dictionaryCase: settings.dictionaryCase, language: settings.language)
        let roots = try StartWords(solver: solver, minimumAnswers: 20)
        var generator = SeededRandomNumberGenerator(seed: 3)
        let root = roots.randomRoot(using: &generator)
        let solution = solver.solve(root: root, settings: settings, checker: checker)
        #expect(solution.answers.count >= 20)
        let dotted = solution.answers.filter { $0.contains("i") || $0.contains("ı") }
        #expect(!dotted.isEmpty)
        // Typed in Turkish capitals (i → İ, ı → I), every answer is accepted and kept as solved.
        let mapping = CaseMapping(languageCode: (LanguageTag("tr_TR") ?? .undetermined).language)
        var game = GameSession(root: mapping.uppercased(root), rules: try GameRules(checker: checker, settings: settings))
        #expect(game.root == root)
        for answer in solution.answers.prefix(60) {
            let verdict = game.submit(mapping.uppercased(answer))
            #expect(verdict.acceptedWord == answer, "\(mapping.uppercased(answer)): \(verdict)")
        }
    }

    /// French, Russian and German games through the library on samples of Debian's dictionaries:
    /// start words follow the English list's rule (eight letters, enough answers, and no other
    /// word of eight letters has as many), and every answer the solver gives is accepted typed in
    /// capitals, kept as the dictionary writes it. Russian `ё` is its own letter (`елка` cannot be
    /// spelled from `ёлочка`), as in Russian dictionaries.
    @Test(arguments: [("fr", 4), ("ru_RU", 6), ("de_DE", 4)])
    func startWordsAndGamesInOtherLanguages(_ name: String, _ step: Int) throws {
        let directory = try TemporaryDirectory()
        let checker = try Self.sample(name, step: step, in: directory)
        let settings = GameSettings(language: checker.language)
        let forms = try checker.wordForms(cache: nil).filter { $0.allSatisfy(\.isLetter) }
        let solver = AnagramSolver(words: forms, normalizer: settings.normalizer, dictionaryCase: settings.dictionaryCase,
                                   language: settings.language)
        let minimum = 15
        let roots = try StartWords(solver: solver, minimumAnswers: minimum).words
        #expect(!roots.isEmpty)
        for root in roots {
            #expect(root.count == 8 && solver.answerCount(root: root, settings: settings) >= minimum, "\(root)")
        }
        // Every word of eight letters the dictionary lists in lower case with as many is one.
        let rules = try GameRules(checker: checker, settings: settings)
        let listed = Set(forms.filter { $0.count == 8 && settings.normalizer.normalize($0) == $0 })
        let rootSet = Set(roots)
        for word in listed where !rules.isBlocked(word) {
            let count = solver.answerCount(root: word, settings: settings)
            #expect(rootSet.contains(word) == (count >= minimum), "\(word): \(count) answers")
        }
        let root = try #require(roots.first)
        var game = GameSession(root: root.uppercased(), rules: rules)
        for answer in solver.solve(root: root, settings: settings, checker: checker).answers.prefix(40) {
            let verdict = game.submit(answer.uppercased())
            #expect(verdict.acceptedWord == answer, "\(answer.uppercased()): \(verdict)")
        }
        if name == "ru_RU" {
            #expect(rules.judge("елка", root: "ёлочка").reason == .notPossible)
        }
    }

    /// Answers for `root` by brute force over unmunch's forms of a Debian dictionary: the game's
    /// rule written out (long enough, not the root, spellable, the folded word a form, or, where the
    /// game takes the dictionary's case, its capitalised spelling), confirmed by the hunspell tool.
    static func bruteForce(root: String, dictionary checker: HunspellChecker, settings: GameSettings,
                           noSuggestFlag: Character) throws -> Set<String> {
        // unmunch knows nothing of NOSUGGEST, which the expansion leaves out: drop those entries.
        let directory = try TemporaryDirectory()
        let name = checker.dictionaryURL.deletingPathExtension().lastPathComponent
        let text = try String(contentsOf: checker.dictionaryURL, encoding: .utf8)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard let slash = line.firstIndex(of: "/") else { return true }
            return !line[slash...].prefix { $0 != " " && $0 != "\t" }.contains(noSuggestFlag)
        }
        let dic = try directory.write("\(name).dic", String(kept.joined(separator: "\n")))
        let forms = Set(String(decoding: try run(["unmunch", dic.path, checker.affixURL.path]), as: UTF8.self)
            .split(separator: "\n").map(String.init))
        let normalizer = settings.normalizer
        let rootLetters = LetterInventory(normalizer.normalize(root))
        let mapping = CaseMapping(languageCode: (LanguageTag(settings.language) ?? .undetermined).language)
        var candidates: Set<String> = []
        for form in forms {
            let folded = normalizer.normalize(form)
            let letters = LetterInventory(folded)
            guard letters.count >= settings.minimumLength, folded != normalizer.normalize(root),
                  rootLetters.canSpell(letters) else { continue }
            if forms.contains(folded) {
                candidates.insert(folded)
            } else if settings.dictionaryCase == .asInDictionary, forms.contains(mapping.capitalized(folded)) {
                candidates.insert(mapping.capitalized(folded))
            }
        }
        return try hunspellAccepts(candidates.sorted(), dictionary: checker)
    }

    /// The solver on a dictionary's expanded forms finds every answer the brute force over
    /// unmunch's forms finds; what it finds beyond them (forms unmunch cannot make: two suffixes,
    /// prefixes with suffixes) are answers too (the tool accepts them, the root spells them).
    @Test(arguments: [("en_US", "telepaths", Character("!")), ("de_DE", "Schneemann", "n"), ("de_DE", "Wandertag", "n"),
                      ("ru_RU", "перевозка", "!"), ("ru_RU", "стоимость", "!")])
    func solverAgreesWithABruteForceOverUnmunch(_ name: String, _ root: String, _ noSuggest: Character) throws {
        let directory = try TemporaryDirectory()
        let checker = try Self.sample(name, step: 3, in: directory)
        // Every answer: the content filter is tested on its own (ContentFilterTests).
        let settings = GameSettings(language: checker.language, contentFilter: .off)
        let solver = AnagramSolver(words: try checker.wordForms(cache: nil), normalizer: settings.normalizer,
                                   dictionaryCase: settings.dictionaryCase, language: settings.language)
        let answers = solver.solve(root: root, settings: settings, checker: checker).answers
        let brute = try Self.bruteForce(root: root, dictionary: checker, settings: settings, noSuggestFlag: noSuggest)
        #expect(brute.count >= 3)
        #expect(brute.subtracting(answers).isEmpty, "missed: \(brute.subtracting(answers).sorted())")
        let extra = Set(answers).subtracting(brute)
        #expect(try Self.hunspellAccepts(extra.sorted(), dictionary: checker) == extra)
        let rootLetters = LetterInventory(settings.normalizer.normalize(root))
        #expect(extra.allSatisfy { rootLetters.canSpell(LetterInventory(settings.normalizer.normalize($0))) })
        #expect(Set(answers).count == answers.count)
    }
}
#endif
