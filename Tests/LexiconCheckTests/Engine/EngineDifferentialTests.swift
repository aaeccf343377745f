#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck

/// The Swift engine against libhunspell on Debian's dictionaries: words made from each
/// dictionary's own entries (as listed, with their affixes, edited at random, in other cases,
/// joined into compounds), each judged by both, with no difference allowed. A seeded sample here
/// (`LEXCHECK_ENGINE_SAMPLE` entries, 20 by default); `scripts/measure/compare-engines` runs longer ones.
@Suite("Swift engine against libhunspell")
struct EngineDifferentialTests {
    /// The dictionaries the tests install (scripts/setup/install-dependencies --tests), or those
    /// `LEXCHECK_ENGINE_DICTIONARIES` names (comma-separated). Hungarian's compounds take minutes
    /// in a debug build: `scripts/measure/compare-engines hu_HU` compares it in a release one.
    static let dictionaries = ProcessInfo.processInfo.environment["LEXCHECK_ENGINE_DICTIONARIES"]?
        .split(separator: ",").map(String.init) ?? ["en_US", "de_DE", "fr", "es_ES", "ru_RU", "tr_TR", "nl", "pt_BR", "lt_LT",
                               "it_IT", "pl_PL", "sv_SE", "uk_UA", "cs_CZ", "el_GR", "he_IL", "ar", "hi_IN"]

