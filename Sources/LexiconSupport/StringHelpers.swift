import Foundation

// String helpers every target shares: normalisation, byte tests on the fast paths, white space,
// messages. Each is on a hot path somewhere (a word checked, a line read), hence the loops over
// contiguous bytes.

extension String {
    /// The string in Unicode normalisation form C; ASCII text is returned as it is, and so is
    /// text that is not stream-safe (see ``isStreamSafe``), which no real text is and which would
    /// take time quadratic in its length to normalise.
    package var nfc: String {
        isASCII || isKnownNFC || !isStreamSafe ? self : precomposedStringWithCanonicalMapping
    }

    /// Whether every character is one that form C leaves alone and that composes with nothing
    /// else here: Latin below U+0300 (no combining mark), Greek letters from U+0388 (the tonos
    /// letters are C's own; the oxia ones of U+1F00... are not), Cyrillic without its combining
    /// marks. Dictionary words in these scripts (most of them) skip Foundation's normalisation,
    /// which costs microseconds a word.
    package var isKnownNFC: Bool {
        unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case ..<0x300, 0x388...0x3FF, 0x400...0x482, 0x48A...0x52F: true
            default: false
            }
        }
    }

    /// Whether no more than 30 combining marks follow one another: Unicode's stream-safe text
    /// format (UAX #15), which every real text meets. Normalisation reorders a run of marks by
    /// their combining classes, in time quadratic in the run's length: 200 KB of accents takes
    /// most of a minute.
    package var isStreamSafe: Bool {
        // A combining mark takes two UTF-8 bytes at least: a run of 31 needs 62. Words, the
        // usual case (checked, then normalised), are shorter and are not scanned at all.
        guard utf8.count >= 62 else { return true }
        var run = 0
        for scalar in unicodeScalars {
            // Every scalar below U+0300 is a starter (combining class 0).
            if scalar.value < 0x300 || scalar.properties.canonicalCombiningClass.rawValue == 0 {
                run = 0
            } else {
                run += 1
                if run > 30 { return false }
            }
        }
        return true
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

    /// Whether one of the UTF-8 bytes is `byte`: ``allBytes(_:)``'s loop, not the UTF-8 view's
    /// iterator, which is slow on the guess path.
    @inlinable @inline(__always)
    package func containsByte(_ byte: UInt8) -> Bool {
        !allBytes { $0 != byte }
    }

    /// The string quoted for a message (`debugDescription`), its first `limit` characters only
    /// and "…" after them: an error about a 50 MB line names the line, it does not repeat it.
    package func quotedForMessage(limit: Int = 40) -> String {
        guard count > limit else { return debugDescription }
        return String(prefix(limit)).debugDescription + "… (\(utf8.count) bytes)"
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

extension String {
    /// The text without the white space (and line breaks) around it. Most text starts and ends
    /// with a visible ASCII character: then nothing is trimmed, and no character is formed
    /// (grapheme breaking costs hundreds of instructions a line) to find that out.
    package func trimmingWhitespace() -> Substring {
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return self[...]
        }
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map { index(after: $0) } ?? start
        return self[start..<end]
    }
}

/// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8. ASCII, the common case,
/// skips the validation.
@inlinable
package func utf8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    bytes.allSatisfy({ $0 < 0x80 }) ? String(decoding: bytes, as: UTF8.self) : validUTF8String(bytes)
}

/// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8.
///
/// `String(decoding:as:)` replaces each invalid sequence with U+FFFD, so its bytes equal the
/// input's exactly when there was none. (`String(validating:as:)` says the same directly, but
/// exists only from iOS 18 and macOS 15, above the package's platforms.)
@inlinable
package func validUTF8String(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.count == bytes.count && text.utf8.elementsEqual(bytes) ? text : nil
}

extension String {
    /// The text with each `{name}` of `values` replaced, in one pass: a value that holds braces
    /// is never filled in again, and a brace that names no value is kept as it is. The
    /// placeholders of the texts a game shows (`{root}`, `{minimum}`, `{word}`).
    package func fillingPlaceholders(_ values: [String: String]) -> String {
        guard utf8.contains(UInt8(ascii: "{")) else { return self }
        var result = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
