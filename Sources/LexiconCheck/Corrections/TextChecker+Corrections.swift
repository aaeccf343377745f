import Foundation

extension TextChecker {
    /// Every misspelling of `text`, in order, each with its guesses: the whole text corrected in
    /// one call.
    ///
    /// A misspelled word next to another word, with only spaces or tabs between them, may be a
    /// space in the wrong place: the two are taken as one correction when their letters make
    /// words the checker accepts, split elsewhere (at most two letters away, each part two letters
    /// or more: "th elove" → "the love") or joined ("mor e" → "more"). Those come first among its
    /// guesses, then the misspelled word's own guesses (``guesses(forWordRange:in:language:)``,
    /// which also offer words run together: "alot" → "a lot") with the other word kept when that
    /// one is spelled correctly. Any other misspelled word is a correction of its own, with its own guesses.
    ///
    /// ```swift
    /// let text = "Teh quick brwon fox loves th elove"
    /// let found = checker.corrections(in: text)
    /// found.map(\.text)              // ["Teh", "brwon", "th elove"]
    /// found.map { $0.guesses.first ?? "" }   // ["The", "brown", "the love"]
    /// ```
    ///
    /// - Parameters:
    ///   - text: the text to check.
    ///   - language: the language to check it in; the checker's own when `nil`.
    /// - Returns: the misspellings in text order, never overlapping.
    public func corrections(in text: String, language: String? = nil) -> [TextCorrection] {
        let language = language ?? self.language
        let words = tokenizer.words(in: text)
        guard !words.isEmpty else { return [] }
        let correct = words.map { isCorrect(String(text[$0]), language: language) }
        var corrections: [TextCorrection] = []
        // The first word no correction has taken yet.
        var free = 0
        for index in words.indices where !correct[index] && index >= free {
            // The word before (when it is correct and free: a misspelled one had its turn) or
            // the word after may share the misspelling; the word after first when it is
            // misspelled too (two misspellings side by side: the space is the likely slip).
            var pairs = [index - 1, index].filter { first in
                first >= free && first + 1 < words.count && (first == index || correct[first])
                    && Self.spaceOnly(text[words[first].upperBound..<words[first + 1].lowerBound])
            }
            if pairs.count == 2 && !correct[index + 1] {
                pairs.reverse()
            }
            // Of the pairs a respacing explains, the one whose respacing moves the space least.
            var best: (first: Int, candidates: [(text: String, shift: Int)])?
            for first in pairs {
                let candidates = respaced(String(text[words[first]]), String(text[words[first + 1]]), language: language)
                if let cheapest = candidates.first, cheapest.shift < best?.candidates.first?.shift ?? .max {
                    best = (first, candidates)
                }
            }
            if let (first, candidates) = best {
                let range = words[first].lowerBound..<words[first + 1].upperBound
                var offered = candidates.map(\.text)
                // The other word kept as typed, when it is a word: a guess holding a misspelling
                // helps no one.
                for member in [first, first + 1] where !correct[member] && correct[first + first + 1 - member] {
                    let other = member == first ? String(text[words[first + 1]]) : String(text[words[first]])
                    let own = guesses(forWordRange: NSRange(words[member], in: text), in: text, language: language) ?? []
                    let separator = String(text[words[first].upperBound..<words[first + 1].lowerBound])
                    offered += own.map { member == first ? $0 + separator + other : other + separator + $0 }
                }
                corrections.append(TextCorrection(range: range, in: text, guesses: Self.distinct(offered)))
                free = first + 2
                continue
            }
            let own = guesses(forWordRange: NSRange(words[index], in: text), in: text, language: language) ?? []
            corrections.append(TextCorrection(range: words[index], in: text, guesses: own))
            free = index + 1
        }
        return corrections
    }

    /// The words `first` and `second` (typed with a space between them) may be, with how far
    /// the space moves (joined counts as one), nearest the typed split first: their letters
    /// joined, or split where both parts are words.
    private func respaced(_ first: String, _ second: String, language: String) -> [(text: String, shift: Int)] {
        let letters = Array(first + second)
        var candidates: [(text: String, shift: Int)] = []
        if isCorrect(String(letters), language: language) {
            candidates.append((String(letters), 1))
        }
        let typedSplit = first.count
        for shift in [1, -1, 2, -2] {
            let split = typedSplit + shift
            guard split >= Self.shortestPart, letters.count - split >= Self.shortestPart else { continue }
            let left = String(letters[..<split]), right = String(letters[split...])
            if isCorrect(left, language: language) && isCorrect(right, language: language) {
                candidates.append((left + " " + right, abs(shift)))
            }
        }
        return candidates
    }

    /// The fewest letters a part of a re-split pair may have: single letters are words to most
    /// dictionaries ("e", "t"), which would split any word.
    private static var shortestPart: Int { 2 }

    /// Whether `gap` (between two words) is one or more spaces or tabs.
    private static func spaceOnly(_ gap: Substring) -> Bool {
        !gap.isEmpty && gap.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// `guesses` with repeats left out, in order.
    private static func distinct(_ guesses: [String]) -> [String] {
        var seen: Set<String> = []
        return guesses.filter { seen.insert($0).inserted }
    }
}
