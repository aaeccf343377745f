import Foundation
import LexiconSupport

// LexiconCheck's own string helpers: lower case for lookups, UTF-16 ranges. (Those every target
// shares, normalisation and byte tests, are LexiconSupport's.)

extension String {
    /// Form C, lower case; ASCII without a detour through Unicode tables.
    var precomposedLowercased: String {
        if allBytes({ $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) }) { return self }
        return nfc.lowercased()
    }

    /// The text at a UTF-16 range (clamped), or `nil` when the range cuts a character in two.
    func utf16Substring(_ range: NSRange) -> String? {
        let bounds = range.clamped(toUTF16Count: utf16.count)
        let start = utf16.index(utf16.startIndex, offsetBy: bounds.lowerBound)
        let end = utf16.index(start, offsetBy: bounds.count)
        return String(utf16[start..<end])
    }
}

