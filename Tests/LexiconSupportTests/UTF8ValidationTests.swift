import LexiconSupport
import Testing
import TestSupport

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    /// `validUTF8String` and `utf8String` give the text exactly when the standard library's
    /// validating initialiser does, on valid text, forbidden sequences and random bytes.
    @Test func agreesWithTheStandardLibrary() {
        for bytes in MixedBytes.samples(50_000, seed: 8) {
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(validUTF8String(bytes) == expected, "\(bytes)")
            #expect(validUTF8String(bytes[...]) == expected, "\(bytes)")
            #expect(bytes.withUnsafeBufferPointer(utf8String) == expected, "\(bytes)")
        }
    }
}
