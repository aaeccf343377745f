import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// The content filter. The words it blocks are read from the bundled list at test time, never
/// written here; the words written here are innocent ones (or made-up lists of innocent words).
@Suite("Content filter")
struct ContentFilterTests {
    /// The bundled English list.
    let bundled: [String]
    /// Entries of the list that the bundled word list has (real words a game could accept).
    let realBlocked: [String]

    init() throws {
        bundled = try ContentFilter.bundledWords(for: "en")
        let words = try #require(englishWords)
        realBlocked = bundled.filter { $0.count >= 3 && words.isCorrect($0, language: "en_US") }
    }

    func rules(_ filter: ContentFilter = .bundled, language: String = "en") throws -> GameRules {
        try rules(GameSettings(language: language, contentFilter: filter))
    }

    /// English rules on the bundled list; in another language, on a list of that language that
    /// knows no word (the filter does not look words up).
    func rules(_ settings: GameSettings) throws -> GameRules {
        guard LanguageTag(settings.language)?.language != "en" else { return try englishRules(settings) }
        return try GameRules(checker: try WordListChecker(words: [String](), language: settings.language), settings: settings)
    }

    // MARK: The list

    @Test func theEnglishListIsSingleWordsOfLettersAndServesAnUndeterminedLanguage() throws {
        #expect(bundled.count == 814)
        #expect(bundled.allSatisfy { $0.allSatisfy { ("a"..."z").contains($0) } }, "one lower-case word of a-z each")
        #expect(Set(bundled).count == bundled.count && bundled == bundled.sorted())
        #expect(try ContentFilter.bundledWords(for: "en_GB") == bundled)
        #expect(try ContentFilter.bundledWords(for: "EN-us") == bundled)
        #expect(try ContentFilter.bundledWords(for: "cs").isEmpty, "a language with no list")
        #expect(try ContentFilter.bundledWords(for: "not a language").isEmpty)
        #expect(try ContentFilter.bundledWords(for: "de_AT") == (try ContentFilter.bundledWords(for: "de")), "a language's own")
        #expect(Set(try ContentFilter.bundledWords(for: "de")).isDisjoint(with: ["haus", "heat"]))
        // A dictionary that declares no language may be English: its games fail safe.
        #expect(try ContentFilter.bundledWords(for: "und") == bundled)
        #expect(realBlocked.count > 200, "the word list has many of them: what the filter is for")
    }

    // MARK: Answers

    @Test func aBlockedAnswerIsRejectedAsBlockedOnlyWhenItWouldOtherwiseBeAccepted() throws {
        let filtered = try rules()
        let open = try rules(.off)
        for word in realBlocked {
            let root = word + "q"
            guard case .rejected(let rejection) = filtered.judge(word, root: root) else {
                Issue.record("#\(realBlocked.firstIndex(of: word) ?? -1) of the real blocked words was accepted")
                continue
            }
            #expect(rejection.reason == .blocked)
            #expect(rejection.title == "Word not allowed" && !rejection.message.contains(word), "the message does not repeat the word")
            #expect(open.judge(word, root: root).isAccepted, "accepted with the filter off")
        }
        // Blocked comes last: a blocked word the root cannot spell is "not possible", one the
        // checker does not know is "not real", as for any other word.
        let word = try #require(realBlocked.first { !$0.contains("z") })
        #expect(filtered.judge(word, root: "zzzzzz").reason == .notPossible)
        let unknown = try #require(bundled.first { $0.count >= 3 && !(englishWords?.isCorrect($0, language: "en_US") ?? true) })
        #expect(filtered.judge(unknown, root: unknown + "q").reason == .notReal)
        #expect(RejectionReason.defaultOrder.last == .blocked)
    }

