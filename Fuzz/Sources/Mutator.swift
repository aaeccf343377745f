import AnagramRules
import Foundation

/// Makes new inputs from old ones: flipped bits, bytes and interesting sequences inserted,
/// removed, repeated, and inputs spliced together.
struct Mutator {
    var generator: SeededRandomNumberGenerator

    /// Byte sequences that have broken text code before: line ends, a byte-order mark, NUL,
    /// invalid UTF-8, combining marks, surrogate-range and non-BMP scalars, apostrophes, URLs.
    static let interesting: [[UInt8]] = [
        [0x0A], [0x0D, 0x0A], [0x0D], [0xEF, 0xBB, 0xBF], [0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80],
        Array("\u{301}".utf8), Array("\u{308}\u{301}".utf8), Array("é".utf8), Array("İ".utf8), Array("ß".utf8),
        Array("😀".utf8), Array("’".utf8), Array("'".utf8), Array("-".utf8), Array("http://".utf8), Array("@".utf8),
        Array("中".utf8), Array(" ".utf8), Array("\t".utf8), Array("#".utf8), Array("SET UTF-8\n".utf8),
        Array("WORDCHARS ".utf8), Array("LANG ".utf8), Array("\"".utf8), Array("{".utf8), Array("}".utf8),
        Array("99999999999999999999".utf8), Array("-1".utf8),
    ]

    mutating func mutate(_ input: [UInt8], corpus: [[UInt8]]) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0 where !bytes.isEmpty:
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
            case 1:
                bytes.insert(UInt8.random(in: 0...255, using: &generator), at: Int.random(in: 0...bytes.count, using: &generator))
            case 2 where !bytes.isEmpty:
                let start = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...8, using: &generator)))
            case 3, 4:
                let token = Self.interesting.randomElement(using: &generator) ?? []
                bytes.insert(contentsOf: token, at: Int.random(in: 0...bytes.count, using: &generator))
            case 5 where !bytes.isEmpty:
                // A run repeated many times: long words, long runs of marks, long lines.
                let start = Int.random(in: 0..<bytes.count, using: &generator)
                let run = Array(bytes[start..<min(bytes.count, start + Int.random(in: 1...4, using: &generator))])
                let copies = [2, 10, 100, 1_000, 5_000].randomElement(using: &generator) ?? 2
                bytes.insert(contentsOf: Array(repeating: run, count: copies).joined(), at: start)
            case 6 where !corpus.isEmpty:
                let other = corpus.randomElement(using: &generator) ?? []
                let cut = Int.random(in: 0...bytes.count, using: &generator)
                bytes = Array(bytes[..<cut]) + other.suffix(Int.random(in: 0...other.count, using: &generator))
            default:
                bytes.append(contentsOf: Self.interesting.randomElement(using: &generator) ?? [])
            }
        }
        // Inputs stay small enough to be quick: the length limits are tested by the tests.
        return Array(bytes.prefix(1 << 16))
    }
}
