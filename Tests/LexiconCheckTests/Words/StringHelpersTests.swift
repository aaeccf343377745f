import Testing
@testable import LexiconCheck

@Suite("String helpers")
struct StringHelpersTests {
    /// `String`'s own trim (which skips the work when both ends are visible ASCII) and the
    /// generic one must agree, on every kind of end.
    @Test(arguments: ["word", "  word  ", "\tword", "word\r", "café", " café ", "\u{3000}語\u{3000}", "e\u{301}",
                      "a b", "", "   ", "\u{A0}x\u{A0}", "x\u{301} ", "'s", "1999", "~"])
    func trimsLikeTheGenericTrim(_ text: String) {
        let generic = Substring(text).trimmingWhitespace()
        #expect(String(text.trimmingWhitespace()) == String(generic))
        #expect(Array(text.trimmingWhitespace().utf8) == Array(generic.utf8))
    }
}
