import Foundation

// The string helpers the package shares: normalisation, case and byte tests on the fast paths,
// white space, UTF-16 ranges.

extension String {
    /// The string in Unicode normalisation form C; ASCII text is returned as it is.
    var nfc: String {
        isASCII ? self : precomposedStringWithCanonicalMapping
    }

    /// Form C, lower case; ASCII without a detour through Unicode tables.
    var precomposedLowercased: String {
        if allBytes({ $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) }) { return self }
        return nfc.lowercased()
    }

    /// Whether the string is all ASCII, read from its contiguous UTF-8 bytes.
    @inlinable
    package var isASCII: Bool {
        allBytes { $0 < 0x80 }
    }

    /// Whether every UTF-8 byte satisfies `predicate`: a plain loop over contiguous bytes, much
    /// faster than iterating the UTF-8 view.
    @inlinable @inline(__always)
    package func allBytes(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }

    /// The text at a UTF-16 range (clamped), or `nil` when the range cuts a character in two.
    func utf16Substring(_ range: NSRange) -> String? {
        let bounds = range.clamped(toUTF16Count: utf16.count)
        let start = utf16.index(utf16.startIndex, offsetBy: bounds.lowerBound)
        let end = utf16.index(start, offsetBy: bounds.count)
        return String(utf16[start..<end])
    }
}

extension StringProtocol {
    /// The text without the white space (and line breaks) around it.
    package func trimmingWhitespace() -> SubSequence {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
