/// Letters a game counts as other letters, the one table both ``LetterInventory`` and the
/// solver read: `ß` as two `s` (it has no capital of its own: `STRASSE` is `Straße` in
/// capitals), final `ς` as `σ` (one letter in two shapes), and the Dutch ligature `ĳ` as `i` and
/// `j` (dictionaries write `ĳdel`, players type `ijdel`).
enum LetterEquivalents {
    /// Calls `body` with each letter `scalar` counts as: itself, or its equivalents.
    @inline(__always)
    static func forEachLetter(of scalar: Unicode.Scalar, _ body: (Unicode.Scalar) -> Void) {
        switch scalar {
        case "ß":
            body("s")
            body("s")
        case "ς":
            body("σ")
        case "\u{133}":   // ĳ
            body("i")
            body("j")
        default:
            body(scalar)
        }
    }

    /// How many more letters than characters `text` counts (one for each `ß` and `ĳ`).
    static func extraLetters(in text: String) -> Int {
        // Both are two bytes of UTF-8 starting 0xC3 (ß) or 0xC4 (ĳ): most words have neither.
        guard text.utf8.contains(where: { $0 == 0xC3 || $0 == 0xC4 }) else { return 0 }
        return text.unicodeScalars.count { $0 == "ß" || $0 == "\u{133}" }
    }
}
