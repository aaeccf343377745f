#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// The expansion against Debian's `unmunch` (hunspell-tools) and the hunspell tool, on samples
/// of real dictionaries.
@Suite("Word forms")
struct WordFormExpansionTests {
    /// Runs one of Hunspell's programs; what it prints (it must succeed).
    func run(_ arguments: [String], input: Data = Data()) throws -> Data {
        let (output, status) = try HunspellTool.runTool(arguments[0], Array(arguments.dropFirst()), input: input)
        try #require(status == 0, "\(arguments[0]) failed: scripts/setup/install-dependencies --tests installs it")
        return output
    }

    /// Every `step`th entry of a Debian dictionary, with its `.aff`, in `directory`; entries
    /// marked `NOSUGGEST` (which the expansion leaves out) are dropped.
    func sample(_ name: String, step: Int, in directory: borrowing TemporaryDirectory) throws -> (aff: URL, dic: URL) {
        let base = try systemDictionaryPath(name)
        let affixData = try Data(contentsOf: URL(filePath: base + ".aff"))
        let rules = try AffixRules(affixData: affixData, path: base + ".aff")
        let aff = try directory.write("sample.aff", affixData)
        let lines = try Data(contentsOf: URL(filePath: base + ".dic")).split(separator: 0x0A, omittingEmptySubsequences: false)
        var sampled = lines.dropFirst().enumerated().filter { $0.offset % step == 0 }.map(\.element)
        sampled = sampled.filter { line in
            let stems = DictionaryStems(dictionaryData: Data("1\n".utf8) + line, rules: rules).stems
            return !(stems.first?.flags.contains { $0 == rules.noSuggest } ?? false)
        }
        sampled.insert(Data("\(sampled.count)".utf8), at: 0)
        let dic = try directory.write("sample.dic", Data(sampled.joined(separator: [0x0A])))
        return (aff, dic)
    }

    /// Every form of unmunch's that hunspell accepts is one of ours (or a capitalised or
    /// upper-case spelling of one, which Hunspell accepts for any word), and hunspell accepts
    /// every form of ours. unmunch reads one-byte flags and byte conditions only, so on French
    /// (two-byte flags) and on UTF-8 conditions it makes up forms (hunspell refuses them) and
    /// misses many (ours has them: more forms than unmunch's confirmed ones).
    @Test(arguments: ["en_US", "de_DE", "fr", "es_ES", "ru_RU"])
    func expansionCoversUnmunchAndHunspellAcceptsIt(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let (aff, dic) = try sample(name, step: 40, in: directory)
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        let ours = try checker.wordForms(cache: nil)
        let oursSet = Set(ours)
        #expect(oursSet.count == ours.count, "each form once")
        #expect(ours == ours.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        let base = dic.deletingPathExtension().path
        // unmunch's forms that the hunspell tool accepts (-G prints the correct words).
        let unmunched = try run(["unmunch", dic.path, aff.path])
        let accepted = try run(["hunspell", "-G", "-d", base], input: unmunched)
        // As Hunspell writes them (its OCONV table, checked against the tool in
        // ConversionTableTests): unmunch writes the .dic's own spelling (French ' for ’).
        let conversion = try AffixRules(affixData: Data(contentsOf: aff), path: aff.path).outputConversion
        let expected = Set(accepted.split(separator: 0x0A).compactMap { checker.encoding.decode($0) }.map(conversion.convert))
        #expect(expected.count > 4000, "a real sample")
        let missing = expected.filter { word in
            !oursSet.contains(word) && !oursSet.contains(word.lowercased())
                && !oursSet.contains(String(word.prefix(1)).lowercased() + word.dropFirst())
                && !oursSet.contains(String(word.prefix(1)) + word.dropFirst().lowercased())
        }
        #expect(missing.isEmpty, "unmunch has \(missing.count) forms we lack: \(missing.sorted().prefix(20))")
        #expect(ours.count >= expected.count * 99 / 100)
        // hunspell -l prints the words it refuses: none of ours. The tool splits text into words
        // at characters that are not letters (AgIO₃, Huay-Huay), so only forms of letters alone
        // and apostrophes inside words (l'homme, dog's) are asked about whole: most of them (German has
        // many compound parts such as -abbremsen, which Hunspell accepts and the tool would split).
        let letters = ours.filter { form in
            form.first?.isLetter == true && form.last?.isLetter == true && form.allSatisfy { $0.isLetter || $0 == "'" || $0 == "’" }
        }
        #expect(letters.count >= ours.count * 3 / 4, "\(Set(ours).subtracting(letters).sorted().prefix(30))")
        let refused = try run(["hunspell", "-l", "-i", "UTF-8", "-d", base], input: Data(letters.joined(separator: "\n").utf8))
        #expect(refused.isEmpty, "hunspell refuses \(String(decoding: refused.prefix(300), as: UTF8.self))")
    }

