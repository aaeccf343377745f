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

    /// Creates a tokenizer with extra joiners.
    public init(joiners: Set<Unicode.Scalar> = []) {
        self.joiners = joiners
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

/// A word found in a text: where it is in UTF-16 offsets and in `String.Index`es.
struct WordToken {
    var utf16: Range<Int>
    var indices: Range<String.Index>
}

/// What a character is to the tokenizer.
enum CharacterClass {
    case letter, digit, mark, other

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x41...0x5A, 0x61...0x7A: self = .letter
            case 0x30...0x39: self = .digit
            default: self = .other
            }
            return
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            self = properties.isIdeographic ? .other : .letter
        case .decimalNumber:
            self = .digit
        case .nonspacingMark, .spacingMark, .enclosingMark:
            self = .mark
        default:
            self = .other
        }
    }

    var isWordStart: Bool { self == .letter || self == .digit }
}

/// Walks the words of a range of code units, run by run. A run is a stretch of word characters
/// and URL punctuation; a run that looks like a URL, address or path yields nothing.
///
/// The units are UTF-16 (a string's `utf16` view) or, for ASCII text, its UTF-8 bytes, whose
/// offsets are then the same as UTF-16 ones: one scanner, two inputs.
struct WordScanner<Units: BidirectionalCollection> where Units.Element: FixedWidthInteger & UnsignedInteger {
    /// A word: its offsets (UTF-16 units) and its indices in `Units`.
    struct Word {
        var offsets: Range<Int>
        var indices: Range<Units.Index>
    }

    private let units: Units
    private let joiners: Set<Unicode.Scalar>
    private var index: Units.Index
    private var offset: Int
    private let startIndex: Units.Index
    private let endIndex: Units.Index
    private var pending: [Word] = []
    private var pendingPosition = 0

    /// Scans `units[bounds]`, whose first unit is at offset `startOffset`.
    init(units: Units, bounds: Range<Units.Index>, startOffset: Int, tokenizer: WordTokenizer) {
        self.units = units
        self.joiners = tokenizer.joiners
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        index = startIndex
        offset = startOffset
    }

    /// Moves the start to `position` (an index inside the bounds, at offset `positionOffset`),
    /// then back to the beginning of the run that holds it, so that a word straddling
    /// `position` is seen whole (and starts before it).
    mutating func start(at position: Units.Index, offset positionOffset: Int) {
        index = position
        offset = positionOffset
        while let (scalar, width) = scalar(before: index), isRunCharacter(scalar) {
            for _ in 0..<width { index = units.index(before: index) }
            offset -= width
        }
    }

    mutating func next() -> Word? {
        while pendingPosition == pending.count {
            guard scanRun() else { return nil }
        }
        defer { pendingPosition += 1 }
        return pending[pendingPosition]
    }

    // MARK: Scanning

    /// Reads the next run into `pending`; false at the end of the range.
    private mutating func scanRun() -> Bool {
        pending.removeAll(keepingCapacity: true)
        pendingPosition = 0
        // A run starts at a word character, or at "/" (a path).
        while let (scalar, width) = scalar(at: index) {
            if CharacterClass(scalar).isWordStart || scalar == "/" { break }
            advance(by: width)
        }
        guard index < endIndex else { return false }

        var looksLikeURL = scalar(at: index)?.0 == "/"
        var wordStart: (index: Units.Index, offset: Int)?
        var hasLetter = false

        while let (scalar, width) = scalar(at: index) {
            let kind = CharacterClass(scalar)
            switch kind {
            case .letter, .digit:
                if wordStart == nil {
                    wordStart = (index, offset)
                    hasLetter = false
                }
                if kind == .letter { hasLetter = true }
                advance(by: width)
                continue
            case .mark:
                advance(by: width)  // inside a word it belongs to the word; alone it is skipped
                continue
            case .other:
                break
            }
            let afterIndex = self.index(index, plus: width)
            if wordStart != nil, isJoiner(scalar),
               let (next, _) = self.scalar(at: afterIndex), CharacterClass(next).isWordStart {
                advance(by: width)
                continue
            }
            finishWord(&wordStart, hasLetter: hasLetter)
            guard isRunCharacter(scalar) else { break }
            if scalar == "@" {
                looksLikeURL = true
            } else if scalar == ":", let (next, nextWidth) = self.scalar(at: afterIndex) {
                if next == "\\" {
                    looksLikeURL = true
                } else if next == "/", self.scalar(at: self.index(afterIndex, plus: nextWidth))?.0 == "/" {
                    looksLikeURL = true
                }
            }
            advance(by: width)
        }
        finishWord(&wordStart, hasLetter: hasLetter)
        if looksLikeURL {
            pending.removeAll(keepingCapacity: true)
        }
        return true
    }

