import Foundation
import Testing
@testable import LexiconCheck

@Suite("Guess ranking")
struct GuessRankingTests {
    @Test func commonTyposGetTheIntendedWordFirst() throws {
        let checker = try bundledWordList()
        let expected = ["teh": "the", "recieve": "receive", "wrold": "world", "definately": "definitely",
                        "seperate": "separate", "becuase": "because", "occured": "occurred", "untill": "until",
                        "wierd": "weird", "thier": "their", "goverment": "government", "tommorow": "tomorrow"]
        for (typo, intended) in expected {
            let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: typo.utf16.count),
                                                       in: typo, language: "en"))
            #expect(guesses.first == intended, "\(typo): \(guesses.prefix(3))")
            #expect(!guesses.contains(typo))
        }
    }

    /// The cases the ranking was built for, on both list paths (the list alone, and Hunspell
    /// confirming guesses from the list and the rarer words of its levels): a letter left out
    /// where frequency would pick another word, a spelling three or more edits away that sounds
    /// like the word, the case kept.
    @Test func droppedLettersAndSoundAlikesComeFirst() throws {
        var checkers: [any TextChecker] = [try bundledWordList()]
        #if LEXCHECK_HUNSPELL
        checkers.append(try HunspellChecker(language: "en_US", personalDictionary: nil, guessSource: .rankedList))
        #endif
        let expected: [String: String] = ["acquited": "acquitted", "agains": "against", "breakthough": "breakthrough",
                        "enviroment": "environment", "ocassionaly": "occasionally", "nessecary": "necessary",
                        "beaurocracy": "bureaucracy", "Beaurocracy": "Bureaucracy", "BEAUROCRACY": "BUREAUCRACY"]
        for checker in checkers {
            for (typo, intended) in expected {
                let guesses = checker.guesses(forWordRange: NSRange(location: 0, length: typo.utf16.count), in: typo,
                                              language: checker.language)
                #expect(guesses?.first == intended, "\(type(of: checker)) \(typo): \(guesses?.prefix(3) ?? [])")
            }
        }
    }

    #if LEXCHECK_HUNSPELL
    /// Words the bundled list lacks and its levels have (SCOWL sizes 55–70) are guesses where
    /// Hunspell accepts them, never for the list alone, which would then refuse its own guess.
    @Test func rarerWordsAreGuessedOnlyWhereTheyAreAccepted() throws {
        let list = try bundledWordList()
        let hunspell = try HunspellChecker(language: "en_US", personalDictionary: nil, guessSource: .rankedList)
        let typo = "coprocesor"  // "coprocessor": SCOWL size 70
        #expect(!list.isCorrect("coprocessor") && hunspell.isCorrect("coprocessor"))
        let range = NSRange(location: 0, length: typo.utf16.count)
        #expect(hunspell.guesses(forWordRange: range, in: typo, language: "en_US")?.first == "coprocessor")
        let listed = try #require(list.guesses(forWordRange: range, in: typo, language: "en"))
        #expect(listed.allSatisfy(list.isCorrect), "\(listed)")
    }
    #endif

    @Test func soundKeysMatchSpellingsThatSoundAlike() {
        func key(_ word: String) -> UInt64 { SoundKey.of(EditDistanceIndex.letters(word)) }
        for (typed, word) in [("beaurocracy", "bureaucracy"), ("fone", "phone"), ("nite", "night"), ("nashun", "nation"),
                              ("sircle", "circle"), ("ghandi", "gandhi"), ("ekspres", "express")] {
            #expect(key(typed) == key(word), "\(typed), \(word)")
        }
        for (one, other) in [("cat", "bat"), ("bureaucracy", "autocracy"), ("phone", "bone"), ("nation", "notion's")] {
            #expect(key(one) != key(other), "\(one), \(other)")
        }
        #expect(key("") == 0 && key("éé") == 0)
    }

    @Test func caseIsKeptAndAnswersAreDeterministic() throws {
        let checker = try bundledWordList()
        let first = checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: "en")
        #expect(first?.first == "Receive")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "TEH", language: "en")?.first == "THE")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: "en") == first)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "world", language: "en") == [])
    }

    @Test func completionsPutCommonWordsFirst() throws {
        let checker = try bundledWordList()
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "thr", language: "en"))
        #expect(Array(completions.prefix(3)).allSatisfy { ["three", "through", "throw", "threw", "thrown", "threat"].contains($0) },
                "\(completions.prefix(5))")
        #expect(completions.count > 20 && completions.allSatisfy { $0.lowercased().hasPrefix("thr") })
    }

    @Test func prefixIndexRanksEveryBlockAsASortWould() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let list = RankedWordList(contentsOf: url, language: try #require(LanguageTag("en")))
        let levels = list.frequencyLevels()
        let words = list.words()
        #expect(levels.count > 90_000)
        let index = PrefixIndex(words) { levels[$0] }
        for prefix in ["a", "t", "Th", "th", "qu", "thr", "light", "zz", "é", "x"] {
            let key = prefix.lowercased()
            let expected = Set(words).filter { $0.lowercased().hasPrefix(key) && $0.count > key.count }
                .map { (level: levels[$0.lowercased()] ?? .max, length: $0.count, key: $0.lowercased(), word: $0) }
                .sorted { ($0.level, $0.length, $0.key, $0.word) < ($1.level, $1.length, $1.key, $1.word) }
                .map(\.word)
            #expect(index.completions(of: prefix) == expected, "\(prefix)")
        }
    }

    /// Guesses from elsewhere (Hunspell's suggest, milliseconds a word) are asked for only when
    /// the list's best guess is weak, and skipping them never changes the first guess.
    @Test func othersAreAskedForOnlyWhenTheListIsUnsure() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let list = RankedWordList(contentsOf: url, language: try #require(LanguageTag("en")))
        let words = list.words().map(\.precomposedLowercased)
        let ranker = GuessRanker(words: words, levels: list.frequencyLevels())
        var asked = 0
        let sure = ranker.guesses(for: "recieve", count: 15, merging: { asked += 1; return ["zzz"] }) { $0 }
        #expect(asked == 0 && sure.first == "receive" && !sure.contains("zzz"))
        // Three edits from "bureaucracy": nothing the list reaches is cheap.
        let unsure = ranker.guesses(for: "beaurocracy", count: 15, merging: { asked += 1; return ["bureaucracy"] }) { $0 }
        #expect(asked == 1 && unsure.contains("bureaucracy"), "\(unsure.prefix(5))")

        var always = TypoModel.Costs()
        always.othersAbove = -1
        let alwaysAsking = GuessRanker(words: words, levels: list.frequencyLevels(), model: TypoModel(costs: always))
        let corpus = try String(contentsOf: fixtureURL("wikipedia-misspellings.txt"), encoding: .utf8).split(separator: "\n")
        var skipped = 0
        for line in corpus.prefix(400) {
            let parts = line.split(separator: "->", maxSplits: 1)
            // The hardest case for skipping: the others hold the intended word.
            let others = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let typo = String(parts[0])
            var wasAsked = false
            let gated = ranker.guesses(for: typo, count: 15, merging: { wasAsked = true; return others }) { $0 }
            if !wasAsked { skipped += 1 }
            #expect(gated.first == alwaysAsking.guesses(for: typo, count: 15, merging: { others }) { $0 }.first, "\(typo)")
        }
        #expect(skipped > 200, "most of the time the list is sure")
    }

    @Test func theTypoModelChargesLessForCommonSlips() {
        let plain = cost("tea", "ten")
        #expect(plain == 1, "any substitution costs one edit")
        #expect(cost("ten", "ten") == 0)
        #expect(cost("teh", "the") < plain, "swapped neighbours")
        #expect(cost("untill", "until") < plain, "a doubled letter")
        #expect(cost("ocured", "occured") < plain, "a double letter typed once")
        #expect(cost("definately", "definitely") < plain, "a vowel for a vowel")
        #expect(cost("wprld", "world") < plain, "a keyboard neighbour")
        #expect(cost("fone", "phone") < cost("bone", "phone"), "a sound-alike spelling")
        #expect(cost("nesesary", "necessary") < cost("nedesary", "necessary"), "c/s sound alike")
        #expect(cost("xorld", "world") > cost("wxrld", "world"), "a wrong first letter costs more")
        #expect(cost("acheive", "achieve") == cost("teh", "the"), "ie/ei is a swap")
    }

    /// The matrix finds where a sound-alike spelling's letters stand in a candidate with bit
    /// masks, and for candidates of 64 letters or more (or whose letters share a slot of its
    /// table) at each cell: both ways find spellings at the start, inside and at the end, at the
    /// same cost whatever letters surround them.
    @Test func soundAlikeSpellingsAreFoundInShortAndLongCandidates() {
        let soundAlike = cost("fone", "phone")
        #expect(soundAlike > 0 && soundAlike < cost("bone", "phone"))
        for padding in [String(repeating: "m", count: 10), String(repeating: "m", count: 70)] {
            #expect(cost("fone" + padding, "phone" + padding) == soundAlike, "at the start, \(padding.count) letters after")
            #expect(cost(padding + "fone", padding + "phone") == soundAlike, "inside, \(padding.count) letters before")
            #expect(cost(padding + "tuf", padding + "tough") == cost("tuf", "tough"), "at the end, \(padding.count) letters before")
        }
        // `a` (U+0061) and `!` (U+0021) share the table's slot: the candidate is tested cell by cell.
        #expect(cost("fone!a", "phone!a") == soundAlike)
    }

    /// The standard typo model's cost of typing `typed` for `word`.
    private func cost(_ typed: String, _ word: String) -> Double {
        let model = TypoModel()
        var scratch: [Double] = []
        return EditDistanceIndex.letters(word).withUnsafeBufferPointer {
            model.cost(of: model.prepare(EditDistanceIndex.letters(typed)), candidate: $0, scratch: &scratch)
        }
    }
}

@Suite("Preparing guesses")
struct PreparingGuessesTests {
    /// A game prepares at launch; the first guess then builds nothing, and answers as an
    /// unprepared checker does.
    @Test func preparingBuildsTheIndexesOffTheCallersThread() async throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let prepared = try WordListChecker(contentsOf: url, personalDictionary: nil)
        let unprepared = try WordListChecker(contentsOf: url, personalDictionary: nil)
        #expect(!prepared.ranked.isPrepared)
        await prepared.prepareGuesses()
        #expect(prepared.ranked.isPrepared)
        let range = NSRange(location: 0, length: 7)
        #expect(prepared.guesses(forWordRange: range, in: "recieve", language: "en")
                == unprepared.guesses(forWordRange: range, in: "recieve", language: "en"))
        #expect(prepared.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "thr", language: "en")
                == unprepared.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "thr", language: "en"))
        // Through the protocol and a composite, too.
        let composite = try CompositeChecker([try WordListChecker(contentsOf: url, personalDictionary: nil)])
        await composite.prepareGuesses()
        #expect((composite.members[0] as? WordListChecker)?.ranked.isPrepared == true)
    }
}