    @Test func leavingBlockedOutOfTheOrderDoesNotSwitchTheFilterOff() throws {
        let word = try #require(realBlocked.first)
        var settings = GameSettings()
        settings.ruleOrder = [.notPossible]   // as a save from before the filter would have it, or worse
        let strict = try englishRules(settings)
        #expect(strict.judge(word, root: word + "q").reason == .blocked)
        #expect(strict.orderedRules.map(\.reason) == [.notPossible, .blocked], "it runs last")
        settings.contentFilter = .off
        #expect(try englishRules(settings).judge(word, root: word + "q").isAccepted, "the filter is what turns it off")
        // Where the order names it, it runs there.
        settings = GameSettings()
        settings.ruleOrder = [.blocked, .notPossible]
        #expect(try englishRules(settings).judge(word, root: "zzzzzz").reason == .blocked)
    }

    @Test func judgingManyAnswersInOrderBlocksThemToo() throws {
        let words = Array(realBlocked.prefix(20))
        let root = words.joined()
        var used: Set<String> = []
        let verdicts = try rules().judgeInOrder(words + ["palettes"], root: root + "palettes", usedWords: &used)
        #expect(verdicts.dropLast().allSatisfy { $0.reason == .blocked })
        #expect(verdicts.last?.isAccepted == true && used == ["palettes"])
    }

    // MARK: Forms

    @Test func englishFormsFollowTheSpellingRules() throws {
        let forms = EnglishInflection.forms
        #expect(forms("heat").isSuperset(of: ["heats", "heated", "heating", "heatings", "heater", "heaters", "heaty", "heatish"]))
        #expect(forms("stop").isSuperset(of: ["stops", "stopped", "stopping", "stopper", "stoppers", "stoppy"]))
        #expect(!forms("stop").contains("stoped") && !forms("stop").contains("stoping"), "one syllable: doubled only")
        #expect(forms("visit").isSuperset(of: ["visited", "visitted", "visiting"]), "longer words: both ways")
        #expect(forms("hate").isSuperset(of: ["hates", "hated", "hating", "hater"]) && !forms("hate").contains("hateed"))
        #expect(forms("free").isSuperset(of: ["frees", "freed", "freeing", "freer", "freest"]))
        #expect(forms("die").isSuperset(of: ["dies", "died", "dying"]))
        #expect(forms("cry").isSuperset(of: ["cries", "cried", "crying", "crier", "criest"]) && !forms("cry").contains("cryy"))
        #expect(forms("panic").isSuperset(of: ["panics", "panicked", "panicking", "panicky"]) && !forms("panic").contains("paniced"))
        #expect(forms("fix").isSuperset(of: ["fixes", "fixed", "fixing"]) && !forms("fix").contains("fixxed"), "x is never doubled")
        #expect(forms("dirt").isSuperset(of: ["dirty", "dirties", "dirtier", "dirtiest"]))
        #expect(forms("quit").contains("quitting"), "qu is a consonant")
        #expect(forms("echo").isSuperset(of: ["echos", "echoes"]))
        #expect(!forms("heat").contains("heat"))
        // Derived words a player meets: the -y adjective's adverb, -dom, -ish keeping its e, -graphy's family.
        #expect(forms("dirt").contains("dirtily") && forms("king").contains("kingdom"))
        #expect(forms("blue").isSuperset(of: ["bluish", "blueish"]))
        #expect(forms("photography").isSuperset(of: ["photographic", "photographically", "photographer", "photographers"]))
    }

