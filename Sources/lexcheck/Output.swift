import Foundation

/// Collects output and writes it to a file handle in large blocks.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let handle: FileHandle
    private let limit = 1 << 16

    init(_ handle: FileHandle = .standardOutput) {
        self.handle = handle
        bytes.reserveCapacity(limit * 2)
    }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= limit { flush() }
    }

    mutating func line(_ text: String) {
        write(text)
        write("\n")
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        handle.write(Data(bytes))
        bytes.removeAll(keepingCapacity: true)
    }
}

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
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += String(format: "\\u%04x", scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// A CSV field, quoted when it has to be (RFC 4180).
func csvField(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || value.hasPrefix(" ") || value.hasSuffix(" ") else {
        return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
