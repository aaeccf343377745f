import Foundation

/// Strings as JSON writes them: the one escaping every command's JSON uses.
enum JSONString {
    /// `string` quoted, with `"`, `\`, the C0 and C1 controls and DEL escaped (`\"`, `\\`, `\n`,
    /// `\u001b`); the rest as it is.
    static func quote(_ string: String) -> String {
        // Most strings need no escaping: a byte scan tells.
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        } ?? false
        if plain { return "\"" + string + "\"" }
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += String(format: "\\u%04x", scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