    /// Debian's dictionary `name`, opened by libhunspell and by the engine.
    static func open(_ name: String) throws -> (HunspellChecker, HunspellDictionary) {
        let affixURL = URL(filePath: "/usr/share/hunspell/\(name).aff")
        let dictionaryURL = URL(filePath: "/usr/share/hunspell/\(name).dic")
        try #require(FileManager.default.fileExists(atPath: dictionaryURL.path), "run scripts/setup/install-dependencies --tests")
        return (try HunspellChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, personalDictionary: nil),
                try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL))
    }

    @Test(arguments: dictionaries)
    func agreesWithLibhunspell(_ name: String) throws {
        let (reference, engine) = try Self.open(name)
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let count = ProcessInfo.processInfo.environment["LEXCHECK_ENGINE_SAMPLE"].flatMap { Int($0) } ?? 20
        let words = EngineSample.words(of: engine, count: count, using: &generator)
        #expect(words.count > 50, "\(name): \(words.count) words")
        var differences: [String] = []
        for word in words where engine.spell(word) != reference.dictionaryAccepts(word) {
            differences.append("\(word): engine \(engine.spell(word)), libhunspell \(!engine.spell(word))")
        }
        #expect(differences.isEmpty, "\(name): \(differences.count) of \(words.count) differ: \(differences.prefix(30))")
    }

    /// Words added with a model's affixes (`add_with_affix`): new words made from entries drawn at
    /// random, added like them to both, then judged in every form the model's flags give them,
    /// in other cases, and beside models that are missing or have no flags.
    @Test(arguments: ["de_DE", "fr", "en_US"])
    func addsWordsLikeAModelAsLibhunspell(_ name: String) throws {
        let (reference, engine) = try Self.open(name)
        let table = engine.words
        var generator = SeededGenerator(seed: 7)
        var added: [HunspellDictionary.AddedWord] = []
        var forms: [String] = []
        for _ in 0..<12 {
            let entry = WordTable.Number(Int.random(in: 0..<table.entries.count, using: &generator))
            guard let model = engine.encoding.decode(Array(table.word(entry))), !model.isEmpty else { continue }
            let word = "zq" + model
            added.append(.init(word, like: model))
            reference.addWord(word, like: model)
            let bytes = engine.encoding.convertedPrefix(word)
            for form in [bytes] + EngineSample.affixed(bytes, flags: Array(table.flags(entry)), in: engine) {
                guard let text = engine.encoding.decode(form) else { continue }
                forms += [text, text.capitalized(with: nil), text.uppercased()]
            }
        }
        for (word, model) in [("zqmissing", "zqnosuchword"), ("zqempty", "")] {
            added.append(.init(word, like: model))
            reference.addWord(word, like: model)
            forms += [word, word + "s"]
        }
        let withAdditions = engine.adding(added)
        #expect(forms.count > 40)
        var differences: [String] = []
        for form in forms where (engine.spell(form) || withAdditions.spell(form)) != reference.dictionaryAccepts(form) {
            differences.append(form)
        }
        #expect(differences.isEmpty, "\(name): \(differences.count) of \(forms.count) differ: \(differences.prefix(20))")
    }

    /// Morphology: the analyses, stems and generated forms of the sample's words, byte for byte
    /// what libhunspell's `analyze`, `stem` and `generate` give, in dictionaries with
    /// morphological fields (French, Danish, Slovak, Arabic's `AM` aliases), with affix flags
    /// only (`fl:`), and with compounds.
    @Test(arguments: ["en_US", "fr", "da_DK", "sk_SK", "ar", "de_DE", "nl", "hu_HU"])
    func analysesAsLibhunspell(_ name: String) throws {
        let (reference, engine) = try Self.open(name)
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let count = ProcessInfo.processInfo.environment["LEXCHECK_ENGINE_SAMPLE"].flatMap { Int($0) } ?? 20
        // A seeded share of the sample: Hungarian's stems are generated through its derivational
        // suffixes, slow in a debug build, and one entry gives hundreds of forms.
        let sample = EngineSample.words(of: engine, count: count, using: &generator)
        let words = Array(sample.shuffled(using: &generator).prefix(name == "hu_HU" ? 40 : 150))
        let encoding = engine.encoding
        let decode = { (list: [[UInt8]]) in list.compactMap { encoding.decode($0) } }
        var differences: [String] = []
        var analysed = 0
        for word in words {
            let bytes = encoding.convertedPrefix(word)
            let ours = decode(engine.analyze(bytes: bytes))
            let theirs = reference.analysis(of: word).map(\.raw)
            if !ours.isEmpty { analysed += 1 }
            if ours != theirs { differences.append("analyze(\(word)): \(ours) ≠ \(theirs)") }
            let stems = decode(engine.stems(bytes: bytes))
            if stems != reference.stems(of: word) { differences.append("stem(\(word)): \(stems) ≠ \(reference.stems(of: word))") }
        }
        for _ in 0..<min(20, words.count) {
            guard let word = words.randomElement(using: &generator), let model = words.randomElement(using: &generator) else { continue }
            let ours = decode(engine.generate(bytes: encoding.convertedPrefix(word), like: encoding.convertedPrefix(model)))
            let theirs = reference.forms(of: word, like: model)
            if ours != theirs { differences.append("generate(\(word), \(model)): \(ours) ≠ \(theirs)") }
        }
        #expect(analysed * 10 >= words.count, "\(name): \(analysed) of \(words.count) words analysed")
        #expect(differences.isEmpty, "\(name): \(differences.count) differ: \(differences.prefix(20))")
    }

    /// Affix conditions as Hunspell matches them, byte by byte: random conditions (characters
    /// of one, two and three UTF-8 bytes, `.`, groups and negated groups) on random prefixes and
    /// suffixes, every affix tried on every root, judged by both. In a UTF-8 dictionary Hunspell
    /// does not match a group's multi-byte characters as whole characters (`[áé].a` on `éna`),
    /// and the engine must not either.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func matchesAffixConditionsAsLibhunspell(_ seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let letters = ["a", "n", "e", "é", "í", "á", "ő", "€", "ŕ"]
        func letter() -> String { letters.randomElement(using: &generator) ?? "a" }
        func condition() -> String {
            (0..<Int.random(in: 1...3, using: &generator)).map { _ -> String in
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: return "."
                case 1: return "[" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in letter() }.joined() + "]"
                case 2: return "[^" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in letter() }.joined() + "]"
                default: return letter()
                }
            }.joined()
        }
        var affix = "SET UTF-8\n"
        var flags: [String] = []
        var affixes: [(prefix: Bool, strip: String, append: String)] = []
        for index in 0..<24 {
            let flag = String(UnicodeScalar(UInt8(65 + index)))
            let prefix = index % 3 == 0
            let strip = Bool.random(using: &generator) ? letter() : ""
            let append = letter() + (Bool.random(using: &generator) ? letter() : "")
            affix += "\(prefix ? "PFX" : "SFX") \(flag) Y 1\n\(prefix ? "PFX" : "SFX") \(flag) \(strip.isEmpty ? "0" : strip) \(append) \(condition())\n"
            flags.append(flag)
            affixes.append((prefix, strip, append))
        }
        let roots = Set((0..<150).map { _ in (0..<Int.random(in: 1...5, using: &generator)).map { _ in letter() }.joined() })
        let folder = FileManager.default.temporaryDirectory.appending(path: "lexcheck-conditions-\(getpid())-\(seed)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let affixURL = folder.appending(path: "c.aff"), dictionaryURL = folder.appending(path: "c.dic")
        try Data(affix.utf8).write(to: affixURL)
        try Data(("\(roots.count)\n" + roots.map { "\($0)/\(flags.joined())" }.joined(separator: "\n") + "\n").utf8).write(to: dictionaryURL)
        let reference = try HunspellChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, personalDictionary: nil)
        let engine = try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL)
        var differences: [String] = []
        var accepted = 0
        for root in roots {
            for (prefix, strip, append) in affixes {
                let word: String
                if prefix {
                    guard root.hasPrefix(strip), root.count > strip.count else { continue }
                    word = append + root.dropFirst(strip.count)
                } else {
                    guard root.hasSuffix(strip), root.count > strip.count else { continue }
                    word = root.dropLast(strip.count) + append
                }
                let verdict = reference.dictionaryAccepts(word)
                if verdict { accepted += 1 }
                if engine.spell(word) != verdict { differences.append("\(word) (libhunspell \(verdict))") }
            }
        }
        #expect(accepted > 100, "\(accepted) accepted")
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(20))\n\(affix)")
    }

    /// Prefixes that add and strip nothing and take cross products (French's `PFX Um 0 0`), as
    /// Hunspell takes them: each in turn, first the word itself with its flag, then the word with
    /// each suffix, the first homonym that takes both deciding (a forbidden one refuses the
    /// word). Random dictionaries of three such prefixes, suffix classes with and without cross
    /// products, continuation flags naming prefixes and suffixes, homonyms, `FORBIDDENWORD` and
    /// `NEEDAFFIX`; every root with every suffix's string, judged by both.
    @Test(arguments: Array(1...24) as [UInt64])
    func takesBarePrefixesAsLibhunspell(_ seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let alphabet = ["a", "e", "n", "s", "t"]
        func letters(_ range: ClosedRange<Int>) -> String {
            (0..<Int.random(in: range, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
        }
        let prefixFlags = ["A", "B", "C"], suffixFlags = ["S", "T", "U", "V", "W"]
        func someFlags(_ pool: [String]) -> String { pool.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.joined() }
        var affix = "SET UTF-8\nFORBIDDENWORD Z\nNEEDAFFIX Y\n"
        for flag in prefixFlags {
            let continuation = someFlags(suffixFlags + prefixFlags)
            affix += "PFX \(flag) Y 1\nPFX \(flag) 0 0\(continuation.isEmpty ? "" : "/" + continuation) .\n"
        }
        var appends: [String] = []
        for flag in suffixFlags {
            let count = Int.random(in: 1...3, using: &generator)
            affix += "SFX \(flag) \(Bool.random(using: &generator) ? "Y" : "N") \(count)\n"
            for _ in 0..<count {
                let append = Int.random(in: 0..<4, using: &generator) == 0 ? "" : letters(1...2)
                let strip = Int.random(in: 0..<4, using: &generator) == 0 ? letters(1...1) : ""
                let continuation = someFlags(prefixFlags + suffixFlags + ["Y"])
                let written = (strip.isEmpty ? "0" : strip) + " " + (append.isEmpty ? "0" : append)
                let continued = continuation.isEmpty ? "" : "/" + continuation
                affix += "SFX \(flag) \(written)\(continued) .\n"
                appends.append(append)
            }
        }
        let roots = (0..<60).map { _ in letters(2...4) }
        let entries = roots.flatMap { root in
            (0..<Int.random(in: 1...2, using: &generator)).map { _ -> String in
                let forbidden = Int.random(in: 0..<6, using: &generator) == 0 ? "Z" : ""
                let needsAffix = Int.random(in: 0..<4, using: &generator) == 0 ? "Y" : ""
                let flags = someFlags(prefixFlags + suffixFlags) + forbidden + needsAffix
                return flags.isEmpty ? root : root + "/" + flags
            }
        }
        let folder = FileManager.default.temporaryDirectory.appending(path: "lexcheck-bare-prefixes-\(getpid())-\(seed)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let affixURL = folder.appending(path: "b.aff"), dictionaryURL = folder.appending(path: "b.dic")
        try Data(affix.utf8).write(to: affixURL)
        try Data(("\(entries.count)\n" + entries.joined(separator: "\n") + "\n").utf8).write(to: dictionaryURL)
        let reference = try HunspellChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, personalDictionary: nil)
        let engine = try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL)
        var differences: [String] = []
        var accepted = 0, refused = 0
        var words: Set<String> = []
        for root in roots {
            words.insert(root)
            for append in appends {
                words.insert(root + append)
                words.insert(String(root.dropLast()) + append)
            }
        }
        for word in words {
            let verdict = reference.dictionaryAccepts(word)
            if verdict { accepted += 1 } else { refused += 1 }
            if engine.spell(word) != verdict { differences.append("\(word) (libhunspell \(verdict))") }
        }
        #expect(accepted > 20 && refused > 20, "\(accepted) accepted, \(refused) refused")
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(20))\n\(affix)")
    }

    /// Case, character by character: every cased character of the Basic Multilingual Plane (and
    /// every 16th other one) in words whose verdict turns on how it is lower-cased, upper-cased
    /// and classified. Each dictionary lists the words of a random half of the characters, so
    /// that a character mapped to a different one than Hunspell maps it is judged differently
    /// with even odds; three halves leave a difference unseen with odds of one in eight.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func casesEveryCharacterAsLibhunspell(_ seed: UInt64) throws {
        // No character the `.dic` reader or the checker treats apart: line ends, field and flag
        // separators, dots and dashes (abbreviations, BREAK), ’ (which the hunspell tool retries).
        let excluded: Set<UInt32> = [0x00, 0x09, 0x0A, 0x0D, 0x20, 0x2D, 0x2E, 0x2F, 0x2019]
        let characters = (UInt32(0x21)..<0x10000).compactMap(Unicode.Scalar.init).filter {
            !excluded.contains($0.value) && ($0.properties.isCased || $0.properties.changesWhenCaseMapped || $0.value % 16 == 0)
        }
        var generator = SeededGenerator(seed: seed)
        let listed = characters.filter { _ in Bool.random(using: &generator) }
        let entries = listed.flatMap { ["q\($0)q", "\($0)qq"] }
        let folder = FileManager.default.temporaryDirectory.appending(path: "lexcheck-case-\(getpid())-\(seed)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let affixURL = folder.appending(path: "case.aff"), dictionaryURL = folder.appending(path: "case.dic")
        try Data("SET UTF-8\n".utf8).write(to: affixURL)
        try Data(("\(entries.count)\n" + entries.joined(separator: "\n") + "\n").utf8).write(to: dictionaryURL)
        let reference = try HunspellChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, personalDictionary: nil)
        let engine = try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL)
        var differences: [String] = []
        for character in characters {
            for word in ["Q\(character)Q", "\(character)qq", "\(character)QQ", "q\(character)q"]
            where engine.spell(word) != reference.dictionaryAccepts(word) {
                differences.append("\(word) (U+\(String(character.value, radix: 16, uppercase: true)))")
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(40))")
    }
}

