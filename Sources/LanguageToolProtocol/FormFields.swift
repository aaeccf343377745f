import LexiconSupport

/// The fields of an `application/x-www-form-urlencoded` body or a URL's query: `name=value`
/// pairs joined by `&`, `+` for a space, `%XX` for a byte, the bytes UTF-8.
package struct FormFields: Sendable, Equatable {
    package private(set) var values: [String: String] = [:]

    package subscript(name: String) -> String? { values[name] }

    /// Reads `bytes`; a field named twice keeps its last value. A `%` not followed by two hex
    /// digits, or a name or value that is not UTF-8, is an error naming the field.
    package init(_ bytes: some Collection<UInt8>) throws(BadRequest) {
        let bytes = Array(bytes)
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = try Self.decode(pair[..<(equals ?? pair.endIndex)], what: "a field name")
            let value = try equals.map { index throws(BadRequest) in
                try Self.decode(pair[pair.index(after: index)...], what: "the field \(name)")
            } ?? ""
            values[name] = value
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, what: String) throws(BadRequest) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                decoded.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw BadRequest("\(what) has a '%' not followed by two hexadecimal digits")
                }
                decoded.append(high << 4 | low)
                index += 2
            } else {
                decoded.append(byte)
            }
            index += 1
        }
        guard let text = validUTF8String(decoded) else {
            throw BadRequest("\(what) is not UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A request the server cannot answer as sent: HTTP 400 with this message.
package struct BadRequest: Error, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
