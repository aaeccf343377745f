/// JSON written byte by byte, for the answers that are both large and frequent (a long
/// document's diagnostics after every keystroke, the server's matches), where a generic
/// encoder's cost per member shows (docs/serve.md).
package struct JSONText {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// `text` as it is: punctuation and member names the caller wrote as JSON.
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A finite `value` as `JSONEncoder` writes it: `1` for 1.0, `0.75`, the shortest digits
    /// that read back as the same number (non-finite values, which JSON lacks, as `0`).
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("0") }
        if value == value.rounded(), abs(value) < 1e15 {
            number(Int(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    package mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// `text` as a JSON string, escaped as `JSONEncoder` escapes it (without escaping slashes):
    /// quotes, backslashes and control characters, everything else as its UTF-8 bytes.
    package mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
    }
}
