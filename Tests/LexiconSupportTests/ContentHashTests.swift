import Foundation
import Testing
import LexiconSupport

@Suite("Content hash")
struct ContentHashTests {
    /// Names made from hashes keep the form `%016llx` gave them (caches written before stay
    /// found): the same digits as Foundation's formatting, for edge values and random ones.
    @Test func hexadecimalIsFormatsSixteenDigits() {
        var generator = SystemRandomNumberGenerator()
        let values: [UInt64] = [0, 1, 0xF, 0x10, 0xABC, UInt64(UInt32.max), 1 << 63, .max]
            + (0..<1_000).map { _ in UInt64.random(in: 0 ... .max, using: &generator) >> UInt64.random(in: 0...63, using: &generator) }
        for value in values {
            #expect(ContentHash.hexadecimal(value) == String(format: "%016llx", value), "\(value)")
        }
        var hash = ContentHash()
        hash.combine(Data("palettes".utf8))
        #expect(hash.hexadecimal == String(format: "%016llx", hash.value))
    }
}