    /// The forms made of some letters, found by visiting only the stems and affixes that can
    /// make them, are exactly the forms of the whole expansion made of those letters, with both
    /// engines: for the letters of long forms of the sample (as a root's), with and without a
    /// length, with `OCONV` (French `'`, Dutch `ĳ`), capitals, suffixes that strip up to eight
    /// letters (pt_BR, pl_PL), asked again and again of one checker (which keeps its index of
    /// the entries).
    @Test(arguments: [("en_US", 50), ("de_DE", 50), ("fr", 50), ("nl", 50), ("ru_RU", 50), ("pt_BR", 50), ("pl_PL", 50)])
    func formsOfSomeLettersAreTheWholeExpansionsFormsOfThem(_ name: String, _ step: Int) throws {
        let directory = try TemporaryDirectory()
        let (aff, dic) = try sample(name, step: step, in: directory)
        let all = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil).wordForms(cache: nil)
        let hunspell = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        let engine = try DictionaryChecker(affixURL: aff, dictionaryURL: dic)
        // Roots: long forms of letters, spread over the list; their letters in both cases, and
        // the apostrophes and ligatures OCONV writes, so converted forms are among the asked.
        var generator = SeededGenerator(seed: 7)
        let long = all.filter { $0.count >= 8 && $0.unicodeScalars.allSatisfy(\.properties.isAlphabetic) }
        try #require(long.count > 100, "a real sample")
        for _ in 0..<6 {
            let root = try #require(long.randomElement(using: &generator))
            var letters = Set(root.lowercased().unicodeScalars).union(root.uppercased().unicodeScalars)
            letters.formUnion(["’", "i", "j"])
            for maximumLength in [nil, LetterLength.of(root.unicodeScalars) - 2] {
                let expected = all.filter { form in
                    form.unicodeScalars.allSatisfy(letters.contains)
                        && maximumLength.map { LetterLength.of(form.unicodeScalars) <= $0 } ?? true
                }
                #expect(expected.count > 1, "\(root)")
                #expect(try hunspell.wordForms(spelledWith: letters.contains, maximumLength: maximumLength) == expected,
                        "\(name) \(root) \(maximumLength ?? 0), libhunspell")
                #expect(try engine.wordForms(spelledWith: letters.contains, maximumLength: maximumLength) == expected,
                        "\(name) \(root) \(maximumLength ?? 0), engine")
            }
        }
    }

    /// The index of a `.dic` file's entries holds their lines' bounds in the file: a byte-order
    /// mark and CRLF line ends move none of them (the forms of some letters are those of the
    /// same file without them).
    @Test func aByteOrderMarkAndCRLFLineEndsMoveNoEntry() throws {
        let directory = try TemporaryDirectory()
        let (aff, dic) = try sample("de_DE", step: 8, in: directory)
        let plain = try Data(contentsOf: dic)
        let marked = Data([0xEF, 0xBB, 0xBF]) + Data(plain.split(separator: 0x0A, omittingEmptySubsequences: false)
            .joined(separator: [0x0D, 0x0A]))
        let other = try directory.write("marked.dic", marked)
        let expected = try DictionaryChecker(affixURL: aff, dictionaryURL: dic)
        let checker = try DictionaryChecker(affixURL: aff, dictionaryURL: other)
        var found = 0
        for root in ["Schneemann", "Wandertag", "Kanzlerin", "Umsetzung"] {
            let letters = Set(root.unicodeScalars).union(root.lowercased().unicodeScalars)
            let forms = try expected.wordForms(spelledWith: letters.contains, maximumLength: nil)
            found += forms.count
            #expect(try checker.wordForms(spelledWith: letters.contains, maximumLength: nil) == forms, "\(root)")
        }
        #expect(found > 20)
    }

    /// Hungarian stems chain affixes into more forms than any listing holds: asked for the
    /// forms of a root's letters, the expansion visits only what can make them, and hunspell
    /// accepts each one it lists.
    @Test func formsOfSomeLettersOfHungarianAreListedAndCorrect() throws {
        let directory = try TemporaryDirectory()
        let (aff, dic) = try sample("hu_HU", step: 50, in: directory)
        let engine = try DictionaryChecker(affixURL: aff, dictionaryURL: dic)
        let root = "tengerpart"
        let letters = Set(root.unicodeScalars)
        let forms = try engine.wordForms(spelledWith: letters.contains, maximumLength: root.count)
        #expect(!forms.isEmpty)
        #expect(forms.allSatisfy { $0.unicodeScalars.allSatisfy(letters.contains) && $0.count <= root.count })
        let accepted = try run(["hunspell", "-G", "-d", dic.deletingPathExtension().path],
                               input: Data(forms.joined(separator: "\n").utf8))
        #expect(Set(accepted.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }) == Set(forms))
    }

    /// A dictionary whose forms pass the expansion's limits is refused with an error that says
    /// so, never listed in part: a stem with more forms than a stem may make, through either
    /// listing and either engine.
    @Test func aDictionaryWithTooManyFormsIsRefusedNotListedInPart() throws {
        let directory = try TemporaryDirectory()
        let count = WordFormExpander.Limits.standard.formsPerStem + 10
        // Suffix n: n's digits in base 26, written a...z.
        let suffix = { (number: Int) -> String in
            var rest = number, text = ""
            repeat {
                text.unicodeScalars.append(Unicode.Scalar(UInt8(0x61 + rest % 26)))
                rest /= 26
            } while rest > 0
            return text
        }
        let entries = (0..<count).map { "SFX A 0 \(suffix($0)) .\n" }
        let aff = try directory.write("big.aff", "SET UTF-8\nSFX A Y \(count)\n" + entries.joined())
        let dic = try directory.write("big.dic", "1\nab/A\n")
        let hunspell = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        let limits = WordFormExpander.Limits.standard
        let refusal = LexiconError.malformed(path: dic.path, line: nil, reason: "the entry \"ab\" makes more than \(limits.formsPerStem)"
            + " word forms (or combines more than \(limits.stepsPerStem) affixes), more than lexcheck lists for one entry")
        #expect(throws: refusal) { try hunspell.wordForms(cache: nil) }
        let engine = try DictionaryChecker(affixURL: aff, dictionaryURL: dic)
        let everyLetter = Set((0x61...0x7A).compactMap(Unicode.Scalar.init))
        #expect(throws: refusal) {
            try engine.wordForms(spelledWith: everyLetter.contains, maximumLength: nil)
        }
        // Letters that few suffixes fit: listed, every one.
        let few = try engine.wordForms(spelledWith: Set("abcd".unicodeScalars).contains, maximumLength: nil)
        #expect(few.contains("ab") && few.contains("abb") && few.allSatisfy { $0.allSatisfy("abcd".contains) })
    }

    /// Forms are read back from the cache only when whole: a changed dictionary has another
    /// key, and a file cut short, with any byte of its forms changed, or with another count is
    /// not used.
    @Test func theCacheIsKeyedByTheFilesAndIgnoresADamagedFile() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("xx.aff", "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n")
        let dic = try directory.write("xx.dic", "2\ncat/S\ndog\n")
        let cache = WordFormCache(directory: directory.url.appending(path: "cache"))
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        #expect(try checker.wordForms(cache: cache) == ["cat", "cats", "dog"])
        let key = WordFormCache.key(affixData: try Data(contentsOf: aff), dictionaryData: try Data(contentsOf: dic))
        #expect(cache.forms(for: key) == ["cat", "cats", "dog"])
        // What the cache holds is what is returned, without expanding again.
        cache.store(["cat"], for: key)
        #expect(try checker.wordForms(cache: cache) == ["cat"])
        // Another dictionary, another key: expanded afresh.
        try directory.write("xx.dic", "2\ncat/S\ndogs\n")
        let changed = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        #expect(try changed.wordForms(cache: cache) == ["cat", "cats", "dogs"])
        // A file cut short (its header counts more lines than it has) is not used.
        let newKey = WordFormCache.key(affixData: try Data(contentsOf: aff), dictionaryData: try Data(contentsOf: dic))
        let file = cache.directory.appending(path: "\(newKey).txt")
        let whole = try String(contentsOf: file, encoding: .utf8)
        try String(whole.dropLast(6)).write(to: file, atomically: true, encoding: .utf8)
        #expect(cache.forms(for: newKey) == nil)
        #expect(try changed.wordForms(cache: cache) == ["cat", "cats", "dogs"])
        // Every byte of the forms changed in turn, and the header's count set to 0: never used
        // (the forms would lose an answer, or all of them).
        let good = try Data(contentsOf: file)
        let bodyStart = try #require(good.firstIndex(of: 0x0A)) + 1
        for position in bodyStart..<good.count {
            var damaged = good
            damaged[position] = damaged[position] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            try damaged.write(to: file)
            #expect(cache.forms(for: newKey) == nil, "byte \(position)")
        }
        var header = try #require(String(data: good[..<bodyStart], encoding: .utf8)).split(separator: " ").map(String.init)
        header[header.count - 2] = "0"
        try Data((header.joined(separator: " ") + "\n").utf8).write(to: file)
        #expect(cache.forms(for: newKey) == nil, "an empty list under another count")
        try Data((header.joined(separator: " ")).utf8 + good[bodyStart...]).write(to: file)
        #expect(cache.forms(for: newKey) == nil)
        #expect(try changed.wordForms(cache: cache) == ["cat", "cats", "dogs"])
    }
}
#endif
