/// A CSV field, quoted when it has to be (RFC 4180), and safe to open in a spreadsheet: a value
/// that starts with `=`, `+`, `-`, `@`, a tab or a carriage return, which spreadsheets take for
/// a formula, gets a leading `'` so that they show it as text (OWASP's advice on CSV injection).
/// The words are the input's own, so such a value is always one the user did not mean to run.
func csvField(_ value: String) -> String {
    let formulaStarts: [UInt8] = [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D]
    let value = value.utf8.first.map(formulaStarts.contains) == true ? "'" + value : value
    let special: (UInt8) -> Bool = { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
    let needsQuotes = value.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains(where: special) || bytes.first == 0x20 || bytes.last == 0x20
    } ?? true
    guard needsQuotes else {
        return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
