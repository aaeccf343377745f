/// Finds the words of a text, in UTF-16 offsets, the way a spellchecker should see them.
///
/// - A word starts with a letter or digit and goes on over letters, digits and combining marks
///   (`cafe\u{301}` is one word). It must hold a letter: `1999` is not checked, `12th` is.
/// - An apostrophe (`'` or `’`) or one of ``joiners`` stays inside a word when a letter or
///   digit follows it: `don't`, `o’clock`, `rock'n'roll`; a trailing one does not (`dogs'`).
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
    /// Characters that join the letters on their two sides into one word, besides the
    /// apostrophes `'` and `’`. Empty by default; a dictionary whose `WORDCHARS` holds `-` or
    /// `.` adds them here.
    public var joiners: Set<Unicode.Scalar>

    /// Whether runs of digits alone (`1954`) are words too. Spellchecking skips them (they
    /// are never misspelled); stems and analyses list them, as `hunspell -s` and `-m` do.
    public var includesNumbers: Bool

    /// Creates a tokenizer with extra joiners.
    public init(joiners: Set<Unicode.Scalar> = [], includesNumbers: Bool = false) {
        self.joiners = joiners
        self.includesNumbers = includesNumbers
    }

    /// The tokenizer with the apostrophes as the only joiners.
    public static let standard = WordTokenizer()

    /// The ranges of the words of `text`, in order.
    public func words(in text: String) -> [Range<String.Index>] {
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
