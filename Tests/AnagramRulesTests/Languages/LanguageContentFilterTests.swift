import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// The content filter in the twelve game languages, on Debian's whole dictionaries through the
/// Swift engine (this suite runs in the Hunspell-free build too). The blocked words come from
/// the bundled lists and the `.dic` files at test time, never from this file.
@Suite("Content filter in each language")
struct LanguageContentFilterTests {
    static let languages = SwiftEngineGameTests.languages

    /// The checkers opened so far, shared by the tests (opening one takes seconds in a debug build).
    private static let opened = OpenedCheckers()

    final class OpenedCheckers: @unchecked Sendable {
        private let lock = NSLock()
        private var checkers: [String: DictionaryChecker] = [:]

        func checker(_ name: String) throws -> DictionaryChecker {
            lock.lock()
            defer { lock.unlock() }
            if let checker = checkers[name] { return checker }
            let path = "/usr/share/hunspell/\(name)"
            try #require(FileManager.default.fileExists(atPath: path + ".dic"), "scripts/setup/install-dependencies --tests installs \(name)")
            let checker = try DictionaryChecker(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"))
            checkers[name] = checker
            return checker
        }
    }

    static func checker(_ name: String) throws -> DictionaryChecker {
        try opened.checker(name)
    }

    /// The checker of `name`, and games in the language on it with the default filter and none.
    static func games(_ name: String) throws -> (checker: DictionaryChecker, filtered: GameRules, open: GameRules) {
        let checker = try checker(name)
        return (checker, try GameRules(checker: checker),
                try GameRules(checker: checker, settings: GameSettings(language: name, contentFilter: .off)))
    }

    /// The words of `Resources/frequency/<language>.txt`, most common first.
    static func commonWords(_ name: String) throws -> [String] {
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Resources/frequency/\(String(name.prefix(2))).txt").standardizedFileURL
        let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line -> (String, Int)? in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let zipf = Int(fields[1]) else { return nil }
            return (String(fields[0]), zipf)
        }
        return rows.sorted { $0.1 > $1.1 }.map(\.0)
    }

    /// Whether one of `words` is a part of `text` (each of its stretches of letters looked up).
    static func holdsOne(of words: Set<String>, _ text: String) -> Bool {
        let characters = Array(text)
        for start in characters.indices {
            for end in characters.indices[start...] where words.contains(String(characters[start...end])) {
                return true
            }
        }
        return false
    }

