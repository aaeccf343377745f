import Foundation
import Testing
import AnagramRules
import TestSupport
@testable import LexiconCheck

@Suite("WordListChecker")
struct WordListCheckerTests {
    @Test func caseRulesFollowHunspell() throws {
        let checker = try WordListChecker(words: ["word", "London", "iPhone", "NASA", "straße"], personalDictionary: nil)
        for word in ["word", "Word", "WORD", "London", "LONDON", "iPhone", "IPHONE", "NASA", "straße", "Straße", "STRASSE"] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        for word in ["wORD", "WoRd", "london", "London's", "iphone", "Iphone", "nasa", "Nasa", "wordy"] {
            #expect(!checker.isCorrect(word), "\(word)")
        }
    }

    @Test func wordsAreComparedInNormalisationFormC() throws {
        let checker = try WordListChecker(words: ["cafe\u{301}", "naïve"], personalDictionary: nil)
        #expect(checker.isCorrect("café") && checker.isCorrect("cafe\u{301}") && checker.isCorrect("CAFÉ"))
        #expect(checker.isCorrect("nai\u{308}ve"))
    }

    @Test func fileQuirksAreTolerated() throws {
        let directory = try TemporaryDirectory()
        let text = "\u{FEFF}# a comment\r\nalpha\r\n\r\n  beta  \n# another\ngamma\n\n"
        let url = try directory.write("words.txt", text)
        let checker = try WordListChecker(contentsOf: url, personalDictionary: nil)
        #expect(checker.count == 3)
        #expect(checker.isCorrect("alpha") && checker.isCorrect("beta") && checker.isCorrect("gamma"))
        #expect(!checker.isCorrect("# a comment") && !checker.isCorrect(""))
        let noTrailingNewline = try directory.write("last.txt", "one\ntwo")
        #expect(try WordListChecker(contentsOf: noTrailingNewline, personalDictionary: nil).isCorrect("two"))
    }