    private mutating func finishWord(_ wordStart: inout (index: Units.Index, offset: Int)?, hasLetter: Bool) {
        if let start = wordStart, hasLetter {
            pending.append(Word(offsets: start.offset..<offset, indices: start.index..<index))
        }
        wordStart = nil
    }

    @inline(__always)
    private func index(_ index: Units.Index, plus width: Int) -> Units.Index {
        width == 1 ? units.index(after: index) : units.index(after: units.index(after: index))
    }

    @inline(__always)
    private mutating func advance(by width: Int) {
        index = self.index(index, plus: width)
        offset += width
    }

    private func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || (!joiners.isEmpty && joiners.contains(scalar))
    }

    /// Characters that keep a run going: word characters, joiners and URL punctuation.
    private func isRunCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "_", "\\", ".", ":", "/", "~", "%", "*", "$", "[", "]", "?", "!", "@":
            return true
        default:
            return CharacterClass(scalar) != .other || isJoiner(scalar)
        }
    }

    /// The scalar at `index` and its width in UTF-16 units; a lone surrogate reads as U+FFFD.
    @inline(__always)
    private func scalar(at index: Units.Index) -> (Unicode.Scalar, Int)? {
        guard index < endIndex else { return nil }
        let unit = units[index]
        if unit < 0x80 {
            return (Unicode.Scalar(UInt8(truncatingIfNeeded: unit)), 1)
        }
        let code = UInt16(truncatingIfNeeded: unit)
        if UTF16.isLeadSurrogate(code) {
            let next = units.index(after: index)
            if next < endIndex, UTF16.isTrailSurrogate(UInt16(truncatingIfNeeded: units[next])) {
                let trail = UInt32(truncatingIfNeeded: units[next])
                let value = 0x10000 + ((UInt32(code) - 0xD800) << 10) + (trail - 0xDC00)
                return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
            }
            return ("\u{FFFD}", 1)
        }
        return (Unicode.Scalar(code) ?? "\u{FFFD}", 1)
    }

    /// The scalar that ends just before `index` and its width in UTF-16 units.
    private func scalar(before index: Units.Index) -> (Unicode.Scalar, Int)? {
        guard index > startIndex else { return nil }
        let previous = units.index(before: index)
        let unit = UInt16(truncatingIfNeeded: units[previous])
        if UTF16.isTrailSurrogate(unit), previous > startIndex {
            let lead = UInt16(truncatingIfNeeded: units[units.index(before: previous)])
            if UTF16.isLeadSurrogate(lead) {
                let value = 0x10000 + ((UInt32(lead) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
            }
        }
        return (Unicode.Scalar(unit) ?? "\u{FFFD}", 1)
    }
}

/// The words of a string in a UTF-16 range, with their `String.Index` ranges: the scanner on
/// the string's UTF-16 view.
struct WordIterator: IteratorProtocol {
    private var scanner: WordScanner<String.UTF16View>
    private let startOffset: Int
    private let startIndex: String.Index
    private let units: String.UTF16View

    /// Iterates the words of `utf16Range` (already inside the text).
    init(text: String, utf16Range: Range<Int>, tokenizer: WordTokenizer) {
        units = text.utf16
        startIndex = units.index(units.startIndex, offsetBy: utf16Range.lowerBound)
        let endIndex = units.index(startIndex, offsetBy: utf16Range.count)
        startOffset = utf16Range.lowerBound
        scanner = WordScanner(units: units, bounds: startIndex..<endIndex, startOffset: utf16Range.lowerBound,
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
