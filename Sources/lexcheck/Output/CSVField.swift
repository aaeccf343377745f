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
