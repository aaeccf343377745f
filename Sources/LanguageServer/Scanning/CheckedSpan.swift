/// A part of a line whose words are checked, in UTF-8 bytes from the line's start.
package struct CheckedSpan: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Text, cut into words by the dictionary's tokenizer.
        case prose
        /// A name from source code, cut at camelCase, snake_case and digits (``IdentifierParts``).
        case identifier
    }

    package var bytes: Range<Int>
    package var kind: Kind

    package init(_ bytes: Range<Int>, _ kind: Kind) {
        self.bytes = bytes
        self.kind = kind
    }
}

/// What a line leaves open for the next one: a fenced code block, a block comment, a string
/// over several lines.
package enum ScanState: Sendable, Hashable {
    case text
    /// Inside a Markdown code block opened by `length` of `fence` (a backtick or a tilde).
    case fencedCode(fence: UInt8, length: Int)
    /// Inside `/* */`, `depth` deep (Swift nests them).
    case blockComment(depth: Int)
    /// Inside a string over several lines opened by three `quote`s after `hashes` `#`s.
    case multilineString(quote: UInt8, hashes: Int)
}
