/// Finds the words of a text, in UTF-16 offsets, the way a spellchecker should see them.
///
/// A ``HunspellChecker`` splits text as the hunspell tool does with its dictionary
/// (``hunspell(wordCharacters:)``). Word lists use ``standard``:
///
/// - A word starts with a letter or digit and goes on over letters, digits and combining marks
///   (`cafe\u{301}` is one word). It must hold a letter: `1999` is not checked, `12th` is.
/// - An apostrophe (`'` or `’`) stays inside a word when a letter or digit follows it: `don't`, `o’clock`, `rock'n'roll`; a trailing one does not (`dogs'`).
/// - Hyphens, dashes, slashes, emoji, symbols and punctuation separate words, so
///   `well-known` is checked as `well` and `known`, as `hunspell -l` does.
/// - Ideographic text (Chinese characters and their kin) is not split into words, so it is
///   never reported; other scripts are.
/// - URLs, e-mail addresses and paths are skipped whole: a run of word characters and URL
///   punctuation that holds `@`, `://` or `:\`, or starts with `/`.
///
/// ```swift
/// let text = "Teh café’s wi-fi 😀 costs $5 at http://exmaple.com"
/// WordTokenizer.standard.words(in: text).map { text[$0] }
/// // ["Teh", "café’s", "wi", "fi", "costs", "at"]
/// ```
public struct WordTokenizer: Sendable, Hashable {
    /// How words are told apart.
    enum Rules: Sendable, Hashable {
        /// Unicode letters and digits, apostrophes inside words (the rules above).
        case standard
        /// The hunspell tool's, for one dictionary.
        case hunspell(HunspellWordCharacters)
    }

    let rules: Rules

    /// The tokenizer of word lists: the rules above, for every language.
    public static let standard = WordTokenizer(rules: .standard)

    /// The tokenizer of the hunspell 1.7.1 tool for a dictionary whose `WORDCHARS` are
    /// `wordCharacters`: text splits into exactly the words `hunspell -l` checks.
    ///
    /// Words are runs of Hunspell's letters (an old Unicode table that counts combining marks)
    /// and of `wordCharacters`, which can start and end a word: with en_US's `0123456789’`,
    /// `1990s` and `dogs’` are words; with de_DE's `ß-.`, `z.B.` and `Arbeits-` are. An
    /// apostrophe joins two word characters when the dictionary has `'` or `’` among its own.
    /// URLs, e-mail addresses and paths are skipped.
    ///
    /// ```swift
    /// let german = WordTokenizer.hunspell(wordCharacters: "ß-.")
    /// let text = "Arbeits- und Computerarbeit, z.B. 10fach"
    /// german.words(in: text).map { text[$0] }   // ["Arbeits-", "und", "Computerarbeit", "z.B.", "fach"]
    /// ```
    public static func hunspell(wordCharacters: String) -> WordTokenizer {
        WordTokenizer(rules: .hunspell(HunspellWordCharacters(wordCharacters: wordCharacters.unicodeScalars)))
    }

    /// The ranges of the words of `text`, in order.
    public func words(in text: String) -> [Range<String.Index>] {
        // ASCII text: its UTF-8 bytes are its UTF-16 units, and scanning bytes skips the
        // transcoding every step of the UTF-16 view costs.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Range<String.Index>]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var scanner = TokenScanner(units: bytes, bounds: 0..<bytes.count, startOffset: 0, tokenizer: self)
            var words: [Range<String.Index>] = []
            while let word = scanner.next() {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: word.offsets.lowerBound)
                words.append(start..<text.utf8.index(start, offsetBy: word.offsets.count))
            }
            return words
        }
        if let ascii = ascii ?? nil { return ascii }
        var iterator = WordIterator(text: text, utf16Range: 0..<text.utf16.count, tokenizer: self)
        var words: [Range<String.Index>] = []
        while let token = iterator.next() {
            words.append(token.indices)
        }
        return words
    }

    /// The UTF-16 ranges of the words inside `range` (clamped to the text), in order.
    public func wordRanges(in text: String, utf16Range range: Range<Int>? = nil) -> [Range<Int>] {
        let count = text.utf16.count
        let bounds = range.map { $0.clamped(to: 0..<count) } ?? 0..<count
        var iterator = WordIterator(text: text, utf16Range: bounds, tokenizer: self)
        var words: [Range<Int>] = []
        while let token = iterator.next() {
            words.append(token.utf16)
        }
        return words
    }
}
