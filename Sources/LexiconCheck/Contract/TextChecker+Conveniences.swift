import Foundation

extension TextChecker {
    public func rangeOfMisspelledWord(
        in string: String, range: NSRange, startingAt: Int, wrap: Bool, language: String
    ) -> NSRange {
        let bounds = range.clamped(toUTF16Count: string.utf16.count)
        guard !bounds.isEmpty else { return .notFound }
        let start = Swift.min(Swift.max(startingAt, bounds.lowerBound), bounds.upperBound)
        let isMisspelled = { (token: WordToken) in !self.isCorrect(String(string[token.indices]), language: language) }

        var forward = WordIterator(text: string, utf16Range: bounds, from: start, tokenizer: tokenizer)
        while let token = forward.next() {
            if token.utf16.lowerBound >= start, isMisspelled(token) {
                return NSRange(token.utf16)
            }
        }
        guard wrap, start > bounds.lowerBound else { return .notFound }
        var wrapped = WordIterator(text: string, utf16Range: bounds, tokenizer: tokenizer)
        while let token = wrapped.next(), token.utf16.lowerBound < start {
            if isMisspelled(token) {
                return NSRange(token.utf16)
            }
        }
        return .notFound
    }

    /// Whether the language is one this checker serves (itself or by bare-language fallback).
    ///
    /// ```swift
    /// checker.supportsLanguage("en-GB")   // true for an en_US checker
    /// checker.supportsLanguage("fr")      // false
    /// ```
    public func supportsLanguage(_ language: String) -> Bool {
        guard let requested = LanguageTag(language) else { return false }
        return availableLanguages.contains { LanguageTag($0)?.serves(requested) == true }
    }

    /// Whether `word`, taken whole, is spelled correctly in the checker's own language.
    ///
    /// ```swift
    /// checker.isCorrect("palettes")   // true
    /// ```
    public func isCorrect(_ word: String) -> Bool {
        isCorrect(word, language: language)
    }

    /// The misspelled words of `text`, in order, as ranges of the string: the same words that
    /// looping over ``rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`` finds.
    ///
    /// ```swift
    /// let text = "Teh quick brwon fox"
    /// checker.misspelledRanges(in: text).map { text[$0] }   // ["Teh", "brwon"]
    /// ```
    public func misspelledRanges(in text: String, language: String? = nil) -> [Range<String.Index>] {
        let language = language ?? self.language
        // ASCII text: scan its UTF-8 bytes, whose offsets are its UTF-16 offsets.
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [Range<String.Index>]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var scanner = TokenScanner(units: bytes, bounds: 0..<bytes.count, startOffset: 0, tokenizer: tokenizer)
            var ranges: [Range<String.Index>] = []
            while let word = scanner.next() {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[word.indices]), as: UTF8.self)
                if !isCorrect(string, language: language) {
                    let start = text.utf8.index(text.utf8.startIndex, offsetBy: word.offsets.lowerBound)
                    ranges.append(start..<text.utf8.index(start, offsetBy: word.offsets.count))
                }
            }
            return ranges
        }
        if let fast = fast ?? nil {
            return fast
        }
        var iterator = WordIterator(text: text, utf16Range: 0..<text.utf16.count, tokenizer: tokenizer)
        var ranges: [Range<String.Index>] = []
        while let token = iterator.next() {
            if !isCorrect(String(text[token.indices]), language: language) {
                ranges.append(token.indices)
            }
        }
        return ranges
    }
}

extension TextChecker {
    /// One ``learnWord(_:)`` or ``unlearnWord(_:)`` call per change, for checkers without a
    /// personal dictionary of their own to write at once: a word learned with a model's affixes
    /// is learned alone, and a refused one is unlearned.
    public func updatePersonalDictionary(_ changes: [PersonalDictionary.Change]) throws(LexiconError) -> [PersonalDictionary.Refusal] {
        var refused: [PersonalDictionary.Refusal] = []
        for change in changes {
            do throws(LexiconError) {
                switch change {
                case .learn(let word), .learnLike(let word, model: _): try learnWord(word)
                case .unlearn(let word), .forbid(let word): try unlearnWord(word)
                }
            } catch .invalidWord(let word) {
                refused.append(PersonalDictionary.Refusal(change: change, reason: .invalidWord(word)))
            }
        }
        return refused
    }
}
