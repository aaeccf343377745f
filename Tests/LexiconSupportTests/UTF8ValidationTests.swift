import LexiconSupport
import Testing
import TestSupport

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    /// `validUTF8String` and `utf8String` give the text exactly when the standard library's
    /// validating initialiser does, on valid text, forbidden sequences and random bytes.
    // The standard library's validator, the oracle, needs these.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func agreesWithTheStandardLibrary() {
        for bytes in MixedBytes.samples(50_000, seed: 8) {
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(validUTF8String(bytes) == expected, "\(bytes)")
            #expect(validUTF8String(bytes[...]) == expected, "\(bytes)")
            #expect(bytes.withUnsafeBufferPointer(utf8String) == expected, "\(bytes)")
        }
    }
}
