import LexiconSupport

/// Control characters from the input must not reach a terminal as they are: an escape sequence
/// in a word list can retitle the window or clear the screen, a newline in a file name can
/// forge `FILE:LINE:COL:` lines, a right-to-left override (U+202E) shows text in another order
/// than it is, a line separator (U+2028) breaks a line where a reader sees none. They are
/// shown as `\x1B` (C0 controls and DEL) or `\u{9B}` (C1 controls, which some terminals also
/// obey; the bidirectional controls and the line and paragraph separators). A byte of a file
/// name or argument that is not UTF-8 (held as U+F780–U+F7FF, ``SystemString``) is shown as the
/// byte it is: `\xE9`.
///
/// Everything lexcheck writes that holds text from outside (words, file names, dictionary
/// names) goes through here: ``visible(_:)`` for the parts of a message, ``terminalSafe(_:)``
/// for output a terminal shows.
enum ControlCharacters {
    /// `text` with its control characters shown: for file names, in every output.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                shown += escape(scalar.value)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// UTF-8 output with the control characters of its lines shown, line ends and tabs kept:
    /// what goes to a terminal.
    static func terminalSafe(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF })
        else { return bytes }
        var safe: [UInt8] = []
        safe.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F {
                safe.append(contentsOf: escape(UInt32(byte)).utf8)
            } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                safe.append(contentsOf: escape(UInt32(bytes[index + 1])).utf8)
                index += 1
            } else if byte == 0xD8 || byte == 0xE2 || byte == 0xEF, let scalar = threeOrTwoByteScalar(bytes, at: index),
                      isControl(scalar.value) {
                safe.append(contentsOf: escape(scalar.value).utf8)
                index += scalar.length - 1
            } else {
                safe.append(byte)
            }
            index += 1
        }
        return safe
    }

    /// The scalar of the two-byte (`0xD8` lead) or three-byte (`0xE2`, `0xEF` lead) UTF-8 sequence at
    /// `index`, with its length; `nil` when the bytes there are not one.
    private static func threeOrTwoByteScalar(_ bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int)? {
        let length = bytes[index] == 0xD8 ? 2 : 3
        guard index + length <= bytes.count, bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { return nil }
        var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : 0x0F)
        for continuation in bytes[(index + 1)..<(index + length)] { value = value << 6 | UInt32(continuation & 0x3F) }
        return (value, length)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar.value)
    }

    /// C0 and C1 controls, DEL, the bidirectional controls (the Arabic letter mark, the
    /// left-to-right and right-to-left marks, embeddings, overrides and isolates) and the line
    /// and paragraph separators; and the scalars standing for bytes that are not UTF-8.
    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || value == 0x200E || value == 0x200F
            || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value) || SystemString.escapes.contains(value)
    }

    private static func escape(_ value: UInt32) -> String {
        if SystemString.escapes.contains(value) { return "\\x" + String(value & 0xFF, radix: 16, uppercase: true) }
        let hex = String(value, radix: 16, uppercase: true)
        return value < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{" + hex + "}"
    }
}