    /// The package's files are the languages the filter says it has lists for.
    @Test func theListsAreTheLanguagesTheFilterNames() throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../Resources/blocklists")
            .standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == ContentFilter.bundledLanguages)
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "LICENSE.md").path))
    }

    /// Each list: one word of the language's letters an entry, lower case as the language
    /// writes it, sorted, each once.
    @Test(arguments: languages)
    func eachListIsOneLowerCaseWordOfTheLanguagesLettersAnEntry(_ name: String) throws {
        let words = try ContentFilter.bundledWords(for: name)
        let code = String(name.prefix(2))
        guard ContentFilter.bundledLanguages.contains(code) else {
            #expect(words.isEmpty, "\(name) has no list")
            return
        }
        #expect(words.count >= 30, "\(name): \(words.count)")
        let locale = Locale(identifier: name)
        let script: ClosedRange<Unicode.Scalar> = ["ru", "uk"].contains(code) ? "\u{400}"..."\u{4FF}" : "a"..."\u{24F}"
        for word in words {
            #expect(word.unicodeScalars.allSatisfy { script.contains($0) && $0.properties.isAlphabetic }, "\(name): \(word)")
            #expect(word.lowercased(with: locale) == word, "\(name): \(word)")
        }
        #expect(Set(words).count == words.count)
        #expect(words == words.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
    }

    /// Every word of the list the dictionary knows is rejected as blocked, typed in capitals
    /// (German nouns as the dictionary capitalises them), and accepted with the filter off;
    /// a word that holds a blocked one inside is not blocked for that.
    @Test(arguments: languages)
    func theListsWordsAreRejectedAndWordsHoldingThemAreNot(_ name: String) throws {
        let (checker, filtered, open) = try Self.games(name)
        let locale = Locale(identifier: name)
        let list = try ContentFilter.bundledWords(for: name)
        var known = 0
        for word in list where word.count >= 3 && open.judge(word, root: word + "x").isAccepted {
            known += 1
            let verdict = filtered.judge(word.uppercased(with: locale), root: word + "x")
            #expect(verdict.reason == .blocked, "\(name): #\(list.firstIndex(of: word) ?? -1) of its list (\(verdict.reason.map { "\($0)" } ?? "accepted"))")
        }
        if !list.isEmpty { #expect(known >= 10, "\(name): the dictionary knows \(known) of the list's words") }

        // Common words holding a list word inside, but no form of one: the filter compares
        // whole words.
        let entries = Set(list.filter { $0.count >= 3 })
        // English games block the forms English spelling makes of each entry (`snipers`).
        let englishForms = name.hasPrefix("en") ? list.reduce(into: Set<String>()) { $0.formUnion(EnglishInflection.forms(of: $1)) } : []
        var holding = 0
        for word in try Self.commonWords(name).prefix(30_000) where !entries.contains(word) && !englishForms.contains(word) && holding < 40 {
            guard Self.holdsOne(of: entries, word) else { continue }
            let answer = Answer(word, normalizer: filtered.settings.normalizer)
            let spelling = filtered.context(root: Answer("", normalizer: filtered.settings.normalizer), usedWords: [])
                .dictionarySpelling(of: answer)
            guard let spelling, !checker.isMarkedNoSuggest(spelling) else { continue }
            let stems = checker.stems(of: spelling).map { $0.lowercased(with: locale) }
            guard !stems.contains(where: { Self.holdsOne(of: Set(list), $0) }) else { continue }
            holding += 1
            let blocked = filtered.isBlocked(word)
            #expect(!blocked, "\(name): \(word)")
        }
        if !list.isEmpty { #expect(holding >= 1, "\(name): no common word holds a list word") }
    }

    /// The forms of a listed word among the language's common words are blocked, found through
    /// their stems as the dictionary spells them (German `Fotzen` of `Fotze`).
    @Test(arguments: languages)
    func formsOfTheListsWordsAreBlocked(_ name: String) throws {
        let (checker, filtered, open) = try Self.games(name)
        let locale = Locale(identifier: name)
        let entries = Set(try ContentFilter.bundledWords(for: name))
        guard !entries.isEmpty else { return }
        let context = open.context(root: Answer("", normalizer: open.settings.normalizer), usedWords: [])
        var derived = 0
        // English games leave out the words Hunspell's stems derive wrongly (`peer` of `pee`).
        let notForms = name.hasPrefix("en") ? EnglishInflection.notForms : []
        for word in try Self.commonWords(name).prefix(15_000) where !entries.contains(word) && !notForms.contains(word) {
            guard let spelling = context.dictionarySpelling(of: Answer(word, normalizer: open.settings.normalizer)),
                  checker.stems(of: spelling).contains(where: { entries.contains($0.lowercased(with: locale)) })
            else { continue }
            derived += 1
            let blocked = filtered.isBlocked(spelling) && filtered.isBlocked(word)
            #expect(blocked, "\(name): a form of a list word")
        }
        #expect(derived >= 1, "\(name): no form of a list word")
    }

    static let markingDictionaries = ["en_US", "de_DE", "fr_FR", "nl_NL", "pt_BR", "sv_SE"]

    /// The words a dictionary marks `NOSUGGEST` (read from the `.dic` here; entries that can
    /// stand alone and no unmarked entry spells too), as the tool writes them (Dutch `ĳ` as
    /// `ij`), and their forms (the entry with an ending the dictionary accepts and stems back
    /// only to marked words, German `Fotzen`) are blocked, typed in any case; the marks alone
    /// block them; a game that allows a marked word lets its forms through too.
    @Test(arguments: markingDictionaries)
    func wordsTheDictionaryMarksAreBlocked(_ name: String) throws {
        let checker = try Self.checker(name)
        let read = try MarkedEntries(name)
        let entries = Set(read.words.map { $0.replacingOccurrences(of: "ĳ", with: "ij") })
        let marked = read.plainWords(checker)
        #expect(marked.count >= 10, "\(name): \(marked.count) marked words")
        let filtered = try GameRules(checker: checker)
        let marksOnly = try GameRules(checker: checker, settings: GameSettings(
            language: name, contentFilter: ContentFilter(usesBundledList: false)))
        let locale = Locale(identifier: name)
        var forms: [(entry: String, form: String)] = []
        for word in marked {
            // In capitals too, when the dictionary writes it in lower case or capitalised.
            let upper = word.uppercased(with: locale)
            let capitals = word.dropFirst() == word.dropFirst().lowercased(with: locale) && checker.isCorrect(upper)
            #expect(filtered.isBlocked(word) && (!capitals || filtered.isBlocked(upper)),
                    "\(name): #\(marked.firstIndex(of: word) ?? -1) of the marked words")
            #expect(marksOnly.isBlocked(word), "\(name): the marks alone block it")
            for ending in ["s", "n", "en", "es", "e", "er"] {
                let form = word + ending
                // A form only of marked words: one that is also another word's is not blocked.
                let stems = checker.isCorrect(form) && !entries.contains(form) ? checker.stems(of: form) : []
                if stems.contains(word), stems.allSatisfy(entries.contains) {
                    forms.append((word, form))
                }
            }
        }
        for (_, form) in forms {
            #expect(marksOnly.isBlocked(form), "\(name): a form of a marked word")
        }
        if name == "de_DE" { #expect(forms.count >= 3, "\(forms.count) forms") }
        // Allowed, a marked word and its forms pass.
        if let (entry, form) = forms.first {
            var filter = ContentFilter(usesBundledList: false)
            filter.allow([entry])
            let allowing = try GameRules(checker: checker, settings: GameSettings(language: name, contentFilter: filter))
            #expect(!allowing.isBlocked(entry) && !allowing.isBlocked(form), "\(name): allowed")
        }
    }

    /// A word's stems and mark asked at once, of the Swift checker and of a composite holding
    /// it, are the two answers asked apart: for marked entries and common words, as written
    /// and capitalised.
    @Test(arguments: markingDictionaries)
    func stemsAndMarkAtOnceAreTheTwoAnswers(_ name: String) throws {
        let checker = try Self.checker(name)
        let composite = try CompositeChecker([checker, try WordListChecker(words: ["zzyzx"], personalDictionary: nil)])
        let words = try MarkedEntries(name).words.prefix(300) + Self.commonWords(name).prefix(1_500)
        var marked = 0
        for word in words {
            for spelling in [word, word.capitalized] {
                for morphology in [checker, composite] as [any MorphologicalChecker] {
                    let found = morphology.stemsAndNoSuggestMark(of: spelling)
                    #expect(found.stems == morphology.stems(of: spelling), "\(name): \(spelling)")
                    #expect(found.isMarkedNoSuggest == morphology.isMarkedNoSuggest(spelling), "\(name): \(spelling)")
                    if found.isMarkedNoSuggest { marked += 1 }
                }
            }
        }
        #expect(marked >= 20, "\(name): \(marked) marked")
    }

    #if LEXCHECK_HUNSPELL
    /// libhunspell's checker finds the same marks.
    @Test(arguments: markingDictionaries)
    func libhunspellsCheckerFindsTheMarks(_ name: String) throws {
        let hunspell = try HunspellChecker(language: name, personalDictionary: nil)
        let swift = try Self.checker(name)
        let marked = try MarkedEntries(name).plainWords(hunspell)
        #expect(marked.count >= 10)
        let rules = try GameRules(checker: hunspell, settings: GameSettings(language: name, contentFilter: ContentFilter(usesBundledList: false)))
        for word in marked {
            #expect(hunspell.isMarkedNoSuggest(word) && rules.isBlocked(word), "\(name): #\(marked.firstIndex(of: word) ?? -1)")
        }
        for word in try Self.commonWords(name).prefix(3_000) {
            guard let spelling = [word, word.capitalized].first(where: hunspell.isCorrect) else { continue }
            #expect(hunspell.isMarkedNoSuggest(spelling) == swift.isMarkedNoSuggest(spelling), "\(name): \(spelling)")
            let found = swift.stemsAndNoSuggestMark(of: spelling)
            #expect(found.stems == hunspell.stems(of: spelling) && found.isMarkedNoSuggest == hunspell.isMarkedNoSuggest(spelling),
                    "\(name): \(spelling)")
        }
    }
    #endif
}

