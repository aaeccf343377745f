import LexiconCheck

/// The misspelled words of one open document, kept up to date as it changes.
///
/// What each line gave is kept beside the line, with the state it was read in (a code block,
/// a comment left open above it). An edit marks the lines it replaced; the next check reads
/// those again, and after them every line whose state the edit changed, until the states agree
/// again. A keystroke in a long file costs the words of the line typed in and a walk over the
/// kept results.
struct DocumentSpelling {
    let scanner: LineScanner
    let encoding: PositionEncoding

    struct LineResult {
        var stateBefore: ScanState
        var stateAfter: ScanState
        /// Start, end (in position units) and word of each misspelling.
        var words: [(start: Int, end: Int, word: String)]
    }

    /// One entry per line of the document; `nil` for a line to read again.
    private var lines: [LineResult?] = []

    init(kind: DocumentKind, encoding: PositionEncoding) {
        self.scanner = LineScanner(kind: kind)
        self.encoding = encoding
    }

    /// Forgets what every line gave (the words accepted changed, or the whole text did).
    mutating func forget() {
        lines = Array(repeating: nil, count: lines.count)
    }

    /// Marks an edit: the lines `change.replaced` became `change.count` lines to read again.
    mutating func replaceLines(_ change: TextDocument.LineChange) {
        guard change.replaced.upperBound <= lines.count else { return forget() }
        lines.replaceSubrange(change.replaced, with: repeatElement(nil, count: change.count))
    }

    /// The misspellings of `document`, in order.
    mutating func misspellings(of document: TextDocument, judge: WordJudge) -> [Misspelling] {
        if lines.count != document.lines.count { lines = Array(repeating: nil, count: document.lines.count) }
        var misspellings: [Misspelling] = []
        var state = ScanState.text
        for (number, line) in document.lines.enumerated() {
            let result: LineResult
            if let kept = lines[number], kept.stateBefore == state {
                result = kept
            } else {
                result = check(line, number: number, state: state, judge: judge)
                lines[number] = result
            }
            for word in result.words {
                misspellings.append(Misspelling(line: number, start: word.start, end: word.end, word: word.word))
            }
            state = result.stateAfter
        }
        return misspellings
    }

    private func check(_ line: String, number: Int, state: ScanState, judge: WordJudge) -> LineResult {
        let bytes = Array(line.utf8)
        var stateAfter = state
        let spans = scanner.spans(in: bytes, lineNumber: number, state: &stateAfter)
        var words: [(start: Int, end: Int, word: String)] = []
        var counter = UnitCounter(line: line, encoding: encoding)
        for span in spans {
            let text = String(decoding: bytes[span.bytes], as: UTF8.self)
            switch span.kind {
            case .identifier:
                checkName(Substring(text), base: span.bytes.lowerBound, judge: judge, counter: &counter, into: &words)
            case .prose:
                for range in judge.checker.tokenizer.words(in: text) {
                    let word = text[range]
                    let base = span.bytes.lowerBound + text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                    if scanner.kind.isSourceCode, IdentifierParts.looksLikeName(word) {
                        checkName(word, base: base, judge: judge, counter: &counter, into: &words)
                    } else if !(scanner.kind.isSourceCode && SourceCodeWords.contains(word)), !judge.isCorrect(String(word)) {
                        words.append(counter.place(base..<(base + word.utf8.count), word: String(word)))
                    }
                }
            }
        }
        return LineResult(stateBefore: state, stateAfter: stateAfter, words: words)
    }
    /// Checks a name whole, then (when neither the dictionary nor the words of code know it)
    /// each of its parts of three letters or more.
    private func checkName(_ name: Substring, base: Int, judge: WordJudge, counter: inout UnitCounter,
                           into words: inout [(start: Int, end: Int, word: String)]) {
        if SourceCodeWords.contains(name) || judge.isCorrect(String(name)) { return }
        let startOffset = name.base.utf8.distance(from: name.base.startIndex, to: name.startIndex)
        for part in IdentifierParts.parts(of: name, base: base) {
            let lower = name.base.utf8.index(name.base.startIndex, offsetBy: startOffset + part.lowerBound - base)
            let upper = name.base.utf8.index(lower, offsetBy: part.count)
            let word = name.base[lower..<upper]
            guard word.unicodeScalars.count >= 3, !SourceCodeWords.contains(word), !judge.isCorrect(String(word)) else { continue }
            words.append(counter.place(part, word: String(word)))
        }
    }
}

/// Turns UTF-8 offsets on a line into the session's position units, for offsets that come in
/// increasing order (a line's words), so that a long line is counted once.
struct UnitCounter {
    private let line: String
    private let encoding: PositionEncoding
    private var byteOffset = 0
    private var units = 0
    private var index: String.Index

    init(line: String, encoding: PositionEncoding) {
        self.line = line
        self.encoding = encoding
        self.index = line.startIndex
    }

    /// The position units of `bytes` and the word, as a line result stores them.
    mutating func place(_ bytes: Range<Int>, word: String) -> (start: Int, end: Int, word: String) {
        let start = units(at: bytes.lowerBound)
        return (start, start + encoding.length(of: Substring(word)), word)
    }

    private mutating func units(at offset: Int) -> Int {
        if offset < byteOffset {
            (byteOffset, units, index) = (0, 0, line.startIndex)
        }
        let target = line.utf8.index(index, offsetBy: offset - byteOffset)
        units += encoding.length(of: line[index..<target])
        (byteOffset, index) = (offset, target)
        return units
    }
}
