/// Byte strings near the edges of UTF-8, for testing a validator against the standard library's
/// `String(validating:as:)`: valid text (ASCII, two-, three- and four-byte scalars, U+FFFD
/// itself), the sequences UTF-8 forbids (surrogates, overlong forms, scalars above U+10FFFF,
/// stray continuation bytes, cut-off sequences) and random bytes, mixed.
public enum MixedBytes {
    static let pieces: [[UInt8]] = [
        Array("word".utf8), Array("café".utf8), Array("Straße".utf8), Array("ђ".utf8), Array("😀".utf8),
        Array("\u{FFFD}".utf8), [0xEF, 0xBF, 0xBD], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xC0, 0x80],
        [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xFE], [0xFF], [0x00],
    ]

    /// `count` byte strings of up to eight pieces or random bytes each, the same for a seed.
    public static func samples(_ count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                if Bool.random(using: &random) {
                    bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                }
            }
            return bytes
        }
    }
}