    /// An English filter blocks its entries and the forms of each entry that is not itself a
    /// form of another, but for the allowed ones and ``EnglishInflection/notForms``; nothing
    /// else: worked out here entry by entry from ``EnglishInflection/forms(of:)``, with words
    /// allowed and added, over every form and a sample of the English word list.
    @Test func blocksTheFormsOfTheListsEntriesAndNoOtherWord() throws {
        // Allowed: forms of the first entries that have some; added: innocent words.
        let allowedForms = bundled.compactMap { EnglishInflection.forms(of: $0).sorted().first }.prefix(5)
        let added = ["heat", "stop", "cry"]
        var filter = ContentFilter.bundled
        filter.allow(allowedForms)
        filter.allow(["cries"])
        filter.block(added)
        let rules = try rules(filter)
        let allowed = Set(allowedForms).union(["cries"])
        let entries = Set(bundled).union(added).subtracting(allowed)
        let formsOfEntry = Dictionary(uniqueKeysWithValues: entries.map { ($0, EnglishInflection.forms(of: $0)) })
        let formsOfAny = formsOfEntry.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var expected = entries
        for (entry, forms) in formsOfEntry where !formsOfAny.contains(entry) {
            expected.formUnion(forms.subtracting(EnglishInflection.notForms).subtracting(allowed))
        }
        #expect(expected.isSuperset(of: ["heats", "stopped", "cried"]) && !expected.contains("cries"))
        let words = try WordListFile.words(at: try #require(WordListChecker.bundledWordListURL))
        let sample = stride(from: 0, to: words.count, by: 100).map { words[$0].lowercased() }
        var checked = 0
        for word in Set(formsOfAny).union(entries).union(allowed).union(EnglishInflection.notForms).union(sample) {
            checked += 1
            #expect(rules.isBlocked(word) == expected.contains(word), "\(expected.contains(word) ? "blocked" : "passes"): #\(checked)")
        }
    }

    /// What the form index stands on: every form the rules give begins with the word but for its
    /// last two letters (an entry's forms are looked for only among words beginning so). Asked
    /// of the bundled list, a third of the bundled word list, and words with letters past ASCII
    /// and of every length from two.
    @Test func everyFormBeginsWithTheWordButItsLastTwoLetters() throws {
        let words = try WordListFile.words(at: try #require(WordListChecker.bundledWordListURL))
        let others = ["ie", "ye", "ox", "café", "naïve", "façade", "pièce", "über", "ça", "ÿy", "graphy", "photography", "quiz"]
        var failing: [String] = []
        var checked = 0
        let sample = stride(from: 0, to: words.count, by: 3).map { words[$0].lowercased() }
        for word in Set(bundled + sample + others) {
            let stem = word.unicodeScalars.dropLast(2)
            EnglishInflection.forEachForm(of: word) { form in
                checked += 1
                if !form.unicodeScalars.starts(with: stem) { failing.append("\(word) → \(form)") }
            }
        }
        #expect(checked > 300_000)
        #expect(failing.isEmpty, "\(failing.prefix(10))")
    }

    /// The derived words of the bundled list's entries that a dictionary has are blocked, in a
    /// game with Hunspell's en_US (which has more of them than the bundled word list).
    @Test func derivedWordsOfTheListAreBlocked() throws {
        #if LEXCHECK_HUNSPELL
        let hunspell = try HunspellChecker(language: "en_US", personalDictionary: nil)
        let game = try GameRules(checker: hunspell)
        var derived: [String] = []
        for entry in bundled {
            for form in EnglishInflection.forms(of: entry)
            where (form.hasSuffix("ily") || form.hasSuffix("dom") || form.hasSuffix("eish") || form.contains("graph"))
                && !EnglishInflection.notForms.contains(form) && hunspell.isCorrect(form) {
                derived.append(form)
            }
        }
        #expect(derived.count >= 10, "the list has derived words that dictionaries know")
        for word in derived { #expect(game.isBlocked(word), "#\(derived.firstIndex(of: word) ?? -1)") }
        #endif
    }

    @Test func aBlockedWordBlocksItsFormsAfterCaseFolding() throws {
        let game = try rules(.only(["heat", "Stop", "cry"]))
        for word in ["heat", "HEAT", "Heats", "heated", "heating", "heater", "heaters", "stop", "stopped", "STOPPING",
                     "stopper", "cried", "cries", "crying"] {
            #expect(game.isBlocked(word), "\(word)")
        }
        #expect(game.judge("Heated", root: "heatedly").reason == .blocked)
        for word in ["hat", "theta", "heath", "post", "spot", "tops", "crystal", "cryptic", "scry", "heatedly"] {
            #expect(!game.isBlocked(word), "\(word) is not a form of a blocked word")
        }
        // Turkish folding: the list is folded as the game folds answers.
        var turkish = GameSettings(language: "tr", caseFolding: .turkic, contentFilter: .only(["KIR"]))
        #expect(try rules(turkish).isBlocked("kır") && !(try rules(turkish).isBlocked("kir")))
        turkish.contentFilter = .only(["kir"])
        #expect(try rules(turkish).isBlocked("KİR"))
    }

    @Test func otherLanguagesBlockTheirOwnListAndNoEnglishForms() throws {
        let german = try rules(.bundled, language: "de")
        let germanList = Set(try ContentFilter.bundledWords(for: "de"))
        #expect(!realBlocked.filter { !germanList.contains($0) }.contains(where: german.isBlocked), "not the English list")
        #expect(germanList.allSatisfy(german.isBlocked))
        let own = try rules(.only(["heat"]), language: "de_DE")
        #expect(own.isBlocked("Heat") && !own.isBlocked("heats"), "English inflection is for English")
        let ukrainian = try rules(.bundled, language: "uk")
        let ukrainianList = try ContentFilter.bundledWords(for: "uk_UA")
        #expect(!realBlocked.contains(where: ukrainian.isBlocked), "not the English list")
        #expect(!ukrainianList.isEmpty && ukrainianList.allSatisfy(ukrainian.isBlocked))
        let czech = try rules(.bundled, language: "cs")
        #expect(!realBlocked.contains(where: czech.isBlocked) && !ukrainianList.contains(where: czech.isBlocked),
                "a language with no list blocks no list's words")
    }

    /// The Scunthorpe problem: words are compared whole, never searched for a blocked word inside.
    @Test func innocentWordsHoldingABlockedOneAreNotBlocked() throws {
        let game = try rules()
        let innocent = ["class", "classic", "assess", "assessed", "assessing", "passion", "grape", "therapist",
                        "scunthorpe", "cocktail", "peacock", "analysis", "shellfish", "hello", "dickens", "skillet", "sextant"]
        for word in innocent {
            #expect(bundled.contains { $0 != word && word.contains($0) }, "\(word) holds a blocked word: the test means something")
            #expect(!game.isBlocked(word), "\(word)")
        }
        #if LEXCHECK_HUNSPELL
        let hunspell = try GameRules(checker: try HunspellChecker(language: "en_US", personalDictionary: nil))
        for word in innocent { #expect(!hunspell.isBlocked(word), "\(word) with Hunspell's stems") }
        #endif
    }

    /// The words the rules (or Hunspell's stems) would derive from the list although they are no
    /// forms of it pass, and each is there for a reason.
    @Test func wordsWronglyDerivedFromTheListPassAndAreAllNeeded() throws {
        let game = try rules()
        #if LEXCHECK_HUNSPELL
        let hunspell = try HunspellChecker(language: "en_US", personalDictionary: nil)
        let withStems = try GameRules(checker: hunspell)
        #endif
        let entries = Set(bundled)
        for word in EnglishInflection.notForms {
            #expect(!game.isBlocked(word), "\(word)")
            let byRules = bundled.contains { EnglishInflection.forms(of: $0).contains(word) }
            #if LEXCHECK_HUNSPELL
            #expect(!withStems.isBlocked(word), "\(word) with Hunspell's stems")
            let byStems = hunspell.stems(of: word).contains { entries.contains($0) || game.isBlocked($0) }
            #expect(byRules || byStems, "\(word) is derived from no entry: it need not be listed")
            #else
            _ = (entries, byRules)
            #endif
        }
        // A game that names one blocks it.
        var settings = GameSettings()
        settings.contentFilter.block(["testing"])
        #expect(try englishRules(settings).isBlocked("testing"))
    }

    #if LEXCHECK_HUNSPELL
    @Test func aMorphologicalCheckerBlocksWordsWhoseStemIsBlocked() throws {
        let hunspell = try HunspellChecker(language: "en_US", personalDictionary: nil)
        #expect(hunspell.stems(of: "kindness").contains("kind"))
        let settings = GameSettings(contentFilter: .only(["kind"]))
        let withStems = try GameRules(checker: hunspell, settings: settings)
        #expect(withStems.isBlocked("kindness") && withStems.isBlocked("kindly"), "-ness and -ly, which the rules do not make")
        #expect(!(try englishRules(settings)).isBlocked("kindness"), "a word list has no stems")
        #expect(withStems.judge("kindness", root: "kindnesses").reason == .blocked)
        // Hunspell's en_US reads `striped` as `strip` + `-ed` too: English spelling does not.
        let strip = try GameRules(checker: hunspell, settings: GameSettings(contentFilter: .only(["strip"])))
        #expect(hunspell.stems(of: "striped").contains("strip"))
        #expect(!strip.isBlocked("striped") && strip.isBlocked("stripped") && strip.isBlocked("strips"))
        // The solver asks the same stems.
        let solver = AnagramSolver(words: ["kindness", "kind", "dines", "sneak"])
        #expect(solver.solve(root: "kindnessa", settings: settings, checker: hunspell).answers == ["dines", "sneak"])
    }
    #endif

    // MARK: The game's own lists

    @Test func aGameExtendsReplacesTrimsOrSwitchesOffTheList() throws {
        let word = try #require(realBlocked.first)
        var settings = GameSettings()
        settings.contentFilter.block(["palette"])
        var game = try englishRules(settings)
        #expect(game.isBlocked("palettes") && game.isBlocked(word), "extended")

        game.settings.contentFilter = .only(["palette"])
        #expect(game.isBlocked("palettes") && !game.isBlocked(word), "replaced")

        // Allowing an entry of the list lets it and its forms through.
        let (entry, form) = try #require(try entryWithARealForm())
        game.settings.contentFilter = .bundled
        #expect(game.isBlocked(entry) && game.isBlocked(form))
        game.settings.contentFilter.allow([entry])
        #expect(!game.isBlocked(entry) && !game.isBlocked(form), "allowed, with its forms")
        game.settings.contentFilter.block([entry])
        #expect(game.isBlocked(entry) && game.settings.contentFilter.allowedWords.isEmpty, "block undoes allow")
        game.settings.contentFilter = ContentFilter(blockedWords: ["palette"], allowedWords: ["palette"])
        #expect(game.isBlocked("palette"), "a word both blocked and allowed is blocked")

        game.settings.contentFilter = .off
        #expect(!realBlocked.contains(where: game.isBlocked) && !game.isBlocked("palette"))
        game.settings.contentFilter = ContentFilter(isEnabled: false, blockedWords: ["palette"])
        #expect(!game.isBlocked("palette"), "off is off, whatever the lists hold")
    }

    /// An entry of the list and a real word that is a form of it and nothing else on the list.
    func entryWithARealForm() throws -> (String, String)? {
        let filtered = try rules()
        let words = try #require(englishWords)
        let entries = Set(bundled)
        for entry in bundled {
            let forms = EnglishInflection.forms(of: entry).sorted()
            if let form = forms.first(where: { !entries.contains($0) && words.isCorrect($0, language: "en_US") && filtered.isBlocked($0) }),
               !bundled.contains(where: { $0 != entry && EnglishInflection.forms(of: $0).contains(form) }) {
                return (entry, form)
            }
        }
        return nil
    }

    @Test func aFilterWhoseListCannotBeReadBlocksEveryWord() throws {
        let missing = LexiconError.fileNotFound(path: "blocklists/en.txt (the package's resource bundle is not installed)")
        let key = ResolvedContentFilter.Key(filter: .bundled, list: "en", caseFolding: .standard)
        let failed = ResolvedContentFilter.resolve(key, bundled: .failure(missing))
        #expect(failed.failure == missing)
        #expect(failed.blocks("palettes", checker: nil) && failed.blocks("heat", checker: nil), "fails closed")
        // So does another language's.
        let german = ResolvedContentFilter.resolve(ResolvedContentFilter.Key(filter: .bundled, list: "de", caseFolding: .standard),
                                                   bundled: .failure(missing))
        #expect(german.blocks("haus", checker: nil))
        // Without the bundled list it needs nothing from the bundle.
        let own = ResolvedContentFilter.resolve(ResolvedContentFilter.Key(filter: .only(["heat"]), list: "en", caseFolding: .standard),
                                                bundled: .failure(missing))
        #expect(own.failure == nil && own.blocks("heats", checker: nil) && !own.blocks("palettes", checker: nil))
    }

    // MARK: Hints, giving up, solutions, roots

    /// A bundled root with an answer the filter blocks, and that answer.
    func rootWithABlockedAnswer(_ solver: AnagramSolver) throws -> (root: String, solution: Solution) {
        let open = GameSettings(contentFilter: .off)
        let filtered = try rules()
        for root in try StartWords.bundled().words where !filtered.isBlocked(root) {
            let solution = solver.solve(root: root, settings: open)
            if solution.answers.contains(where: filtered.isBlocked) { return (root, solution) }
        }
        throw LexiconError.malformed(path: "start-words.txt", line: nil, reason: "no root has a blocked answer")
    }

    @Test func solutionsHintsMissedAnswersAndProgressLeaveBlockedAnswersOut() throws {
        let solver = try AnagramSolver.bundled()
        let rules = try rules()
        let (root, unfiltered) = try rootWithABlockedAnswer(solver)
        let blocked = unfiltered.answers.filter(rules.isBlocked)
        let solution = solver.solve(root: root, settings: rules.settings, checker: rules.checker)
        #expect(solution.answers == unfiltered.answers.filter { !blocked.contains($0) })
        let rootAnswer = Answer(root, normalizer: AnswerNormalizer())
        let blockedPoints = blocked.reduce(0) { $0 + ScoringPolicy.tutorial.points(for: Answer($1, normalizer: AnswerNormalizer()), root: rootAnswer) }
        #expect(solution.maximumScore == unfiltered.maximumScore - blockedPoints)
        #expect(solver.answerCount(root: root) == solution.answers.count)
        #expect(solver.answerCount(root: root, settings: GameSettings(contentFilter: .off)) == unfiltered.answers.count)

        // A game given the unfiltered solution still hides them (and shows common words first).
        var game = GameSession(root: root, rules: rules)
        let english = try #require(WordFrequencies(language: "en"))
        let common = solution.answers.filter(english.isCommon)
        #expect(game.missedAnswers(in: unfiltered) == (common.isEmpty ? solution.answers : common))
        #expect(game.progress(in: unfiltered) == game.progress(in: solution))
        #expect(game.progress(in: solution).totalWords == game.missedAnswers(in: solution).count)
        // Hints walk through every answer (the common ones first), never a blocked one.
        var hints: [String] = []
        while let hint = game.hint(from: unfiltered) {
            hints.append(hint)
            #expect(game.submit(hint).isAccepted, "\(hint)")
        }
        #expect(Set(hints) == Set(solution.answers) && hints.allSatisfy { !rules.isBlocked($0) })
        for word in blocked { #expect(game.submit(word).reason == .blocked) }
    }

    @Test func rootsTheFilterBlocksAreNeverPickedOrRanked() throws {
        let rules = try rules()
        let blockedRoot = try #require(realBlocked.first { $0.count >= 5 })
        let roots = try StartWords(text: "\(blockedRoot)\ntelepaths\n")
        var generator = SeededRandomNumberGenerator(seed: 3)
        for _ in 0..<50 {
            #expect(try roots.randomRoot(allowedBy: rules, using: &generator) == "telepaths")
        }
        var game = try GameSession(source: roots, rules: rules, using: &generator)
        #expect(game.root == "telepaths")
        try game.restart(from: roots, using: &generator)
        #expect(game.root == "telepaths")
        // With the filter off, both come up.
        let open = try self.rules(.off)
        #expect(Set(try (0..<50).map { _ in try roots.randomRoot(allowedBy: open, using: &generator) }) == [blockedRoot, "telepaths"])
        // A list whose every root is blocked is an error naming it, not a blocked root.
        let onlyBlocked = try StartWords(text: "\(blockedRoot)\n")
        #expect(throws: LexiconError.malformed(path: "<text>", line: nil, reason: "the content filter blocks every root")) {
            try onlyBlocked.randomRoot(allowedBy: rules, using: &generator)
        }
        #expect(throws: LexiconError.self) { try game.restart(from: onlyBlocked, using: &generator) }
        #expect(game.root == "telepaths", "unchanged")

        let solver = AnagramSolver(words: [blockedRoot, "palettes", "heat"])
        #expect(solver.rank(roots: [blockedRoot, "telepaths"]).map(\.root) == ["telepaths"])
        #expect(solver.rank(roots: [blockedRoot, "telepaths"], settings: GameSettings(contentFilter: .off)).count == 2)
    }

    // MARK: Saves

    /// Settings as they were saved before the content filter existed: no `contentFilter`, an
    /// order without `blocked`.
    func settingsWithoutTheFilter() throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(GameSettings())) as? [String: Any])
        #expect(object.removeValue(forKey: "contentFilter") != nil)
        object["ruleOrder"] = ["empty", "tooShort", "sameAsRoot", "notOriginal", "notPossible", "notReal"]
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func aRestoredSaveIsJudgedByTheGamesFilterNotItsOwn() throws {
        let word = try #require(realBlocked.first)
        var unfiltered = GameSession(root: word + "q", rules: try rules(.off))
        #expect(unfiltered.submit(word).reason == nil)
        let save = try JSONEncoder().encode(unfiltered)
        #expect(throws: SaveError.wordRejected(index: 0, word: word, reason: .blocked)) {
            try GameSession(restoring: save, rules: try rules())
        }
        // The same save is a game under rules without the filter.
        #expect(try GameSession(restoring: save, rules: try rules(.off)).acceptedWords.map(\.word) == [word])
    }

