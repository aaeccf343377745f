import LexiconCheck

/// One line of input, or why it could not be read as text.
enum InputLine: Sendable {
    case text(String)
    case invalid(reason: String)

    /// Decodes a line's bytes (its end already cut off); `nil` stands for a line that was too long.
    init(raw: ArraySlice<UInt8>?) {
        guard let raw else {
            self = .invalid(reason: "line longer than \(LineSource.maximumLineLength) bytes")
            return
        }
        if raw.contains(0) {
            self = .invalid(reason: "contains a NUL byte")
        } else if let text = raw.withUnsafeBufferPointer(utf8String) {
            self = .text(text)
        } else {
            self = .invalid(reason: "not valid UTF-8")
        }
    }

    /// The text, or `nil` for an invalid line.
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