/// Words to judge, made from a dictionary's entries.
enum EngineSample {
    /// From `count` entries drawn at random: each entry as listed and with each of its affixes,
    /// then every word edited once at random, in other cases, and joined with another.
    static func words(of dictionary: HunspellDictionary, count: Int, using generator: inout SeededGenerator) -> [String] {
        let table = dictionary.words
        guard !table.entries.isEmpty else { return [] }
        let encoding = dictionary.encoding
        var forms: [[UInt8]] = []
        for _ in 0..<count {
            let entry = WordTable.Number(Int.random(in: 0..<table.entries.count, using: &generator))
            var word = Array(table.word(entry))
            if dictionary.affix.complexPrefixes { word = reverseCharacters(word, utf8: dictionary.affix.isUTF8) }
            forms.append(word)
            forms += affixed(word, flags: Array(table.flags(entry)), in: dictionary)
        }
        var words: [[UInt8]] = []
        let letters = Array(Set(forms.joined()))
        for form in forms {
            words.append(form)
            var edited = form
            if !edited.isEmpty, let letter = letters.randomElement(using: &generator) {
                let position = Int.random(in: 0..<edited.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: edited.remove(at: position)
                case 1: edited.insert(letter, at: position)
                case 2: edited[position] = letter
                default: if position + 1 < edited.count { edited.swapAt(position, position + 1) }
                }
                words.append(edited)
            }
            if let other = forms.randomElement(using: &generator) {
                words.append(form + other)
                words.append(form + Array("-".utf8) + other)
            }
        }
        var result: [String] = []
        var seen: Set<String> = []
        for bytes in words {
            // Only valid text (an edit can split a UTF-8 sequence), and no ’, which the hunspell
            // tool (not the library) tries again with '.
            guard let text = encoding.decode(bytes), !text.isEmpty, !text.contains("\u{2019}"), !text.contains("\u{0}") else { continue }
            for variant in [text, text.capitalized(with: nil), text.uppercased(), text.lowercased()] where seen.insert(variant).inserted {
                result.append(variant)
            }
        }
        return result
    }