    @Test func aSolversCountsUseTheFilterOfItsOwnLanguage() throws {
        let german = Set(try ContentFilter.bundledWords(for: "de"))
        let word = try #require(realBlocked.first { !german.contains($0) })
        let root = word + "q"
        let english = AnagramSolver(words: [word, root], language: "en")
        let other = AnagramSolver(words: [word, root], language: "de")
        #expect(english.answerCount(root: root) == 0 && other.answerCount(root: root) == 1)
        #expect(english.roots(length: root.count, minimumAnswers: 1).isEmpty)
        #expect(other.roots(length: root.count, minimumAnswers: 1) == [root])
        #expect(english.answerCount(root: root, settings: GameSettings(contentFilter: .off)) == 1)
    }

    @Test func settingsSavedBeforeTheFilterDecodeWithItOn() throws {
        let settings = try JSONDecoder().decode(GameSettings.self, from: try settingsWithoutTheFilter())
        #expect(settings.contentFilter == .bundled)
        let word = try #require(realBlocked.first)
        #expect(try englishRules(settings).judge(word, root: word + "q").reason == .blocked)

        // A whole saved game, too.
        var session = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(GameSession(root: "telepaths", rules: try rules()))) as? [String: Any])
        session["settings"] = try JSONSerialization.jsonObject(with: try settingsWithoutTheFilter())
        session["check"] = nil   // saves from before the filter had no check either
        var game = try gameDecoder(rules: try rules()).decode(GameSession.self, from: try JSONSerialization.data(withJSONObject: session))
        #expect(game.rules.settings.contentFilter == .bundled)
        #expect(game.submit(word).reason != nil && game.rules.isBlocked(word))

        // A null filter is the default too; a filter with missing fields takes their defaults.
        for json in [#"null"#, #"{}"#, #"{"blockedWords":["heat"]}"#] {
            var object = try #require(try JSONSerialization.jsonObject(with: try settingsWithoutTheFilter()) as? [String: Any])
            object["contentFilter"] = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
            let decoded = try JSONDecoder().decode(GameSettings.self, from: try JSONSerialization.data(withJSONObject: object))
            #expect(decoded.contentFilter.isEnabled && decoded.contentFilter.usesBundledList, "\(json)")
            #expect(decoded.contentFilter.usesDictionaryMarks, "\(json): the marks come with the bundled list")
        }
        // A filter saved before the dictionary's marks existed keeps what it blocked: a list of
        // the game's own (`only`) stays without them.
        let only = try JSONDecoder().decode(ContentFilter.self, from: Data(#"{"isEnabled":true,"usesBundledList":false,"blockedWords":["heat"],"allowedWords":[]}"#.utf8))
        #expect(only == .only(["heat"]) && !only.usesDictionaryMarks)
        let saved = try JSONDecoder().decode(ContentFilter.self, from: try JSONEncoder().encode(ContentFilter(usesDictionaryMarks: false)))
        #expect(saved.usesBundledList && !saved.usesDictionaryMarks, "saved and restored")
    }

    @Test func aSavedFilterKeepsTheGamesWordsAndNotTheBundledList() throws {
        var filter = ContentFilter.bundled
        filter.block(["sleet", "heat"])
        filter.allow(["steep"])
        let data = try JSONEncoder().encode(GameSettings(contentFilter: filter))
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains(#""blockedWords":["heat","sleet"]"#), "sorted: the same filter saves the same way")
        #expect(!realBlocked.contains { text.contains("\"\($0)\"") }, "the bundled list is not saved")
        #expect(try JSONDecoder().decode(GameSettings.self, from: data).contentFilter == filter)
        let off = try JSONEncoder().encode(GameSettings(contentFilter: .off))
        #expect(try JSONDecoder().decode(GameSettings.self, from: off).contentFilter == .off)
    }

    @Test func aSavedFilterIsBounded() throws {
        let tooMany = ContentFilter.only((0...ContentFilter.maximumSavedWords).map { "word\($0)" })
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(GameSettings(contentFilter: tooMany)) }
        let enough = ContentFilter.only((1...ContentFilter.maximumSavedWords).map { "word\($0)" })
        let saved = try JSONEncoder().encode(GameSettings(contentFilter: enough))
        #expect(try JSONDecoder().decode(GameSettings.self, from: saved).contentFilter == enough)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(ContentFilter.only([String(repeating: "a", count: 101)])) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(ContentFilter.only([" "])) }

        // Decoding refuses what encoding would not write, blocked and allowed words counted together.
        func decode(blocked: [String], allowed: [String]) throws -> ContentFilter {
            let object: [String: Any] = ["blockedWords": blocked, "allowedWords": allowed]
            return try JSONDecoder().decode(ContentFilter.self, from: try JSONSerialization.data(withJSONObject: object))
        }
        let half = (1...ContentFilter.maximumSavedWords / 2).map { "word\($0)" }
        #expect(try decode(blocked: half, allowed: half.map { $0 + "x" }).blockedWords.count == half.count)
        #expect(throws: DecodingError.self) { try decode(blocked: half, allowed: half.map { $0 + "x" } + ["one more"]) }
        #expect(throws: DecodingError.self) { try decode(blocked: (0...ContentFilter.maximumSavedWords).map { "w\($0)" }, allowed: []) }
        #expect(throws: DecodingError.self) { try decode(blocked: [String(repeating: "é", count: 51)], allowed: []) }
        #expect(throws: DecodingError.self) { try decode(blocked: [""], allowed: []) }
    }
}
