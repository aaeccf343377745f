import AnagramRules
import Foundation
import LexiconCheck

/// The fuzz targets: everything that reads bytes or text a user or a file can give.
public enum Targets {
    public static let all: [FuzzTarget] = [
        tokenizer, wordList, startWords, affixSettings, engine, session, ranges,
        pipe, languageServer, languageTool, wordIndex, wordFormCache, personalDictionary,
    ]

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }

    /// A small checker, for the targets that need one and do not change it.
    static let checker: WordListChecker? = makeChecker()

    /// A small checker of its own, for a target whose input changes its words: one input's words
    /// must not change how the next is answered, or a saved input would not replay as it ran.
    static func makeChecker() -> WordListChecker? {
        try? WordListChecker(words: ["fine", "word", "café", "don't", "London", "teeth", "İstanbul"], language: "en",
                             personalDictionary: nil)
    }

    static let tokenizer = FuzzTarget(name: "tokenizer") { data in
        let text = String(decoding: data.dropFirst(), as: UTF8.self)
        // The standard rules, or Hunspell's with en_US's, de_DE's or odd word characters.
        let tokenizer: WordTokenizer = switch data.first.map({ $0 % 4 }) {
        case 1: .hunspell(wordCharacters: "0123456789\u{2019}")
        case 2: .hunspell(wordCharacters: "ß-.")
        case 3: .hunspell(wordCharacters: "-'_:;&@/\u{200C}\u{1F600}x")
        default: .standard
        }
        let count = text.utf16.count
        let ranges = tokenizer.wordRanges(in: text)
        var previousEnd = 0
        for range in ranges {
            guard !range.isEmpty, range.lowerBound >= previousEnd, range.upperBound <= count else {
                return "bad word range \(range) after \(previousEnd) in \(count) units"
            }
            previousEnd = range.upperBound
        }
        // words(in:) scans ASCII text as UTF-8 bytes, wordRanges(in:) always as UTF-16 units.
        let words = tokenizer.words(in: text).map {
            text.utf16.distance(from: text.startIndex, to: $0.lowerBound)..<text.utf16.distance(from: text.startIndex, to: $0.upperBound)
        }
        guard words == ranges else { return "words(in:) and wordRanges(in:) disagree" }
        // A sub-range finds words inside it only.
        let cut = count / 3..<count
        guard tokenizer.wordRanges(in: text, utf16Range: cut).allSatisfy({ cut.contains($0.lowerBound) && $0.upperBound <= cut.upperBound })
        else { return "a word outside the range" }
        return nil
    }

    static let wordList = FuzzTarget(name: "wordlist") { data in
        guard let words = try? WordListFile.words(of: data, path: "fuzz.txt") else { return nil }
        guard let checker = try? WordListChecker(words: words, language: "en", personalDictionary: nil) else {
            return "a list that parses must load"
        }
        for word in words.prefix(200) where word.utf8.count <= 1_000 && word.isStreamSafe && !word.contains("\0") {
            guard checker.isCorrect(word) else { return "listed word \(word.debugDescription) is not correct" }
        }
        return nil
    }

    static let startWords = FuzzTarget(name: "startwords") { data in
        guard let roots = try? StartWords(text: String(decoding: data, as: UTF8.self)) else { return nil }
        guard !roots.words.isEmpty, roots.words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) else {
            return "a start word that is not a word of letters"
        }
        return nil
    }

    static let affixSettings = FuzzTarget(name: "affix") { data in
        guard let settings = try? AffixSettings(affixData: data, path: "fuzz.aff") else { return nil }
        _ = try? settings.encoding.problems(in: data, path: "fuzz.aff")
        _ = settings.tokenizer.words(in: "a-b.c d'e")
        return nil
    }

    /// A Hunspell dictionary read and asked about by the Swift engine: the `.aff` file's bytes,
    /// a line `#dic`, then the `.dic` file's. Any file is read (or refused with an error) and any
    /// word answered, in bounded time.
    static let engine = FuzzTarget(name: "engine") { data in
        let bytes = Array(data)
        let marker = Array("\n#dic\n".utf8)
        let split = bytes.indices.first { bytes[$0...].starts(with: marker) } ?? bytes.count
        let affix = Array(bytes[..<split])
        let words = split < bytes.count ? Array(bytes[(split + marker.count)...]) : []
        guard let dictionary = try? HunspellDictionary(affix: affix, dictionary: words) else { return nil }
        let listed = words.split(separator: 0x0A).dropFirst().prefix(2).map { line in
            String(decoding: line.prefix { $0 != UInt8(ascii: "/") }.prefix(40), as: UTF8.self)
        }
        for word in listed + ["foo", "Foobar", "FOO-BAR", "foo.", "12,5", "", "ß"] {
            _ = dictionary.spell(word)
        }
        _ = dictionary.corrections(of: "fo", limit: 3)
        return nil
    }

    /// Saved games, both ways: decoded with a game's rules, and restored with them.
    static let session = FuzzTarget(name: "session") { data in
        if (try? JSONDecoder().decode(GameSession.self, from: data)) != nil {
            return "a game decoded without its rules"
        }
        guard let checker else { return nil }
        guard let rules = try? GameRules(checker: checker) else {
            return "rules in the checker's own language refused"
        }
        // Decoding with the rules is restoring without choices: the same game, or a refusal.
        let decoder = JSONDecoder()
        decoder.userInfo[GameSession.rulesKey] = rules
        let decoded = try? decoder.decode(GameSession.self, from: data)
        let plain = try? GameSession(restoring: data, rules: rules)
        guard decoded?.acceptedWords == plain?.acceptedWords, decoded?.score == plain?.score,
              decoded?.root == plain?.root else {
            return "decoding with the game's rules and restoring with them disagree"
        }
        let restored: GameSession
        do throws(SaveError) {
            restored = try GameSession(restoring: data, rules: rules, allowing: [.scoring, .minimumLength])
        } catch {
            return error.description.isEmpty ? "a refusal that says nothing" : nil
        }
        // Every word restored is one the game's rules accept, in the order it was found, with
        // its points: playing them again gives the same game.
        var replay = GameSession(root: restored.root, rules: restored.rules)
        for word in restored.acceptedWords.reversed() {
            guard replay.submit(word.word) == .accepted(word: word.word, points: word.points) else {
                return "restored \(word.word.debugDescription) with \(word.points) points, which the rules do not give"
            }
        }
        guard replay.acceptedWords == restored.acceptedWords, replay.score == restored.score,
              restored.rules.settings.ruleOrder == rules.settings.ruleOrder else {
            return "a restored game that its rules do not give"
        }
        // And it saves and restores again as it is.
        guard let saved = try? JSONEncoder().encode(restored),
              let again = try? GameSession(restoring: saved, rules: restored.rules),
              again.root == restored.root, again.acceptedWords == restored.acceptedWords, again.score == restored.score else {
            return "a restored game that does not restore again after saving"
        }
        return nil
    }

    static let ranges = FuzzTarget(name: "ranges") { data in
        guard let checker, data.count >= 12 else { return nil }
        let numbers = (0..<3).map { index in
            data[data.startIndex + index * 4..<data.startIndex + index * 4 + 4].reduce(0) { Int32(bitPattern: UInt32(bitPattern: $0) << 8 | UInt32($1)) }
        }
        let text = String(decoding: data.dropFirst(12), as: UTF8.self)
        let count = text.utf16.count
        // Locations and lengths anywhere, negative and huge included.
        let scale = { (value: Int32) -> Int in value % 7 == 0 ? Int(value) * 1_000_000 : Int(value) % (count + 3) }
        let range = NSRange(location: scale(numbers[0]), length: scale(numbers[1]))
        let start = scale(numbers[2])
        for wrap in [false, true] {
            let found = checker.rangeOfMisspelledWord(in: text, range: range, startingAt: start, wrap: wrap, language: "en")
            if found.location == NSNotFound {
                guard found.length == 0 else { return "NSNotFound with length \(found.length)" }
                continue
            }
            guard found.location >= 0, found.length > 0, found.location + found.length <= count else {
                return "found \(found) outside a text of \(count) units"
            }
            _ = checker.guesses(forWordRange: found, in: text, language: "en")
        }
        _ = checker.guesses(forWordRange: range, in: text, language: "en")
        _ = checker.completions(forPartialWordRange: range, in: text, language: "en")
        return nil
    }
}
