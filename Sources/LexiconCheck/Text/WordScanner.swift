/// Walks the words of a range of code units by the standard rules (``WordTokenizer/standard``), run by run. A run is a stretch of word characters
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
    private var index: Units.Index
    private var offset: Int
    private let startIndex: Units.Index
    private let endIndex: Units.Index
    private var pending = PendingWords<Word>()

    /// Scans `units[bounds]`, whose first unit is at offset `startOffset`.
    init(units: Units, bounds: Range<Units.Index>, startOffset: Int) {
        self.units = units
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
        while true {
            if let word = pending.pop() { return word }
            guard scanRun() else { return nil }
        }
    }

    // MARK: Scanning

    /// Reads the next run into `pending`; false at the end of the range.
    private mutating func scanRun() -> Bool {
        pending.removeAll()
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
            pending.removeAll()
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
        scalar == "'" || scalar == "\u{2019}"
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
