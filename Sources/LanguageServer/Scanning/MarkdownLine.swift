/// One line of Markdown: its prose, without what is not prose (code blocks, code spans, link
/// destinations, autolinks and HTML tags).
struct MarkdownLine {
    let bytes: [UInt8]

    func spans(state: inout ScanState) -> [CheckedSpan] {
        if case .fencedCode(let fence, let length) = state {
            if let (closing, run) = fenceRun(), closing == fence, run >= length, restIsBlank(after: run) {
                state = .text
            }
            return []
        }
        if let (fence, run) = fenceRun() {
            // A backtick fence's info string holds no backtick; a tilde fence's may.
            let info = bytes[fenceStart()...].dropFirst(run)
            if fence == UInt8(ascii: "~") || !info.contains(UInt8(ascii: "`")) {
                state = .fencedCode(fence: fence, length: run)
                return []
            }
        }
        return proseSpans()
    }

    /// Where a fence would start: after at most three spaces.
    private func fenceStart() -> Int {
        var index = 0
        while index < min(3, bytes.count), bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// The fence character and its run's length when the line starts with three or more
    /// backticks or tildes.
    private func fenceRun() -> (UInt8, Int)? {
        let start = fenceStart()
        guard start < bytes.count, bytes[start] == UInt8(ascii: "`") || bytes[start] == UInt8(ascii: "~") else { return nil }
        let fence = bytes[start]
        var end = start
        while end < bytes.count, bytes[end] == fence { end += 1 }
        return end - start >= 3 ? (fence, end - start) : nil
    }

    private func restIsBlank(after run: Int) -> Bool {
        bytes[(fenceStart() + run)...].allSatisfy(CheckedSpan.isSpace)
    }

    /// The line's prose between the parts that are not.
    private func proseSpans() -> [CheckedSpan] {
        var spans: [CheckedSpan] = []
        var proseStart = 0
        var index = 0
        func cut(_ range: Range<Int>) {
            spans += CheckedSpan.prose(from: proseStart, to: range.lowerBound)
            proseStart = range.upperBound
            index = range.upperBound
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 2
            } else if byte == UInt8(ascii: "`") {
                let run = runLength(at: index)
                if let close = closingRun(of: run, after: index + run) {
                    cut(index..<(close + run))
                } else {
                    index += run
                }
            } else if byte == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("),
                      let close = closingParenthesis(from: index + 2) {
                cut((index + 1)..<(close + 1))
            } else if byte == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":"),
                      bytes.prefix(index).firstIndex(where: { !CheckedSpan.isSpace($0) }).map({ bytes[$0] == UInt8(ascii: "[") }) == true {
                // A link reference definition: `[label]: destination "title"`.
                cut((index + 1)..<bytes.count)
            } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count, isTagStart(bytes[index + 1]),
                      let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) {
                cut(index..<(close + 1))
            } else {
                index += 1
            }
        }
        spans += CheckedSpan.prose(from: proseStart, to: bytes.count)
        return spans
    }

    private func runLength(at index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == bytes[index] { end += 1 }
        return end - index
    }

    /// Where a backtick run of exactly `length` starts after `index`, closing a code span.
    private func closingRun(of length: Int, after index: Int) -> Int? {
        var index = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") {
                let run = runLength(at: index)
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    private func closingParenthesis(from index: Int) -> Int? {
        var depth = 0
        for position in index..<bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                if depth == 0 { return position }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    private func isTagStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!")
    }
}
