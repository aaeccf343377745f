#if Hunspell
import AnagramRules
import Foundation
import LexiconCheck

/// Games in other languages: for each installed Hunspell dictionary, the cost of its word forms
/// (expanded, confirmed and cached the first time; read from the cache after) and of the solver
/// built on them (indexing, start words, one root solved).
///
/// Each dictionary is measured in a process of its own (this program run again with
/// `--language-child NAME`), so that its peak memory is its own and its first expansion really
/// is the first (an empty cache folder).
enum LanguageGames {
    /// The dictionaries measured, when installed (Debian's `hunspell-en-us`, `-de-de`, `-es`,
    /// `-fr-classical`, `-ru`, `-tr`).
    static let dictionaries = ["en_US", "de_DE", "es_ES", "fr", "ru_RU", "tr_TR"]

    /// The flag that makes this program measure one dictionary and print one line.
    static let childFlag = "--language-child"

    /// The lines the report shows: one per dictionary, each measured in its own process.
    static func report() throws -> [String] {
        var lines = ["games per language (release build; each dictionary in its own process):",
                     "  dictionary  forms      expand+confirm  open+cached  peak memory  solver index  start words (count)   solve/root  solve+check/root"]
        for name in dictionaries where (try? HunspellChecker(language: name, personalDictionary: nil)) != nil {
            lines.append(try runChildWithEmptyCache([childFlag, name]))
        }
        return lines
    }

    /// Measures `name` in this process (a child) and prints its line.
    static func measureChild(_ name: String) throws {
        let checker = try HunspellChecker(language: name, personalDictionary: nil)
        let clock = ContinuousClock()
        var forms: [String] = []
        let expansion = try clock.measure { forms = try checker.wordForms() }
        let peak = "\(peakMemoryMegabytes()) MB"
        // A checker opened afresh reads the forms from the cache the first call wrote.
        let cached = try measure(runs: 3) { forms = try HunspellChecker(language: name, personalDictionary: nil).wordForms() }
        // As the CLI indexes them: forms with an ASCII character that is not a letter (French
        // elisions, hyphenated words, abbreviations) can never be spelled from a root of letters.
        let letters = forms.filter { form in !form.utf8.contains { $0 < 0x80 && !(0x41...0x5A).contains($0 & 0xDF) } }
        let settings = GameSettings(language: checker.language)
        var solver = AnagramSolver(words: [String]())
        let index = measure(runs: 3) {
            solver = AnagramSolver(words: letters, normalizer: settings.normalizer,
                                   dictionaryCase: settings.dictionaryCase, language: settings.language)
        }
        var roots: [String] = []
        let startWords = try measure(runs: 1) { roots = try StartWords(solver: solver).words }
        // Up to 40 roots spread over the start words, solved with the solver alone and with the
        // dictionary confirming each answer (what `lexcheck solve` does).
        let sample = stride(from: 0, to: roots.count, by: max(1, roots.count / 40)).prefix(40).map { roots[$0] }
        var answers = 0
        let solve = measure(runs: 5, per: sample.count) {
            for root in sample { answers += solver.solve(root: root, settings: settings).answers.count }
        }
        let solveChecked = measure(runs: 3, per: sample.count) {
            for root in sample { answers += solver.solve(root: root, settings: settings, checker: checker).answers.count }
        }
        if answers == 0 { fail("\(name): no answers") }
        let columns = [
            name.padding(toLength: 10, withPad: " ", startingAt: 0),
            "\(forms.count)".padding(toLength: 9, withPad: " ", startingAt: 0),
            Measurement.format(expansion).padding(toLength: 14, withPad: " ", startingAt: 0),
            Measurement.format(cached).padding(toLength: 11, withPad: " ", startingAt: 0),
            peak.padding(toLength: 11, withPad: " ", startingAt: 0),
            Measurement.format(index).padding(toLength: 12, withPad: " ", startingAt: 0),
            "\(Measurement.format(startWords)) (\(roots.count))".padding(toLength: 18, withPad: " ", startingAt: 0),
            Measurement.format(solve).padding(toLength: 10, withPad: " ", startingAt: 0),
            Measurement.format(solveChecked),
        ]
        print("  " + columns.joined(separator: "  "))
    }
}
#endif
