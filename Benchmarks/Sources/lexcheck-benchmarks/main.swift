import AnagramRules
import Foundation
import LexiconCheck

/// A measured quantity: the median of several runs, with the target it must meet.
struct Measurement {
    var name: String
    var median: Duration
    var unit: String
    var target: Duration?

    static func format(_ duration: Duration) -> String {
        let value = duration.seconds
        return value < 1e-6 ? String(format: "%.1f ns", value * 1e9)
            : value < 1e-3 ? String(format: "%.2f µs", value * 1e6)
            : value < 1 ? String(format: "%.1f ms", value * 1e3)
            : String(format: "%.2f s", value)
    }

    var line: String {
        let shown = Self.format(median)
        let verdict = target.map { (median <= $0 ? "ok" : "MISSED") + " (target ≤ \(Self.format($0)))" } ?? ""
        return "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(shown.padding(toLength: 12, withPad: " ", startingAt: 0)) \(unit.padding(toLength: 10, withPad: " ", startingAt: 0)) \(verdict)"
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// Runs `body` `runs` times and returns the median duration divided by `per`.
func measure(runs: Int = 7, per: Int = 1, _ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    var durations: [Duration] = []
    for _ in 0..<runs {
        durations.append(try clock.measure(body))
    }
    durations.sort()
    return durations[durations.count / 2] / per
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

#if Hunspell
/// Every source of guesses: the word list, the Swift engine, and the Hunspell backend with each
/// guess source.
func guessBackends() throws -> [(String, any TextChecker)] {
    guard let wordList = WordListChecker.bundledWordListURL else { fail("no bundled word list") }
    return [
        ("word list", try WordListChecker(contentsOf: wordList, personalDictionary: nil)),
        ("swift engine", try DictionaryChecker(language: "en_US", personalDictionary: nil)),
        ("hunspell, ranked list", try HunspellChecker(language: "en_US", personalDictionary: nil, guessSource: .rankedList)),
        ("hunspell, merged", try HunspellChecker(language: "en_US", personalDictionary: nil, guessSource: .merged)),
        ("hunspell, its own", try HunspellChecker(language: "en_US", personalDictionary: nil, guessSource: .hunspell)),
    ]
}
#endif

/// Runs the subcommand `name` (a child process of a benchmark, or a timer a script runs) when it
/// is the first argument, with the arguments after it, and exits.
func runSubcommand(_ name: String, _ body: ([String]) throws -> Void) {
    guard CommandLine.arguments.count > 1, CommandLine.arguments[1] == name else { return }
    do {
        try body(Array(CommandLine.arguments.dropFirst(2)))
        exit(0)
    } catch {
        fail("\(error)")
    }
}

runSubcommand(SpellWords.name, SpellWords.run)

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == GameBudgets.childFlag {
    do {
        try GameBudgets.measureChild(CommandLine.arguments[2])
    } catch {
        // A language that cannot be played is a line of the report, not the end of it.
        print("  \(CommandLine.arguments[2].padding(toLength: 10, withPad: " ", startingAt: 0))  cannot be played: \(error)")
    }
    exit(0)
}

#if Hunspell
runSubcommand(LanguageGames.childFlag) { arguments in
    guard arguments.count == 1 else { fail("usage: lexcheck-benchmarks \(LanguageGames.childFlag) LANGUAGE") }
    try LanguageGames.measureChild(arguments[0])
}
runSubcommand(EngineSpeed.childFlag, EngineSpeed.measureChild)
#endif

var results: [Measurement] = []
var qualityLines: [String] = []
let selected = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

do {
    #if Hunspell
    if wanted("engine") {
        qualityLines += try EngineSpeed.lines()
    }
    #endif
    if wanted("solver") {
        let solver = try AnagramSolver.bundled()
        let roots = try StartWords.bundled().words
        var total = 0
        let perRoot = measure(per: roots.count) {
            for root in roots { total += solver.answerCount(root: root) }
        }
        results.append(Measurement(name: "solver: count answers per root (\(solver.wordCount) words)",
                                   median: perRoot, unit: "per root", target: .microseconds(10)))
        let solvePerRoot = measure(per: roots.count) {
            for root in roots { total += solver.solve(root: root).maximumScore }
        }
        results.append(Measurement(name: "solver: full solution per root", median: solvePerRoot, unit: "per root", target: nil))
        // A start list like the tutorial's start.txt: every eight-letter word, one per line.
        guard let wordList = WordListChecker.bundledWordListURL else { fail("no bundled word list") }
        let eightLetters = try String(contentsOf: wordList, encoding: .utf8).split(separator: "\n")
            .filter { $0.count == 8 && $0.allSatisfy { $0.isASCII && $0.isLowercase } }
        let startFile = FileManager.default.temporaryDirectory.appending(path: "lexcheck-bench-start-\(getpid()).txt")
        try Data(eightLetters.map { $0 + "\n" }.joined().utf8).write(to: startFile)
        defer { try? FileManager.default.removeItem(at: startFile) }
        let rankAll = try measure(runs: 5) {
            let fresh = try AnagramSolver.bundled()
            let list = try StartWords(contentsOf: startFile)
            total += fresh.rank(roots: list.words).count
        }
        results.append(Measurement(name: "solver: rank \(eightLetters.count) roots, incl. loading", median: rankAll, unit: "total",
                                   target: .seconds(1)))
        if total == 0 { fail("no answers found") }
    }
    if wanted("rules") {
        guard let url = WordListChecker.bundledWordListURL else { fail("no bundled word list") }
        let rules = try GameRules(checker: try WordListChecker(contentsOf: url, personalDictionary: nil))
        let words = ["palettes", "teeth", "settee", "hapes", "sat", "telepaths", "heat", "Palettes"]
        var accepted = 0
        let perWord = measure(per: 20_000 * words.count) {
            for _ in 0..<20_000 {
                for word in words where rules.judge(word, root: "telepaths").isAccepted { accepted += 1 }
            }
        }
        results.append(Measurement(name: "rules: judge(word, root:) per word", median: perWord, unit: "per word", target: nil))
        // The in-library hot path: a prepared context, many answers on one root.
        let context = RuleContext(root: Answer("telepaths", normalizer: rules.settings.normalizer), usedWords: [],
                                  settings: rules.settings, checker: rules.checker)
        let normalizer = rules.settings.normalizer
        let prepared = measure(per: 100_000 * words.count) {
            for _ in 0..<100_000 {
                for word in words where rules.judge(Answer(word, normalizer: normalizer), in: context).isAccepted { accepted += 1 }
            }
        }
        results.append(Measurement(name: "rules: full chain per word (word list)", median: prepared, unit: "per word",
                                   target: .nanoseconds(100)))
        if accepted == 0 { fail("nothing accepted") }
    }
    if wanted("open") {
        // Opening a dictionary with the Swift engine from its files: read whole
        // (`HunspellDictionary`), and in pieces with the files hashed (`DictionaryChecker`).
        // The engine issue's ≤ 10 ms for en_US and ≤ 100 ms for pt_BR, and the game budget's
        // ≤ 100 ms for the other languages. Median of nine.
        for (language, target) in [("en_US", 10), ("pt_BR", 100), ("tr_TR", 100), ("de_DE", 100), ("ru_RU", 100)] {
            guard let info = try? DictionaryLocator().dictionary(for: language) else { continue }
            let engine = try measure(runs: 9) { _ = try HunspellDictionary(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL) }
            results.append(Measurement(name: "open: HunspellDictionary, \(language)", median: engine, unit: "total", target: .milliseconds(target)))
            let checker = try measure(runs: 9) { _ = try DictionaryChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL) }
            results.append(Measurement(name: "open: DictionaryChecker, \(language)", median: checker, unit: "total", target: .milliseconds(target)))
        }
    }
    if wanted("budgets") {
        qualityLines += try GameBudgets.report()
    }
    #if Hunspell
    if wanted("text") {
        // Running text: the test fixture's English, repeated, through each backend.
        let sample = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Tests/LexiconCheckTests/Fixtures/english-sample.txt").standardizedFileURL, encoding: .utf8)
        let lines = Array(repeating: sample.split(separator: "\n").map(String.init), count: 20).flatMap { $0 }
        let words = lines.reduce(0) { $0 + WordTokenizer.standard.wordRanges(in: $1).count }
        guard let wordList = WordListChecker.bundledWordListURL else { fail("no bundled word list") }
        let backends: [(String, any TextChecker)] = [
            ("hunspell", try HunspellChecker(language: "en_US", personalDictionary: nil)),
            ("word list", try WordListChecker(contentsOf: wordList, personalDictionary: nil)),
        ]
        for (name, checker) in backends {
            var found = 0
            let perWord = measure(per: words) {
                for line in lines { found += checker.misspelledRanges(in: line).count }
            }
            results.append(Measurement(name: "text: tokenize + check, \(name) (\(Int(1 / perWord.seconds)) words/s)",
                                       median: perWord, unit: "per word", target: nil))
            if found == 0 { fail("no misspelling found") }
        }
    }
    if wanted("load") {
        let hunspell = try measure(runs: 5) { _ = try HunspellChecker(language: "en_US", personalDictionary: nil) }
        results.append(Measurement(name: "load: Hunspell en_US dictionary", median: hunspell, unit: "total", target: nil))
        guard let wordList = WordListChecker.bundledWordListURL else { fail("no bundled word list") }
        let list = try measure(runs: 5) { _ = try WordListChecker(contentsOf: wordList, personalDictionary: nil) }
        results.append(Measurement(name: "load: bundled word list", median: list, unit: "total", target: nil))
    }
    if wanted("guesses") {
        let typos = ["recieve", "wrold", "teh", "definately", "seperate", "occured", "neccessary", "untill"]
        for (name, checker) in try guessBackends() {
            var count = 0
            // The first call reads or builds the indexes ("first" times it apart).
            count += checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "en")?.count ?? 0
            let perWord = measure(runs: 5, per: typos.count) {
                for typo in typos {
                    count += checker.guesses(forWordRange: NSRange(location: 0, length: typo.utf16.count), in: typo, language: "en")?.count ?? 0
                }
            }
            results.append(Measurement(name: "guesses: \(name)", median: perWord, unit: "per word",
                                       target: name.contains("merged") || name.contains("own") ? nil : .microseconds(100)))
            if count == 0 { fail("no guesses") }
            if checker is WordListChecker || name.contains("ranked") {
                let prefixes = ["th", "re", "co", "in", "st", "pr", "ma", "de"]
                _ = checker.completions(forPartialWordRange: NSRange(location: 0, length: 1), in: "a", language: "en")
                var completions = 0
                let perPrefix = measure(runs: 7, per: prefixes.count) {
                    for prefix in prefixes {
                        completions += checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: prefix, language: "en")?.count ?? 0
                    }
                }
                results.append(Measurement(name: "completions: \(name), two-letter prefix", median: perPrefix, unit: "per prefix",
                                           target: .microseconds(50)))
                if completions == 0 { fail("no completions") }
            }
        }
    }
    if wanted("guess-speed") {
        // The list path's CPU per guess over the whole Wikipedia corpus (the issue's ≤ 25 µs),
        // without scoring: the word list and Hunspell's ranked list, each after its first guess.
        let wikipedia = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Tests/LexiconCheckTests/Fixtures/wikipedia-misspellings.txt").standardizedFileURL
        let typos = try readMisspellings(at: wikipedia).map(\.typo)
        for (name, checker) in try guessBackends() where name == "word list" || name.contains("ranked") {
            var count = checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "en")?.count ?? 0
            var cpu: [Duration] = []
            for _ in 0..<3 {
                let start = threadCPUTime()
                for typo in typos {
                    count += checker.guesses(forWordRange: NSRange(location: 0, length: typo.utf16.count), in: typo, language: "en")?.count ?? 0
                }
                cpu.append((threadCPUTime() - start) / typos.count)
            }
            if count == 0 { fail("no guesses") }
            results.append(Measurement(name: "guesses: \(name), Wikipedia corpus", median: cpu.sorted()[1], unit: "CPU/word",
                                       target: .microseconds(25)))
        }
    }
    if wanted("first") {
        // What a game's first guess and first completion cost on a fresh checker. The package
        // ships no index of its list: in a fresh cache the first guess builds it (and caches
        // it), after that a fresh checker reads it from the cache. Medians of three and five.
        guard let wordList = WordListChecker.bundledWordListURL else { fail("no bundled word list") }
        let makers: [(String, () throws -> any TextChecker)] = [
            ("word list", { try WordListChecker(contentsOf: wordList, personalDictionary: nil) }),
            ("hunspell, ranked list", { try HunspellChecker(language: "en_US", personalDictionary: nil, guessSource: .rankedList) }),
        ]
        let clock = ContinuousClock()
        let caches = FileManager.default.temporaryDirectory.appending(path: "lexcheck-bench-first-\(getpid())")
        defer { try? FileManager.default.removeItem(at: caches) }
        func useFreshCache(_ number: Int) {
            setenv("LEXCHECK_CACHE_DIRECTORY", caches.appending(path: "\(number)").path, 1)
        }
        let previousCache = ProcessInfo.processInfo.environment["LEXCHECK_CACHE_DIRECTORY"]
        defer {
            if let previousCache { setenv("LEXCHECK_CACHE_DIRECTORY", previousCache, 1) } else { unsetenv("LEXCHECK_CACHE_DIRECTORY") }
        }
        var cacheNumber = 0
        for (name, make) in makers {
            var built: [Duration] = [], guesses: [Duration] = [], completions: [Duration] = []
            var count = 0
            for _ in 0..<3 {
                cacheNumber += 1
                useFreshCache(cacheNumber)
                let checker = try make()
                built.append(clock.measure {
                    count += checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "en")?.count ?? 0
                })
            }
            for _ in 0..<5 {
                let checker = try make()
                guesses.append(clock.measure {
                    count += checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "en")?.count ?? 0
                })
                let other = try make()
                completions.append(clock.measure {
                    count += other.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "th", language: "en")?.count ?? 0
                })
            }
            if count == 0 { fail("no first guesses or completions") }
            results.append(Measurement(name: "first guess, index built: \(name)", median: built.sorted()[1],
                                       unit: "total", target: nil))
            results.append(Measurement(name: "first guess: \(name), fresh checker", median: guesses.sorted()[2], unit: "total",
                                       target: .milliseconds(20)))
            // Hunspell's completions also come from its dictionary's stems, read at the first one.
            results.append(Measurement(name: "first completion: \(name), fresh checker", median: completions.sorted()[2], unit: "total",
                                       target: name == "word list" ? .milliseconds(20) : nil))
        }
    }
    if wanted("languages") {
        qualityLines += try LanguageGames.report()
    }
    if wanted("quality") {
        // Guess quality on each misspelling list: is the intended word first, or in the first
        // five? Every backend and aspell in one run, CPU time per word.
        let wikipedia = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Tests/LexiconCheckTests/Fixtures/wikipedia-misspellings.txt").standardizedFileURL
        for (name, corpus) in try misspellingCorpora(wikipedia: wikipedia) {
            qualityLines.append("guess quality on \(corpus.count) entries of the \(name) (case ignored):")
            for (backend, checker) in try guessBackends() {
                qualityLines.append(GuessQuality(name: backend, checker: checker, corpus: corpus).line)
            }
            if let aspell = try GuessQuality(aspellOn: corpus) {
                qualityLines.append(aspell.line)
            }
        }
    }
    if wanted("language-quality") {
        // Guesses in German and French, where the ranked list is the dictionary's own forms,
        // beside Hunspell's own suggestions, on LibreOffice's autocorrect lists (MPL-2.0,
        // committed with their licence).
        let fixtures = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../Tests/LexiconCheckTests/Fixtures")
            .standardizedFileURL
        for (language, file) in [("de_DE", "libreoffice-autocorrect-de.txt"), ("fr", "libreoffice-autocorrect-fr.txt")] {
            guard (try? DictionaryLocator().dictionary(for: language)) != nil else { continue }
            let corpus = try readMisspellings(at: fixtures.appending(path: file))
            qualityLines.append("guess quality on \(corpus.count) entries of LibreOffice's \(language) autocorrect list (case ignored):")
            let engine = try DictionaryChecker(language: language, personalDictionary: nil)
            qualityLines.append(GuessQuality(name: "Swift engine \(language)", checker: engine, corpus: corpus).line)
            for source in [HunspellChecker.GuessSource.rankedList, .merged, .hunspell] {
                let checker = try HunspellChecker(language: language, guessSource: source)
                qualityLines.append(GuessQuality(name: "Hunspell \(language) .\(source)", checker: checker, corpus: corpus).line)
            }
        }
    }
    #endif
} catch {
    fail("\(error)")
}

print("lexcheck benchmarks — \(ProcessInfo.processInfo.activeProcessorCount) cores, median of several runs")
for result in results {
    print(result.line)
}
for line in qualityLines {
    print(line)
}
// Peak memory of the whole benchmark process (Linux).
if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
   let peak = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) {
    print("peak memory (all benchmarks in one process): " + peak.dropFirst(6).trimmingCharacters(in: .whitespaces))
}
