import AnagramRules
import Foundation
import LexiconCheck

/// A game in each language the package ships games in, as an app plays it: the `.aff`/`.dic`
/// files opened with the Swift engine (`DictionaryChecker`), the game's rules made on it, start
/// words chosen and a root dealt, answers judged, roots solved. Built without the `Hunspell`
/// trait (`--disable-default-traits`), this is the Hunspell-free build an iOS app gets.
///
/// Each language is measured in a process of its own (this program run again with
/// `--budget-child DICTIONARY`), so that its peak memory is its own and its first root really is
/// the first (an empty cache folder). The budgets are the game issue's.
enum GameBudgets {
    /// The dictionaries measured, by Debian's file names: one per game language.
    static let dictionaries = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "pl_PL", "sv_SE", "tr_TR", "ru_RU"]

    /// The flag that makes this program measure one dictionary and print one line.
    static let childFlag = "--budget-child"

    static let openBudget = Duration.milliseconds(100)
    static let peakBudget = 50  // MB
    static let firstRootBudget = Duration.milliseconds(300)
    static let judgeBudget = Duration.microseconds(50)
    static let solveBudget = Duration.milliseconds(50)
    static let dataBudget = 5_000_000  // bytes

    /// The report: a header, one line per installed dictionary (each from its own process), and
    /// the data every app carries whatever its language.
    static func report() throws -> [String] {
        var lines = [
            "games in the Hunspell-free build (Swift engine; release; each language in its own process):",
            "  budgets: open ≤ 100 ms, peak ≤ 50 MB, first root ≤ 300 ms, judge ≤ 50 µs, solve ≤ 50 ms, data ≤ 5 MB",
            "  dictionary  open      peak    first root (cold)  first root (cached)  judge/answer  solve/root (first)   language data",
        ]
        let locator = DictionaryLocator()
        for name in dictionaries where (try? locator.dictionary(for: name)) != nil {
            lines.append(try runChildWithEmptyCache([childFlag, name]))
        }
        let shared = bytes(under: resources.appending(path: "dictionaries"))
        lines.append("  every app also carries the bundled English data (Resources/dictionaries): \(megabytes(shared))")
        return lines
    }

    /// Measures a game on `name` in this process (a child) and prints its line.
    static func measureChild(_ name: String) throws {
        let files = try DictionaryLocator().dictionary(for: name)
        let clock = ContinuousClock()
        var rules: GameRules?
        // Opening a game: the dictionary read and the rules made on it, as the first thing the
        // process does.
        let open = try clock.measure {
            let checker = try DictionaryChecker(affixURL: files.affixURL, dictionaryURL: files.dictionaryURL, language: files.language)
            rules = try GameRules(checker: checker)
        }
        guard let rules else { fail("\(name): no rules") }
        let settings = rules.settings
        let cacheDirectory = GameLexicon.defaultCacheDirectory
        var generator = SeededRandomNumberGenerator(seed: 7)
        // The first root of the first game: start words chosen (and cached), one dealt.
        var lexicon = GameLexicon(checker: rules.checker, settings: settings, cacheDirectory: cacheDirectory)
        var roots: StartWords?
        var root = ""
        let cold = try clock.measure {
            roots = try lexicon.startWords()
            root = try roots?.randomRoot(allowedBy: rules, using: &generator) ?? ""
        }
        // The first root of a later launch: the start words read from the cache.
        lexicon = GameLexicon(checker: rules.checker, settings: settings, cacheDirectory: cacheDirectory)
        let cached = try clock.measure {
            roots = try lexicon.startWords()
            root = try roots?.randomRoot(allowedBy: rules, using: &generator) ?? ""
        }
        guard let roots, !root.isEmpty else { fail("\(name): no root") }
        // Solving roots as a game does to show what was missed: the forms the root's letters can
        // spell, each confirmed by the checker. The first also indexes the dictionary's entries.
        let sample = (0..<12).map { _ in roots.randomRoot(using: &generator) }
        var solutions: [Solution] = []
        var solveTimes: [Duration] = []
        for root in sample {
            var solution: Solution?
            solveTimes.append(try clock.measure {
                solution = try lexicon.solver(for: root).solve(root: root, settings: settings, checker: rules.checker)
            })
            if let solution { solutions.append(solution) }
        }
        let firstSolve = solveTimes[0]
        solveTimes.sort()
        // Judging: every answer of the solved roots, and each with two letters swapped (mostly
        // rejected), through the whole rule chain.
        var attempts: [(word: String, root: String)] = []
        for (root, solution) in zip(sample, solutions) {
            for answer in solution.answers.prefix(200) {
                attempts.append((answer, root))
                var letters = Array(answer)
                if letters.count > 3 { letters.swapAt(1, letters.count - 2) }
                attempts.append((String(letters), root))
            }
        }
        guard !attempts.isEmpty else { fail("\(name): no answers") }
        var accepted = 0
        let judge = measure(runs: 5, per: attempts.count) {
            for attempt in attempts where rules.judge(attempt.word, root: attempt.root).isAccepted { accepted += 1 }
        }
        if accepted == 0 { fail("\(name): nothing accepted") }
        let peak = peakMemoryMegabytes()
        let data = languageData(for: LanguageTag(settings.language)?.language ?? settings.language)
        let columns: [(String, Int)] = [
            (name, 10),
            (verdict(Measurement.format(open), open <= openBudget), 8),
            (verdict("\(peak) MB", peak <= peakBudget), 6),
            (verdict(Measurement.format(cold), cold <= firstRootBudget), 17),
            (verdict(Measurement.format(cached), cached <= firstRootBudget), 19),
            (verdict(Measurement.format(judge), judge <= judgeBudget), 12),
            (verdict(Measurement.format(solveTimes[solveTimes.count / 2]), solveTimes[solveTimes.count / 2] <= solveBudget)
                + " (\(Measurement.format(firstSolve)))", 19),
            (verdict(megabytes(data), data <= dataBudget), 0),
        ]
        print("  " + columns.map { $0.0.padding(toLength: max($0.1, $0.0.count), withPad: " ", startingAt: 0) }.joined(separator: "  "))
    }

    /// `value`, marked with `!` when it misses its budget.
    private static func verdict(_ value: String, _ met: Bool) -> String { met ? value : value + " !" }

    /// The package's `Resources` folder, beside this benchmark package.
    static var resources: URL {
        URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../Resources").standardizedFileURL
    }

    /// The bytes an app ships for a game in `language` beside the `.aff`/`.dic`: its word
    /// frequencies, its content list and its translated texts.
    static func languageData(for language: String) -> Int {
        let files = [resources.appending(path: "frequency/\(language).txt"), resources.appending(path: "blocklists/\(language).txt")]
        return files.reduce(0) { $0 + bytes(under: $1) } + bytes(under: resources.appending(path: "Localization/\(language).lproj"))
    }

    /// The size of the file at `url`, or of every file under it.
    static func bytes(under url: URL) -> Int {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return 0 }
        guard isDirectory.boolValue else { return (try? manager.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        let children = (try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        return children.reduce(0) { $0 + bytes(under: $1) }
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }
}