/// The words a `.dic` file gives the `NOSUGGEST` flag, read plainly: the flag from the `.aff`,
/// each entry's flags after its first unescaped `/` in the `.aff`'s `FLAG` format.
struct MarkedEntries {
    /// The marked entries' words, in the file's order.
    let words: [String]
    /// The words of entries without the flag.
    let unmarked: Set<String>

    /// The marked words no unmarked entry spells too (a homonym Hunspell would suggest), with
    /// at least three letters and nothing else, that `checker` accepts; `ĳ` written `ij`.
    func plainWords(_ checker: any TextChecker) -> [String] {
        words.filter { !unmarked.contains($0) }.map { $0.replacingOccurrences(of: "ĳ", with: "ij") }
            .filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) && checker.isCorrect($0) }
    }

    init(_ name: String) throws {
        let affix = try String(contentsOfFile: "/usr/share/hunspell/\(name).aff", encoding: .utf8)
        let directives = affix.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        let flag = try #require(directives.first { $0.first == "NOSUGGEST" && $0.count > 1 }?[1])
        let format = directives.first { $0.first == "FLAG" && $0.count > 1 }?[1] ?? "char"
        // Entries that cannot stand alone are no words of their own (de_DE `Parteien/nhij`).
        let bound = directives.filter { ["NEEDAFFIX", "PSEUDOROOT", "ONLYINCOMPOUND"].contains($0.first) && $0.count > 1 }.map { $0[1] }
        let dictionary = try String(contentsOfFile: "/usr/share/hunspell/\(name).dic", encoding: .utf8)
        var words: [String] = []
        var unmarked: Set<String> = []
        for line in dictionary.split(whereSeparator: \.isNewline).dropFirst() {
            let entry = line.split(separator: "\t").first.map { $0.split(separator: " ").first ?? "" } ?? ""
            guard let slash = entry.firstIndex(of: "/"), slash > entry.startIndex else { continue }
            let word = String(entry[..<slash]), flags = String(entry[entry.index(after: slash)...])
            let split: [String] = switch format {
            case "long": stride(from: 0, to: flags.count, by: 2).map { String(Array(flags)[$0..<min($0 + 2, flags.count)]) }
            case "num": flags.split(separator: ",").map(String.init)
            default: flags.map(String.init)
            }
            if split.contains(where: bound.contains) { continue }
            if split.contains(flag) { words.append(word) } else { unmarked.insert(word) }
        }
        self.words = words
        self.unmarked = unmarked
    }
}
