import Foundation
import LexiconSupport
import Testing
import TestSupport

@Suite("SystemString")
struct SystemStringTests {
    /// Every byte string comes back unchanged: random bytes (mostly invalid UTF-8), valid UTF-8,
    /// and valid UTF-8 of the very scalars that stand for bytes.
    @Test func everyByteStringComesBack() {
        var random = SeededGenerator(seed: 36)
        let pieces: [[UInt8]] = [
            Array("café".utf8), Array("\u{F7E9}\u{F780}\u{F7FF}\u{F77F}\u{F800}".utf8), [0xE9], [0xC3], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xEF, 0x9F], [0xF0, 0x9F, 0x98], Array("😀".utf8), [0x2F], [0x80, 0xBF, 0xFE, 0xFF],
        ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                if Bool.random(using: &random) {
                    bytes += pieces.randomElement(using: &random) ?? []
                } else {
                    bytes.append(UInt8.random(in: 1...255, using: &random))
                }
            }
            let string = SystemString.string(from: bytes)
            #expect(SystemString.bytes(of: string) == bytes, "\(bytes)")
        }
    }

    /// UTF-8 is read as UTF-8; each stray byte becomes the one scalar that stands for it.
    @Test func strayBytesBecomeTheirScalars() {
        #expect(SystemString.string(from: Array("/tmp/café".utf8)) == "/tmp/café")
        #expect(SystemString.string(from: Array("/tmp/caf".utf8) + [0xE9]) == "/tmp/caf\u{F7E9}")
        // A valid U+F7E9 in the input is escaped byte by byte, so that it cannot be taken for 0xE9.
        #expect(SystemString.string(from: Array("\u{F7E9}".utf8)) == "\u{F7EF}\u{F79F}\u{F7A9}")
        #expect(SystemString.bytes(of: "caf\u{F7E9}") == Array("caf".utf8) + [0xE9])
    }

    /// A name holding a NUL reaches no system call: it would name another file.
    @Test func aNameWithANulIsNotPassedOn() {
        var called = false
        let result: Int? = SystemString.withCString("a\u{0}b") { _ in
            called = true
            return 1
        }
        #expect(result == nil && !called)
        #expect(SystemString.withCString("caf\u{F7E9}") { strlen($0) } == 4)
    }
}
