/// The letters of the hunspell 1.7.1 tool: the characters it splits text into words around.
///
/// Hunspell keeps its own table, an old Unicode snapshot (``ranges``, asked of the tool itself by
/// `scripts/generate/hunspell-letters.py`): it counts nonspacing marks and a few ideographs as
/// letters and misses letters added to Unicode since (`ẞ`). Characters outside the Basic
/// Multilingual Plane are never letters: the tool reads each as U+FFFD.
enum HunspellLetters {
    /// One bit per UTF-16 code unit, set for letters.
    static let bitmap: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1 << 10)
        for range in ranges {
            for unit in range { bits[Int(unit >> 6)] |= 1 << UInt64(unit & 63) }
        }
        return bits
    }()
}
