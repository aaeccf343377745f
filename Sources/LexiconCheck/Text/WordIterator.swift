/// A word found in a text: where it is in UTF-16 offsets and in `String.Index`es.
struct WordToken {
    var utf16: Range<Int>
    var indices: Range<String.Index>
}

/// The words of a string in a UTF-16 range, with their `String.Index` ranges: the scanner on
/// the string's UTF-16 view.
struct WordIterator: IteratorProtocol {
    private var scanner: TokenScanner<String.UTF16View>
    private let startOffset: Int
    private let startIndex: String.Index
    private let units: String.UTF16View

    /// Iterates the words of `utf16Range` (already inside the text).
    init(text: String, utf16Range: Range<Int>, tokenizer: WordTokenizer) {
        units = text.utf16
        startIndex = units.index(units.startIndex, offsetBy: utf16Range.lowerBound)
        let endIndex = units.index(startIndex, offsetBy: utf16Range.count)
        startOffset = utf16Range.lowerBound
        scanner = TokenScanner(units: units, bounds: startIndex..<endIndex, startOffset: utf16Range.lowerBound,
                              tokenizer: tokenizer)
    }

    /// Iterates the words of `utf16Range` that could start at or after `position`.
    init(text: String, utf16Range: Range<Int>, from position: Int, tokenizer: WordTokenizer) {
        self.init(text: text, utf16Range: utf16Range, tokenizer: tokenizer)
        scanner.start(at: units.index(startIndex, offsetBy: position - startOffset), offset: position)
    }

    mutating func next() -> WordToken? {
        scanner.next().map { WordToken(utf16: $0.offsets, indices: $0.indices) }
    }
}
