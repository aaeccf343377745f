import Foundation

/// Somewhere text is written, a piece at a time.
protocol TextSink {
    mutating func write(_ text: String)
    mutating func write(_ number: Int)
}

extension TextSink {
    mutating func line(_ text: String) {
        write(text)
        write("\n")
    }
}

/// Bytes collected in memory (a worker's share of the output, written out in order later).
struct ByteWriter: TextSink {
    var bytes: [UInt8] = []

    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func write(_ number: Int) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
            write(-number)
            return
        }
        if number >= 10 { write(number / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}

/// Collects output and writes it to a file handle in large blocks.
struct OutputBuffer: TextSink {
    private var pending = ByteWriter()
    private let handle: FileHandle
    private let limit = 1 << 16

    init(_ handle: FileHandle = .standardOutput) {
        self.handle = handle
        pending.bytes.reserveCapacity(limit * 2)
    }

    mutating func write(_ text: String) {
        pending.write(text)
        flushIfFull()
    }

    mutating func write(bytes more: [UInt8]) {
        pending.bytes.append(contentsOf: more)
        flushIfFull()
    }

    mutating func write(_ number: Int) {
        pending.write(number)
        flushIfFull()
    }

    private mutating func flushIfFull() {
        if pending.bytes.count >= limit { flush() }
    }

    mutating func flush() {
        guard !pending.bytes.isEmpty else { return }
        handle.write(Data(pending.bytes))
        pending.bytes.removeAll(keepingCapacity: true)
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
        // Most strings need no escaping: a byte scan tells.
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
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
    let special: (UInt8) -> Bool = { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
    let needsQuotes = value.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains(where: special) || bytes.first == 0x20 || bytes.last == 0x20
    } ?? true
    guard needsQuotes else {
        return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