    @Test func badFilesThrowWithPathAndLine() throws {
        let directory = try TemporaryDirectory()
        let invalid = try directory.write("bad.txt", Data([0x6F, 0x6B, 0x0A, 0x62, 0xE9, 0x0A]))
        #expect(throws: LexiconError.malformed(path: invalid.path, line: 2, reason: "not valid UTF-8")) {
            try WordListChecker(contentsOf: invalid, personalDictionary: nil)
        }
        let nul = try directory.write("nul.txt", Data("a\nb\0c\n".utf8))
        #expect(throws: LexiconError.malformed(path: nul.path, line: 2, reason: "contains a NUL byte")) {
            try WordListChecker(contentsOf: nul, personalDictionary: nil)
        }
        let empty = try directory.write("empty.txt", "")
        #expect(throws: LexiconError.malformed(path: empty.path, line: nil, reason: "the word list has no words")) {
            try WordListChecker(contentsOf: empty, personalDictionary: nil)
        }
        let onlyComments = try directory.write("comments.txt", "# nothing\n\n")
        #expect(throws: LexiconError.malformed(path: onlyComments.path, line: nil, reason: "the word list has no words")) {
            try WordListChecker(contentsOf: onlyComments, personalDictionary: nil)
        }
        let missing = directory.file("missing.txt")
        #expect(throws: LexiconError.fileNotFound(path: missing.path)) {
            try WordListChecker(contentsOf: missing, personalDictionary: nil)
        }
        #expect(throws: LexiconError.unreadable(path: directory.url.path, reason: "it is a directory")) {
            try WordListChecker(contentsOf: directory.url, personalDictionary: nil)
        }
        #expect(throws: LexiconError.invalidLanguage("not a language")) {
            try WordListChecker(words: ["a"], language: "not a language", personalDictionary: nil)
        }
    }

    @Test func guessesWithinTwoEditsNearestFirstInTheTypedCase() throws {
        let checker = try WordListChecker(words: ["receive", "deceive", "relieve", "recipe", "London", "cat", "act"], personalDictionary: nil)
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "recieve", language: "en"))
        #expect(guesses.first == "receive", "a transposition is one edit")
        #expect(Set(guesses) == ["receive", "relieve", "deceive", "recipe"])
        #expect(Array(guesses.prefix(2)) == ["receive", "relieve"], "one edit before two")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: "en")?.first == "Receive")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "RECIEVE", language: "en")?.first == "RECEIVE")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: "londen", language: "en") == ["London"])
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "cat", language: "en") == [],
                "a correct word needs no guesses")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "cta", language: "en") == ["cat", "act"], "a swap is one edit, \"act\" two")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 8), in: "zzzzzzzz", language: "en") == [])
    }

    @Test func editDistanceCountsTranspositionsAsOneEdit() {
        func distance(_ a: String, _ b: String) -> Int { editDistance(Array(a), Array(b), limit: 5) }
        #expect(distance("recieve", "receive") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "abc") == 0)
        #expect(distance("ca", "abc") == 3)
        #expect(editDistance(Array("abcdefgh"), Array("zyxwvuts"), limit: 2) == 3, "stops past the limit")
    }

    @Test func completionsByPrefixShortestFirst() throws {
        let checker = try WordListChecker(words: ["light", "lighthouse", "lighter", "lights", "London", "lid"], personalDictionary: nil)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "light", language: "en")
                == ["lights", "lighter", "lighthouse"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "Lig", language: "en")
                == ["Light", "Lights", "Lighter", "Lighthouse"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "lo", language: "en") == ["London"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "qq", language: "en") == [])
    }

    @Test func bundledWordListLoadsAndAcceptsTheWordScrambleExamples() throws {
        let checker = try bundledWordList()
        #expect(checker.count > 90_000)
        for word in ["palettes", "teeth", "settee", "telepathy", "Telepathy"] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        #expect(!checker.isCorrect("sleeplesss"))
    }
}

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
        let list = RankedWordList(contentsOf: url)
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
        let list = RankedWordList(contentsOf: url)
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
        let model = TypoModel()
        func cost(_ typed: String, _ word: String) -> Double {
            var scratch: [Double] = []
            return EditDistanceIndex.letters(word).withUnsafeBufferPointer {
                model.cost(of: model.prepare(EditDistanceIndex.letters(typed)), candidate: $0, scratch: &scratch)
            }
        }
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
}

