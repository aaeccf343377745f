/// Walks the words of a range of code units the way the hunspell 1.7.1 tool's text parser
/// splits a line for one dictionary (`src/parsers/textparser.cxx`), so that checking text finds
/// exactly the words `hunspell -l` reports:
///
/// - a word is a run of word characters (``HunspellWordCharacters``), with single apostrophes
///   joining two of them where the dictionary allows it;
/// - one of the tool's 29 HTML entity names for Latin-1 letters (`&Agrave;`) counts as a letter,
///   and, as in the tool, so does whatever character follows it; an entity that ends a line
///   loses its word, and the next line starts inside a word;
/// - a run of word characters and URL punctuation holding `@`, `://` or `:\`, or starting with
///   `/`, is a URL, address or path: a word that starts inside one is not checked;
/// - one `:` at the end of a word is dropped.
///
/// The units are UTF-16 (each a character; a surrogate pair reads as U+FFFD, as the tool reads
/// every character outside the Basic Multilingual Plane) or, for ASCII text, its UTF-8 bytes.
/// The tool's 8,191-byte line limit is not copied: longer lines are not cut into pieces.
///
/// The text is scanned in segments that end at a *boundary*: a character that can neither be
/// in a word nor in a URL, nor follow an entity. Both of the parser's passes (URLs, then words)
/// start afresh after one, so a segment is scanned on its own, and a scan can start at any
/// boundary.
struct HunspellWordScanner<Units: BidirectionalCollection> where Units.Element: FixedWidthInteger & UnsignedInteger {
    typealias Word = WordScanner<Units>.Word

    private let units: Units
    private let characters: HunspellWordCharacters
    private let startIndex: Units.Index
    private let endIndex: Units.Index
    private var index: Units.Index
    private var offset: Int
    private var pending = PendingWords<Word>()

    /// Scans `units[bounds]`, whose first unit is at offset `startOffset`.
    init(units: Units, bounds: Range<Units.Index>, startOffset: Int, characters: HunspellWordCharacters) {
        self.units = units
        self.characters = characters
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        index = startIndex
        offset = startOffset
    }

    /// Moves the start to `position` (at offset `positionOffset`), then back to the boundary
    /// before it, so that a word straddling `position` is seen whole.
    mutating func start(at position: Units.Index, offset positionOffset: Int) {
        index = position
        offset = positionOffset
        while let (unit, width) = character(before: index) {
            let previous = self.index(index, minus: width)
            if isBoundary(unit), character(before: previous)?.0 != semicolon { break }
            index = previous
            offset -= width
        }
    }

    mutating func next() -> Word? {
        while true {
            if let word = pending.pop() { return word }
            guard scanSegment() else { return nil }
        }
    }

    // MARK: Segments

    /// Reads the words of the next segment into `pending`; false at the end of the range.
    private mutating func scanSegment() -> Bool {
        pending.removeAll()
        var previous: UInt16 = 0
        while let (unit, width) = character(at: index), isBoundary(unit), previous != semicolon {
            previous = unit
            advance(&index, &offset, by: width)
        }
        guard index < endIndex else { return false }
        let start = (index: index, offset: offset)
        // The segment ends at the first boundary that does not follow a `;`.
        var end = (index: index, offset: offset)
        previous = 0
        while let (unit, width) = character(at: end.index), !(isBoundary(unit) && previous != semicolon) {
            previous = unit
            advance(&end.index, &end.offset, by: width)
        }
        let urls = urlRuns(from: start, to: end)
        findWords(from: start, to: end, skipping: urls)
        index = end.index
        offset = end.offset
        return true
    }

