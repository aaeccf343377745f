import Foundation
import LexiconCheck

/// One misspelling of the committed corpus and the corrections it may stand for.
struct Misspelling {
    var typo: String
    var corrections: Set<String>
}

/// Reads `misspelling->correction[, correction...]` lines.
func readMisspellings(at url: URL) throws -> [Misspelling] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "->", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let corrections = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return Misspelling(typo: String(parts[0]), corrections: Set(corrections.map { $0.lowercased() }))
    }
}

/// How often a backend's first guess, or one of its first five, is the intended word, and
/// the time it takes per word.
struct GuessQuality {
    var name: String
    var words = 0
    var acceptedAsCorrect = 0
    var top1 = 0
    var top5 = 0
    var elapsed = Duration.zero

    init(name: String, checker: any TextChecker, corpus: [Misspelling]) {
        self.name = name
        // The first guess builds the indexes; the load benchmark times that, not this one.
        _ = checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: checker.language)
        let clock = ContinuousClock()
        for entry in corpus {
            let range = NSRange(location: 0, length: entry.typo.utf16.count)
            var guesses: [String] = []
            elapsed += clock.measure {
                guesses = checker.guesses(forWordRange: range, in: entry.typo, language: checker.language) ?? []
            }
            words += 1
            if checker.isCorrect(entry.typo) { acceptedAsCorrect += 1 }
            // Case ignored: the list writes some proper nouns in lower case ("asian").
            let lowered = guesses.prefix(5).map { $0.lowercased() }
            if let first = lowered.first, entry.corrections.contains(first) { top1 += 1 }
            if lowered.contains(where: entry.corrections.contains) { top5 += 1 }
        }
    }

    var line: String {
        func percent(_ count: Int) -> String { String(format: "%5.1f%%", 100 * Double(count) / Double(max(words, 1))) }
        let perWord = Measurement.format(elapsed / max(words, 1))
        return "\(name.padding(toLength: 28, withPad: " ", startingAt: 0)) top-1 \(percent(top1))  top-5 \(percent(top5))  "
            + "\(perWord.padding(toLength: 10, withPad: " ", startingAt: 0)) per word  (\(acceptedAsCorrect) typos accepted as words)"
    }
}
