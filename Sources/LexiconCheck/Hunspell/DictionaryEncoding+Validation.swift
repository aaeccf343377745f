import Foundation
import LexiconSupport

extension DictionaryEncoding {
    /// What is off in `data` (a whole .aff or .dic file) for this encoding, as warnings: text
    /// that is not UTF-8 under `SET UTF-8` (Hungarian's has Latin-1 in a comment and 8-bit affix
    /// flags), UTF-8 text under an 8-bit `SET` (some of Hunspell's own test dictionaries).
    /// Hunspell reads bytes and opens such files all the same, and so does lexcheck. A NUL byte,
    /// which would cut Hunspell's lines short, throws.
    ///
    /// `package` for the fuzz targets (`Fuzz/Targets`); nothing else outside LexiconCheck uses it.
    package func problems(in data: Data, path: String) throws(LexiconError) -> [String] {
        // These files are megabytes and read at every start: one pass, eight ASCII bytes at a
        // time, validating UTF-8 only from the first byte that is not ASCII.
        let (nul, isUTF8, hasHighBytes) = data.withUnsafeBytes { raw in
            Self.scan(raw.bindMemory(to: UInt8.self))
        }
        if let nul {
            throw .malformed(path: path, line: Self.lineNumber(of: data.startIndex + nul, in: data), reason: "contains a NUL byte")
        }
        switch self {
        case .utf8 where !isUTF8:
            let line = data.split(separator: 0x0A, omittingEmptySubsequences: false)
                .firstIndex { validUTF8String($0) == nil }
            return ["\(path):\(line.map { String($0 + 1) } ?? "?"): not valid UTF-8, though the .aff file declares SET UTF-8"]
        case .singleByte where isUTF8 && hasHighBytes:
            // Text in an 8-bit code page is almost never valid UTF-8 by chance.
            return ["\(path): the text is UTF-8, though the .aff file declares SET \(self)"]
        default:
            return []
        }
    }

    /// Where the first NUL byte is, whether the bytes are valid UTF-8, and whether any is not
    /// ASCII.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (nul: Int?, isUTF8: Bool, hasHighBytes: Bool) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        var isUTF8 = true
        var hasHighBytes = false
        // Eight bytes at a time while they are ASCII and not NUL.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & highs != 0 || (word &- ones) & ~word & highs != 0 { break }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 { return (index, isUTF8, hasHighBytes) }
            if byte < 0x80 {
                index += 1
                continue
            }
            hasHighBytes = true
            if isUTF8 {
                let length = Self.sequenceLength(bytes, at: index)
                if length == 0 { isUTF8 = false } else { index += length; continue }
            }
            index += 1
        }
        return (nil, isUTF8, hasHighBytes)
    }

    /// The length of the valid UTF-8 sequence starting with the non-ASCII byte at `index`, or 0
    /// (a stray continuation byte, an overlong form, a surrogate, a value past U+10FFFF, a cut).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return 0 }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    private static func lineNumber(of index: Data.Index, in data: Data) -> Int {
        data[..<index].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