@Suite("EditDistanceIndex")
struct EditDistanceIndexTests {
    @Test func findsExactlyWhatAFullScanFinds() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let words = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { $0.lowercased() }
        let index = EditDistanceIndex(words)
        let lexicon = index.words.map { ($0, EditDistanceIndex.letters($0)) }
        // Typos of several kinds, plus words that are correct, short, long or accented, and two
        // edits made at random (but the same every run) to every 4,999th word.
        var queries = ["recieve", "wrold", "teh", "definately", "seperate", "acress", "caht", "xyzzyq", "a", "ab", "",
                       "cafe", "naïve", "strenghts", "lighthosue", "telepaths", "zzzzzzzz", "abcdefghijklmnop"]
        var generator = SeededRandomNumberGenerator(seed: 42)
        func random(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &generator) }
        for word in stride(from: 0, to: lexicon.count, by: 4_999).map({ Array(lexicon[$0].0) }) {
            var typo = word
            for _ in 0..<2 {
                let position = random(typo.count + 1)
                switch random(4) {
                case 0: typo.insert(Array("aeqz")[random(4)], at: position)
                case 1 where position < typo.count: typo.remove(at: position)
                case 2 where position < typo.count: typo[position] = Array("eiostz")[random(6)]
                case 3 where position + 1 < typo.count: typo.swapAt(position, position + 1)
                default: break
                }
            }
            queries.append(String(typo))
        }
        for query in queries {
            let typed = EditDistanceIndex.letters(query)
            var withinTwo: [String: Int] = [:]
            for (word, characters) in lexicon where abs(characters.count - typed.count) <= 2 {
                let distance = editDistance(typed, characters, limit: 2)
                if distance <= 2 { withinTwo[word] = distance }
            }
            for limit in 0...2 {
                let expected = withinTwo.filter { $0.value <= limit }
                var matches: [(word: Int, distance: Int)] = []
                index.forEachMatch(of: typed, limit: limit) { word, distance, letters in
                    matches.append((word, distance))
                    #expect(Array(letters) == lexicon[word].1, "\(query): the letters of \(lexicon[word].0)")
                }
                #expect(Set(matches.map(\.word)).count == matches.count, "\(query): each word once")
                let found = Dictionary(matches.map { (index.words[$0.word], $0.distance) }, uniquingKeysWith: min)
                #expect(found == expected, "\(query), limit \(limit): \(found.count) vs \(expected.count)")
            }
        }
    }

    /// The trie records word lengths in a byte; longer words must still be found.
    @Test func findsWordsLongerThanTheLengthsItRecords() {
        let long = String(repeating: "a", count: 300)
        let words = [long, String(long.dropLast()) + "b", long + "cc", "cat", "act"]
        let index = EditDistanceIndex(words)
        var typo = Array(long)
        typo[150] = "e"
        let queries = [long, String(typo), String(long.dropFirst(2)), String(repeating: "a", count: 254), "cta"]
        for query in queries {
            let typed = EditDistanceIndex.letters(query)
            for limit in 0...2 {
                var expected: [String: Int] = [:]
                for word in index.words {
                    let distance = editDistance(typed, EditDistanceIndex.letters(word), limit: limit)
                    if distance <= limit { expected[word] = distance }
                }
                let found = Dictionary(index.matches(of: typed, limit: limit).map { (index.words[$0.word], $0.distance) },
                                       uniquingKeysWith: min)
                #expect(found == expected, "\(query.count) letters, limit \(limit)")
            }
        }
    }

    /// Each walk splits the query at its middle, so slips there (a swap across the cut, an edit
    /// either side of it) are where a walk could lose a word: make such typos of many words and
    /// find each word at its true distance.
    @Test func findsTheWordBehindTypos() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let words = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { $0.lowercased() }
        let index = EditDistanceIndex(words)
        var generator = SeededRandomNumberGenerator(seed: 7)
        func random(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &generator) }
        var checked = 0
        for word in stride(from: 0, to: index.words.count, by: 97).map({ EditDistanceIndex.letters(index.words[$0]) })
        where word.count >= 2 {
            var typo = word
            let middle = (typo.count + random(2)) / 2
            // A swap across the middle or an edit right beside it, then one more anywhere.
            switch random(3) {
            case 0 where middle < typo.count: typo.swapAt(middle - 1, middle)
            case 1: typo.insert(UInt32(("a" as Unicode.Scalar).value) + UInt32(random(26)), at: middle)
            default: typo.remove(at: middle - 1)
            }
            let position = random(typo.count + 1)
            switch random(4) {
            case 0: typo.insert(UInt32(("a" as Unicode.Scalar).value) + UInt32(random(26)), at: position)
            case 1 where position < typo.count: typo.remove(at: position)
            case 2 where position + 1 < typo.count: typo.swapAt(position, position + 1)
            case 3 where position < typo.count: typo[position] = UInt32(("a" as Unicode.Scalar).value) + UInt32(random(26))
            default: break
            }
            let distance = editDistance(typo, word, limit: 2)
            guard distance <= 2, let target = index.position(of: String(String.UnicodeScalarView(word.compactMap(Unicode.Scalar.init)))) else { continue }
            let found = index.matches(of: typo, limit: 2).first { $0.word == target }
            #expect(found?.distance == distance, "\(index.words[target]) from \(String(String.UnicodeScalarView(typo.compactMap(Unicode.Scalar.init))))")
            checked += 1
        }
        #expect(checked > 400)
    }
}
