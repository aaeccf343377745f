import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// The one-pass scan of a dictionary file (eight ASCII bytes at a time) must say what the
/// standard library says: where the first NUL is, whether the bytes are UTF-8, whether any is
/// not ASCII.
@Suite("Dictionary file scan")
struct DictionaryEncodingScanTests {
    // The standard library's validator, the oracle, needs these.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var random = SeededGenerator(seed: 7)
        // Pieces that make valid and invalid UTF-8 at every position relative to 8-byte words.
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), [0x0A], Array("é".utf8), Array("€".utf8), Array("😀".utf8),
            [0x00], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5], [0xFF], [0xE2, 0x82], [0xC3], Array("x".utf8),
        ]
        for round in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let scanned = bytes.withUnsafeBufferPointer { DictionaryEncoding.scan($0) }
            let expected = (bytes.firstIndex(of: 0), String(validating: bytes, as: UTF8.self) != nil, bytes.contains { $0 >= 0x80 })
            // A NUL makes the file an error, whatever else it holds: the scan stops there.
            if let nul = expected.0 {
                #expect(scanned.nul == nul, "round \(round): \(bytes)")
            } else {
                #expect(scanned.nul == nil && scanned.isUTF8 == expected.1 && scanned.hasHighBytes == expected.2,
                        "round \(round): \(bytes)")
            }
        }
    }

    /// Decoding UTF-8 gives the text exactly when the standard library's validating initialiser
    /// does, from contiguous bytes and from a collection that has no contiguous storage.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesUTF8AsTheStandardLibraryValidatesIt() {
        for bytes in MixedBytes.samples(50_000, seed: 9) {
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(DictionaryEncoding.utf8.decode(bytes) == expected, "\(bytes)")
            #expect(DictionaryEncoding.utf8.decode(bytes.lazy.map { $0 }) == expected, "\(bytes)")
        }
    }
}
