/// Finds the spans of a line to check, by document kind, carrying what the line leaves open
/// (``ScanState``) to the next.
package struct LineScanner: Sendable {
    package let kind: DocumentKind

    package init(kind: DocumentKind) {
        self.kind = kind
    }

    /// The spans of `line` to check, in order; `state` is what the previous line left open and
    /// becomes what this one leaves.
    package func spans(in line: [UInt8], lineNumber: Int, state: inout ScanState) -> [CheckedSpan] {
        switch kind {
        case .plainText:
            return CheckedSpan.prose(from: 0, to: line.count)
        case .markdown:
            return MarkdownLine(bytes: line).spans(state: &state)
        case .swift, .cFamily, .hashComments:
            // A script's `#!` line names a program, not words.
            if lineNumber == 0, line.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { return [] }
            var scanner = SourceLine(bytes: line, kind: kind)
            return scanner.spans(state: &state)
        }
    }
}
