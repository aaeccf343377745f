/// Property-based testing with deterministic inputs: `forAll` makes `count` inputs with a
/// ``SeededGenerator`` and returns the first one `property` does not hold for, so a test can
/// expect `nil` and name the counterexample (with its seed: run it again with that seed alone).
public func forAll<Input>(_ count: Int, seed: UInt64 = 1, _ generate: (inout SeededGenerator) -> Input,
                          _ property: (Input) throws -> Bool) rethrows -> (seed: UInt64, input: Input)? {
    for offset in 0..<UInt64(count) {
        var generator = SeededGenerator(seed: seed &+ offset)
        let input = generate(&generator)
        if try !property(input) { return (seed &+ offset, input) }
    }
    return nil
}

/// Random text for property tests: letters and words of several scripts, with what breaks
/// naive code mixed in (combining marks, characters outside the BMP, invisible characters,
/// direction marks, the Turkish dotted and dotless i, ß, final sigma, punctuation, spaces).
public enum RandomText {
    /// Pieces text is made of: single characters and short runs.
    public static let pieces: [String] = [
        "a", "e", "i", "o", "s", "t", "l", "p", "h", "A", "E", "I", "S", "T", "ß", "ẞ", "İ", "ı", "é", "e\u{301}",
        "ñ", "ö", "Ω", "σ", "ς", "Σ", "д", "Ж", "א", "ب", "क", "ि", "्", "中", "ĳ", "Ĳ", "😀", "👩‍👩‍👧", "🇫🇷",
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{202E}", "\u{034F}", "\u{00AD}", "\u{FE0F}",
        " ", "  ", "\t", "\n", "'", "’", "-", ".", ",", "!", "0", "7", "/", "#", "@",
        "the", "palettes", "telepaths", "brwon", "Straße", "naïve", "don't", "e-mail", "O'Neill",
    ]

    /// Text of up to `maximumPieces` pieces.
    public static func text(maximumPieces: Int = 12, using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...maximumPieces, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }
}
