/// How long a word is in letters, as ``WordFormSource/wordForms(spelledWith:maximumLength:)``
/// counts them: its Unicode scalars but combining marks, invisible ones (default-ignorable) and
/// conjoining Hangul jamo (which a syllable composes).
///
/// Unlike `count` (grapheme clusters), it does not change with the normalisation form (`é` as
/// one scalar or as `e` and a combining accent is one letter), and folding case never makes it
/// smaller (`ß` folded to `ss` is longer).
///
/// ```swift
/// LetterLength.of("palettes".unicodeScalars)      // 8
/// LetterLength.of("cafe\u{301}".unicodeScalars)   // 4
/// ```
public enum LetterLength {
    /// The number of letters of `text`.
    public static func of(_ text: some Sequence<Unicode.Scalar>) -> Int {
        var length = 0
        for scalar in text where !isUncounted(scalar) { length += 1 }
        return length
    }

    private static func isUncounted(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        if (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value)
            || (0xD7B0...0xD7FF).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
