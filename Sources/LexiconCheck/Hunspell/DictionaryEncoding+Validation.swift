import Foundation

extension DictionaryEncoding {
    /// Checks that `data` (a whole .aff or .dic file) is really in this encoding, so that a
    /// dictionary saved in another encoding than its `SET` says fails loudly, with the line.
    package func validate(_ data: Data, path: String) throws(LexiconError) {
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
            throw .malformed(path: path, line: line.map { $0 + 1 },
                             reason: "not valid UTF-8, though the .aff file declares SET UTF-8")
        case .singleByte where isUTF8 && hasHighBytes:
            // Text in an 8-bit code page is almost never valid UTF-8 by chance.
            throw .malformed(path: path, line: nil,
                             reason: "the text is UTF-8, though the .aff file declares SET \(self)")
        default:
            break
        }
    }

    private static func lineNumber(of index: Data.Index, in data: Data) -> Int {
        data[..<index].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