    /// `word` with each suffix and prefix its flags allow whose condition it meets, read from
    /// the flat affix indexes the checker reads.
    static func affixed(_ word: [UInt8], flags: [AffixFlag], in dictionary: HunspellDictionary) -> [[UInt8]] {
        let utf8 = dictionary.affix.isUTF8
        var forms: [[UInt8]] = []
        dictionary.suffixes.withHandle { suffixes in
            for number in 0..<Int32(dictionary.suffixes.count) {
                let entry = suffixes.entry(number)
                guard flags.containsSorted(entry.flag), word.count > entry.strip.count,
                      word.suffix(entry.strip.count).elementsEqual(entry.strip),
                      entry.condition.matchesEnd(of: word, utf8: utf8) else { continue }
                forms.append(Array(word.dropLast(entry.strip.count)) + entry.append)
            }
        }
        dictionary.prefixes.withHandle { prefixes in
            for number in 0..<Int32(dictionary.prefixes.count) {
                let entry = prefixes.entry(number)
                guard flags.containsSorted(entry.flag), word.count > entry.strip.count, word.starts(with: entry.strip),
                      entry.condition.matchesStart(of: word, utf8: utf8) else { continue }
                forms.append(Array(entry.append) + word.dropFirst(entry.strip.count))
            }
        }
        return forms
    }
}
#endif
