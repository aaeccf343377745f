import Foundation

extension DictionaryEncoding {
    /// What is off in `data` (a whole .aff or .dic file) for this encoding, as warnings: text
    /// that is not UTF-8 under `SET UTF-8` (Hungarian's has Latin-1 in a comment and 8-bit affix
    /// flags), UTF-8 text under an 8-bit `SET` (some of Hunspell's own test dictionaries).
    /// Hunspell reads bytes and opens such files all the same, and so does lexcheck. A NUL byte,
    /// which would cut Hunspell's lines short, throws.
    package func problems(in data: Data, path: String) throws(LexiconError) -> [String] {
        // One pass over contiguous bytes: these files are megabytes and read at every start.
        let (nul, isUTF8, hasHighBytes) = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return (bytes.firstIndex(of: 0), String(validating: bytes, as: UTF8.self) != nil,
                    bytes.contains { $0 >= 0x80 })
        }
        if let nul {
            throw .malformed(path: path, line: Self.lineNumber(of: data.startIndex + nul, in: data), reason: "contains a NUL byte")
        }
        switch self {
        case .utf8 where !isUTF8:
            let line = data.split(separator: 0x0A, omittingEmptySubsequences: false)
                .firstIndex { String(validating: $0, as: UTF8.self) == nil }
            return ["\(path):\(line.map { String($0 + 1) } ?? "?"): not valid UTF-8, though the .aff file declares SET UTF-8"]
        case .singleByte where isUTF8 && hasHighBytes:
            // Text in an 8-bit code page is almost never valid UTF-8 by chance.
            return ["\(path): the text is UTF-8, though the .aff file declares SET \(self)"]
        default:
            return []
        }
    }

    private static func lineNumber(of index: Data.Index, in data: Data) -> Int {
        data[..<index].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
