/// A place in a document: a line (from 0) and a character offset on it, counted in the
/// session's position encoding (UTF-16 code units unless negotiated otherwise).
package struct Position: Codable, Sendable, Hashable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, `end` excluded.
package struct LSPRange: Codable, Sendable, Hashable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Whether the two spans share a character, or touch where one is empty (a cursor at a
    /// word's edge asks about the word).
    package func overlaps(_ other: LSPRange) -> Bool {
        start <= other.end && other.start <= end
    }
}

/// How positions count characters on a line: the client's and the server's agreement
/// (`general.positionEncodings` in the client's capabilities, LSP 3.17). UTF-16 unless both
/// say otherwise.
package enum PositionEncoding: String, Codable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use given the client's preferences, in its order: the first the server
    /// supports, else UTF-16, which every client supports.
    package static func negotiated(clientPrefers offered: [String]?) -> PositionEncoding {
        for name in offered ?? [] {
            if let encoding = PositionEncoding(rawValue: name) { return encoding }
        }
        return .utf16
    }

    /// The length of `text` in this encoding's units.
    package func length(of text: Substring) -> Int {
        switch self {
        case .utf8: text.utf8.count
        case .utf16: text.utf16.count
        case .utf32: text.unicodeScalars.count
        }
    }

    /// The index in `line` that `units` of this encoding reach, clamped to the line's end; an
    /// offset inside a character (half of a surrogate pair, part of a UTF-8 sequence) is moved
    /// back to the character's start.
    package func index(in line: Substring, units: Int) -> Substring.Index {
        var counted = 0
        var index = line.unicodeScalars.startIndex
        while index < line.unicodeScalars.endIndex {
            let scalar = line.unicodeScalars[index]
            let width = switch self {
            case .utf8: UTF8.width(scalar)
            case .utf16: UTF16.width(scalar)
            case .utf32: 1
            }
            if counted + width > units { break }
            counted += width
            line.unicodeScalars.formIndex(after: &index)
        }
        return index
    }
}
