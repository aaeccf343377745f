/// One line of source code: its comments and strings as prose, and in Swift the names it
/// declares as identifiers. Code itself (keywords, calls, names used) is not checked.
struct SourceLine {
    let bytes: [UInt8]
    let kind: DocumentKind
    private var index = 0
    private var spans: [CheckedSpan] = []

    init(bytes: [UInt8], kind: DocumentKind) {
        self.bytes = bytes
        self.kind = kind
    }

    /// The words that make the next identifier a declared name, in Swift.
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "protocol", "case", "typealias", "actor",
        "associatedtype", "macro", "precedencegroup",
    ]

    mutating func spans(state: inout ScanState) -> [CheckedSpan] {
        switch state {
        case .text, .fencedCode: break
        case .blockComment(let depth): state = blockComment(depth: depth)
        case .multilineString(let quote, let hashes): state = multilineString(quote: quote, hashes: hashes)
        }
        while index < bytes.count, state == .text {
            state = code()
        }
        return spans
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func starts(_ text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// Scans code until the line ends or something opens that the next line continues.
    private mutating func code() -> ScanState {
        while index < bytes.count {
            let current = bytes[index]
            if kind == .hashComments, current == UInt8(ascii: "#") {
                prose(index + 1, bytes.count)
                index = bytes.count
            } else if kind != .hashComments, starts("//") {
                prose(index + 2, bytes.count)
                index = bytes.count
            } else if kind != .hashComments, starts("/*") {
                index += 2
                let state = blockComment(depth: 1)
                if state != .text { return state }
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") && kind == .swift
                        || current == UInt8(ascii: "'") && kind == .hashComments {
                if let state = string() { return state }
            } else if current == UInt8(ascii: "'") {
                characterLiteral()
            } else if isIdentifierByte(current) {
                identifierOrKeyword()
            } else {
                index += 1
            }
        }
        return .text
    }

    /// Inside `/* */`: the comment's text up to its end (nested ones counted in Swift), or the
    /// state the line leaves open.
    private mutating func blockComment(depth: Int) -> ScanState {
        var depth = depth
        let textStart = index
        while index < bytes.count {
            if starts("*/") {
                depth -= 1
                if depth == 0 {
                    prose(textStart, index)
                    index += 2
                    return .text
                }
                index += 2
            } else if kind == .swift, starts("/*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        prose(textStart, bytes.count)
        return .blockComment(depth: depth)
    }

    /// A string starting at `index`: its text checked, escapes and interpolations left out.
    /// Returns the state when it goes on past the line (three quotes), else `nil`.
    private mutating func string() -> ScanState? {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard let quote = byte(hashes), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") && kind == .hashComments else {
            // `#if`, `#available`: a directive, not a string.
            index += max(hashes, 1)
            return nil
        }
        index += hashes
        if byte(1) == quote, byte(2) == quote {
            index += 3
            let state = multilineString(quote: quote, hashes: hashes)
            return state == .text ? nil : state
        }
        index += 1
        _ = stringText(until: quote, count: 1, hashes: hashes)
        return nil
    }

    /// Inside a string over several lines: its text up to the closing quotes.
    private mutating func multilineString(quote: UInt8, hashes: Int) -> ScanState {
        stringText(until: quote, count: 3, hashes: hashes) ? .text : .multilineString(quote: quote, hashes: hashes)
    }

    /// Reads a string's text up to `count` `quote`s followed by `hashes` `#`s, checking the text
    /// between escapes; whether the string closed on this line.
    private mutating func stringText(until quote: UInt8, count: Int, hashes: Int) -> Bool {
        var textStart = index
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), isEscape(at: index + 1, hashes: hashes) {
                prose(textStart, index)
                skipEscape(hashes: hashes)
                textStart = index
            } else if current == quote, closes(quote: quote, count: count, hashes: hashes) {
                prose(textStart, index)
                index += count + hashes
                return true
            } else {
                index += 1
            }
        }
        prose(textStart, bytes.count)
        return false
    }

    private func isEscape(at position: Int, hashes: Int) -> Bool {
        var position = position
        for _ in 0..<hashes {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "#") else { return false }
            position += 1
        }
        return position < bytes.count
    }

    /// Skips `\x`, `\u{...}` and `\( ... )` (an interpolation: code, not text).
    private mutating func skipEscape(hashes: Int) {
        index += 1 + hashes
        guard index < bytes.count else { return }
        let current = bytes[index]
        if current == UInt8(ascii: "("), kind == .swift {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                if bytes[index] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { index += 1; return } }
                index += 1
            }
        } else if current == UInt8(ascii: "u"), byte(1) == UInt8(ascii: "{") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "}") { index += 1 }
            index = min(index + 1, bytes.count)
        } else {
            index += 1
        }
    }

    private func closes(quote: UInt8, count: Int, hashes: Int) -> Bool {
        for offset in 0..<count where byte(offset) != quote { return false }
        for offset in count..<(count + hashes) where byte(offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// A C character literal (`'a'`, `'\n'`) is skipped; a quote with no close near it (a Rust
    /// lifetime) is one character.
    private mutating func characterLiteral() {
        var end = index + 1
        while end < min(bytes.count, index + 12) {
            if bytes[end] == UInt8(ascii: "\\") { end += 2; continue }
            if bytes[end] == UInt8(ascii: "'") { index = end + 1; return }
            end += 1
        }
        index += 1
    }

    /// An identifier; in Swift, after a declaration keyword, the name it declares is checked.
    private mutating func identifierOrKeyword() {
        let word = identifier()
        guard kind == .swift, Self.declarationKeywords.contains(String(decoding: bytes[word], as: UTF8.self)) else { return }
        while let current = byte(), CheckedSpan.isSpace(current) { index += 1 }
        let backticked = byte() == UInt8(ascii: "`")
        if backticked { index += 1 }
        guard let current = byte(), isIdentifierByte(current), !(current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9")) else { return }
        let name = identifier()
        spans.append(CheckedSpan(name, .identifier))
        if backticked, byte() == UInt8(ascii: "`") { index += 1 }
    }

    private mutating func identifier() -> Range<Int> {
        let start = index
        while let current = byte(), isIdentifierByte(current) { index += 1 }
        return start..<index
    }

    /// Letters, digits, `_` and every byte of a non-ASCII character (Swift names may use them).
    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_")
            || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func prose(_ start: Int, _ end: Int) {
        guard start < end else { return }
        spans += CheckedSpan.prose(from: start, to: end)
    }
}