    /// The offset ranges of the segment's URL-like runs (the tool's `check_urls`).
    private func urlRuns(from start: (index: Units.Index, offset: Int),
                         to end: (index: Units.Index, offset: Int)) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var runStart: Int?
        var isURL = false
        var position = start
        while true {
            // Past the segment's end reads as a character that is not in a run.
            let (unit, width) = position.index < end.index ? character(at: position.index) ?? (0, 1) : (0, 1)
            if let begin = runStart {
                if unit == at || (unit == colon && (follows(position.index, width, with: [backslash])
                                                    || follows(position.index, width, with: [slash, slash]))) {
                    isURL = true
                } else if !(characters.contains(unit) || Self.isURLPunctuation(unit)) {
                    if isURL { runs.append(begin..<position.offset) }
                    runStart = nil
                    isURL = false
                }
            } else if characters.contains(unit) {
                runStart = position.offset
            } else if unit == slash {
                runStart = position.offset
                isURL = true
            }
            guard position.index < end.index else { return runs }
            advance(&position.index, &position.offset, by: width)
        }
    }

    /// The segment's words (the tool's `next_token`), less those that start in a URL run.
    private mutating func findWords(from start: (index: Units.Index, offset: Int),
                                    to end: (index: Units.Index, offset: Int), skipping urls: [Range<Int>]) {
        var wordStart: (index: Units.Index, offset: Int)?
        var position = start
        while true {
            let (unit, width) = position.index < end.index ? character(at: position.index) ?? (0, 1) : (0, 1)
            if unit == ampersand, wordStart != nil || !characters.contains(unit),
               let length = entityLength(at: position.index) {
                // An entity is a letter, and the tool steps over the character after it too.
                if wordStart == nil { wordStart = position }
                for _ in 0..<length { advance(&position.index, &position.offset, by: 1) }
                guard position.index < end.index, let (next, nextWidth) = character(at: position.index) else {
                    return  // the entity ends the text: its word is lost
                }
                advance(&position.index, &position.offset, by: nextWidth)
                if next == newline {
                    // The entity ended a line: its word is lost, and the next line starts in one.
                    wordStart = position
                }
                continue
            }
            if let begin = wordStart {
                let joins = (unit == apostrophe && characters.apostropheJoins)
                    || (unit == typographicApostrophe && characters.typographicApostropheJoins)
                if joins, position.index < end.index,
                   let (next, _) = character(at: self.index(position.index, plus: width)),
                   characters.contains(next) {
                    // An apostrophe between two word characters.
                } else if !characters.contains(unit) {
                    emit(from: begin, to: position, skipping: urls)
                    wordStart = nil
                }
            } else if characters.contains(unit) {
                wordStart = position
            }
            guard position.index < end.index else { return }
            advance(&position.index, &position.offset, by: width)
        }
    }

    private mutating func emit(from start: (index: Units.Index, offset: Int),
                               to end: (index: Units.Index, offset: Int), skipping urls: [Range<Int>]) {
        guard !urls.contains(where: { $0.contains(start.offset) }) else { return }
        var end = end
        // The tool drops one colon at the end of a word (where `:` is a word character).
        if end.offset > start.offset, UInt16(truncatingIfNeeded: units[units.index(before: end.index)]) == colon {
            end = (units.index(before: end.index), end.offset - 1)
        }
        guard end.offset > start.offset else { return }
        pending.append(Word(offsets: start.offset..<end.offset, indices: start.index..<end.index))
    }

    // MARK: Characters

    /// A character that ends every word and URL run and does not follow an entity when the
    /// character before it is not `;`.
    private func isBoundary(_ unit: UInt16) -> Bool {
        !characters.contains(unit) && !Self.isURLPunctuation(unit) && unit != at && unit != ampersand
            && unit != semicolon && unit != apostrophe && unit != typographicApostrophe
    }

    /// The characters besides word characters that keep a URL run going.
    private static func isURLPunctuation(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2D, 0x5F, 0x5C, 0x2E, 0x3A, 0x2F, 0x7E, 0x25, 0x2A, 0x24, 0x5B, 0x5D, 0x3F, 0x21, 0x30...0x39:
            // - _ \ . : / ~ % * $ [ ] ? ! digits
            return true
        default:
            return false
        }
    }

    /// The length in units of the tool's HTML entity starting at `position`, if one does.
    private func entityLength(at position: Units.Index) -> Int? {
        for entity in htmlEntities {
            var cursor = position
            var matches = true
            for byte in entity {
                guard cursor < endIndex, UInt16(truncatingIfNeeded: units[cursor]) == UInt16(byte) else {
                    matches = false
                    break
                }
                cursor = units.index(after: cursor)
            }
            if matches { return entity.count }
        }
        return nil
    }


    /// Whether the units after the character at `position` (of `width` units) are `expected`.
    private func follows(_ position: Units.Index, _ width: Int, with expected: [UInt16]) -> Bool {
        var cursor = self.index(position, plus: width)
        for unit in expected {
            guard cursor < endIndex, UInt16(truncatingIfNeeded: units[cursor]) == unit else { return false }
            cursor = units.index(after: cursor)
        }
        return true
    }

    /// The character at `index` as the tool reads it, and its width in units: a BMP code unit, or
    /// U+FFFD for a surrogate pair or a lone surrogate.
    @inline(__always)
    private func character(at index: Units.Index) -> (UInt16, Int)? {
        guard index < endIndex else { return nil }
        let unit = UInt16(truncatingIfNeeded: units[index])
        guard UTF16.isLeadSurrogate(unit) else {
            return (UTF16.isTrailSurrogate(unit) ? 0xFFFD : unit, 1)
        }
        let next = units.index(after: index)
        if next < endIndex, UTF16.isTrailSurrogate(UInt16(truncatingIfNeeded: units[next])) {
            return (0xFFFD, 2)
        }
        return (0xFFFD, 1)
    }

    /// The character that ends just before `index`, and its width.
    private func character(before index: Units.Index) -> (UInt16, Int)? {
        guard index > startIndex else { return nil }
        let previous = units.index(before: index)
        let unit = UInt16(truncatingIfNeeded: units[previous])
        if UTF16.isTrailSurrogate(unit), previous > startIndex,
           UTF16.isLeadSurrogate(UInt16(truncatingIfNeeded: units[units.index(before: previous)])) {
            return (0xFFFD, 2)
        }
        return (UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) ? 0xFFFD : unit, 1)
    }

    @inline(__always)
    private func index(_ index: Units.Index, plus width: Int) -> Units.Index {
        width == 1 ? units.index(after: index) : units.index(after: units.index(after: index))
    }

    private func index(_ index: Units.Index, minus width: Int) -> Units.Index {
        width == 1 ? units.index(before: index) : units.index(before: units.index(before: index))
    }

    @inline(__always)
    private func advance(_ index: inout Units.Index, _ offset: inout Int, by width: Int) {
        index = self.index(index, plus: width)
        offset += width
    }
}

private let newline: UInt16 = 0x0A
private let apostrophe: UInt16 = 0x27
private let typographicApostrophe: UInt16 = 0x2019
private let ampersand: UInt16 = 0x26
private let semicolon: UInt16 = 0x3B
private let colon: UInt16 = 0x3A
private let slash: UInt16 = 0x2F
private let backslash: UInt16 = 0x5C
private let at: UInt16 = 0x40

/// The Latin-1 letters the tool reads as HTML entities, in the order it tries them.
private let htmlEntities: [[UInt8]] = [
    "&Agrave;", "&Atilde;", "&Aring;", "&AElig;", "&Egrave;", "&Ecirc;", "&Igrave;", "&Iuml;",
    "&ETH;", "&Ntilde;", "&Ograve;", "&Oslash;", "&Ugrave;", "&THORN;", "&agrave;", "&atilde;",
    "&aring;", "&aelig;", "&egrave;", "&ecirc;", "&igrave;", "&iuml;", "&eth;", "&ntilde;",
    "&ograve;", "&oslash;", "&ugrave;", "&thorn;", "&yuml;",
].map { Array($0.utf8) }
