/// An open document's text as lines, kept in step with the client's edits.
///
/// Lines are stored without their line breaks, which are kept beside them (`\n`, `\r\n` or `\r`,
/// the three the protocol counts), so that positions mean what they mean to the client and the
/// text can be given back byte for byte.
package struct TextDocument: Sendable {
    package let uri: String
    package let languageID: String
    package private(set) var version: Int?
    package private(set) var lines: [String]
    /// `breaks[i]` ends `lines[i]`; the last line has none.
    private var breaks: [LineBreak]

    enum LineBreak: String, Sendable {
        case lf = "\n"
        case crlf = "\r\n"
        case cr = "\r"
    }

    package init(uri: String, languageID: String, version: Int?, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        (lines, breaks) = Self.split(text)
    }

    /// The whole text.
    package var text: String {
        var text = ""
        for (index, line) in lines.enumerated() {
            text += line
            if index < breaks.count { text += breaks[index].rawValue }
        }
        return text
    }

    /// Which lines an edit replaced: `replaced` (numbered as before the edit) became `count`
    /// lines starting at `replaced.lowerBound`.
    package struct LineChange: Equatable, Sendable {
        package var replaced: Range<Int>
        package var count: Int
    }

    /// Applies one change: `range` replaced by `text`, or the whole text when `range` is `nil`.
    /// Positions beyond a line's end or the document's end mean those ends, as the protocol
    /// says; a range whose end comes before its start is read the other way round.
    ///
    /// - Returns: the lines replaced, or `nil` when the whole text was.
    @discardableResult
    package mutating func apply(_ change: TextDocumentChange, encoding: PositionEncoding, version: Int?) -> LineChange? {
        if let version { self.version = version }
        guard let range = change.range else {
            (lines, breaks) = Self.split(change.text)
            return nil
        }
        var (start, end) = (clamped(range.start, encoding), clamped(range.end, encoding))
        if (end.line, end.offset) < (start.line, start.offset) { swap(&start, &end) }
        var first = start.line
        var last = end.line
        var prefix = String(lines[first][..<start.offset])
        var suffix = String(lines[last][end.offset...])
        // A `\r` before the edit and a `\n` that starts it are one break, as are a `\r` ending
        // it and a `\n` after it: the lines around are read again with the edit.
        if prefix.isEmpty, change.text.hasPrefix("\n"), first > 0, breaks[first - 1] == .cr {
            first -= 1
            prefix = lines[first] + "\r"
        }
        if suffix.isEmpty, change.text.utf8.last == UInt8(ascii: "\r"), last < breaks.count, breaks[last] == .lf {
            suffix = "\n" + lines[last + 1]
            last += 1
        }
        let (newLines, newBreaks) = Self.split(prefix + change.text + suffix)
        lines.replaceSubrange(first...last, with: newLines)
        breaks.replaceSubrange(first..<min(last, breaks.count), with: newBreaks)
        return LineChange(replaced: first..<(last + 1), count: newLines.count)
    }

    /// A position as a line and an index on it, clamped into the document.
    private func clamped(_ position: Position, _ encoding: PositionEncoding) -> (line: Int, offset: String.Index) {
        if position.line < 0 { return (0, lines[0].startIndex) }
        guard position.line < lines.count else { return (lines.count - 1, lines[lines.count - 1].endIndex) }
        let line = Substring(lines[position.line])
        return (position.line, encoding.index(in: line, units: position.character))
    }

    /// `text` cut at its line breaks.
    private static func split(_ text: String) -> (lines: [String], breaks: [LineBreak]) {
        var lines: [String] = []
        var breaks: [LineBreak] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(String(text[lineStart..<index]))
                var next = utf8.index(after: index)
                if byte == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                    breaks.append(.crlf)
                    next = utf8.index(after: next)
                } else {
                    breaks.append(byte == UInt8(ascii: "\n") ? .lf : .cr)
                }
                index = next
                lineStart = next
            } else {
                index = utf8.index(after: index)
            }
        }
        lines.append(String(text[lineStart...]))
        return (lines, breaks)
    }
}
