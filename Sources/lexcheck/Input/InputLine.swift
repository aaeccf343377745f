import LexiconCheck
import LexiconSupport

/// One line of input, or why it could not be read as text.
enum InputLine: Sendable {
    case text(String)
    case invalid(reason: String)

    /// Decodes a line's bytes (its end already cut off); `nil` stands for a line that was too long.
    init(raw: ArraySlice<UInt8>?) {
        self.init(raw: raw, encoding: .utf8)
    }

    /// Decodes a line's bytes in `encoding` (UTF-8, or an 8-bit code page for `pipe -i`).
    init(raw: ArraySlice<UInt8>?, encoding: DictionaryEncoding) {
        guard let raw else {
            self = .invalid(reason: "line longer than \(LineSource.maximumLineLength) bytes")
            return
        }
        let text: String? = switch encoding {
        case .utf8: raw.withUnsafeBufferPointer(utf8String)
        case .singleByte: encoding.decode(raw)
        }
        if raw.contains(0) {
            self = .invalid(reason: "contains a NUL byte")
        } else if let text {
            self = .text(text)
        } else {
            self = .invalid(reason: "not valid \(encoding)")
        }
    }

    /// The text, or `nil` for an invalid line.
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
