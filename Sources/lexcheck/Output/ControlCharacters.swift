/// Control characters from the input must not reach a terminal as they are: an escape sequence
/// in a word list can retitle the window or clear the screen, and a newline in a file name can
/// forge `FILE:LINE:COL:` lines. They are shown as `\x1B` (C0 controls and DEL) or `\u{9B}` (C1
/// controls, which some terminals also obey).
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
        guard bytes.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 }) else { return bytes }
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
            } else {
                safe.append(byte)
            }
            index += 1
        }
        return safe
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return value < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{" + hex + "}"
    }
}
