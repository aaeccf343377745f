import Foundation

/// A JSON object written with its keys in the order given.
struct JSONLine {
    private var fields: [String] = []

    mutating func add(_ key: String, _ value: String) {
        fields.append("\(JSONLine.quote(key)):\(JSONLine.quote(value))")
    }

    mutating func add(_ key: String, _ value: Int) {
        fields.append("\(JSONLine.quote(key)):\(value)")
    }

    mutating func add(_ key: String, _ value: Bool) {
        fields.append("\(JSONLine.quote(key)):\(value)")
    }

    mutating func add(_ key: String, _ values: [String]) {
        fields.append("\(JSONLine.quote(key)):[\(values.map(JSONLine.quote).joined(separator: ","))]")
    }

    mutating func add(_ key: String, raw: String) {
        fields.append("\(JSONLine.quote(key)):\(raw)")
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }

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
