/// The characters a word is made of for one Hunspell dictionary, as the hunspell tool sees them:
/// its letters (``HunspellLetters``) and the dictionary's `WORDCHARS`.
///
/// A `WORDCHARS` character is an ordinary word character: it starts, continues and ends words
/// (`’tis` and `dogs’` with en_US, `-Haus` and `z.B.` with de_DE). Apostrophes also join two word
/// characters when the dictionary has one among its own: `'` when `'` or `’` is a word
/// character, `’` when `'` is.
struct HunspellWordCharacters: Sendable, Hashable {
    /// The `WORDCHARS` code units, sorted (what makes two sets equal).
    let extra: [UInt16]
    /// One bit per UTF-16 code unit: letters and `extra`.
    private let bitmap: Bitmap
    /// Whether `'` between two word characters joins them.
    let apostropheJoins: Bool
    /// Whether `’` between two word characters joins them.
    let typographicApostropheJoins: Bool

    /// The word characters of a dictionary whose `WORDCHARS` is `wordCharacters` (in Unicode).
    /// As in the tool, a character outside the Basic Multilingual Plane counts as U+FFFD and ends
    /// the list.
    init(wordCharacters: some Sequence<Unicode.Scalar>) {
        var units: Set<UInt16> = []
        for scalar in wordCharacters {
            guard scalar.value <= 0xFFFF else {
                units.insert(0xFFFD)
                break
            }
            units.insert(UInt16(scalar.value))
        }
        extra = units.sorted()
        var bits = HunspellLetters.bitmap
        for unit in extra { bits[Int(unit >> 6)] |= 1 << UInt64(unit & 63) }
        bitmap = Bitmap(bits: bits)
        let apostrophe = bits[0] & (1 << 0x27) != 0
        apostropheJoins = apostrophe || units.contains(0x2019)
        typographicApostropheJoins = apostrophe
    }

    /// Whether the character `unit` (a BMP code unit, or U+FFFD for any other) is a word character.
    @inline(__always)
    func contains(_ unit: UInt16) -> Bool {
        bitmap.bits[Int(unit >> 6)] & (1 << UInt64(unit & 63)) != 0
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.extra == rhs.extra }
    func hash(into hasher: inout Hasher) { hasher.combine(extra) }

    /// 8 KB shared by every copy.
    private final class Bitmap: Sendable {
        let bits: [UInt64]
        init(bits: [UInt64]) { self.bits = bits }
    }
}
