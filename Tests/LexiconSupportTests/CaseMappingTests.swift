import Testing
@testable import LexiconSupport

/// Lower-casing maps each scalar to the first scalar of Unicode's full mapping (Turkish and
/// Azeri i apart), for every scalar Unicode has: the shortcuts for text with nothing to map
/// give what mapping each scalar gives.
@Suite("Case mapping")
struct CaseMappingTests {
    @Test func everyScalarLowerCasesToItsMapping() {
        for mapping in [CaseMapping.standard, .turkic, .dutch] {
            for value in 0...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                var expected = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
                if mapping == .turkic, scalar == "I" { expected = "ı" }
                if mapping == .turkic, scalar == "\u{130}" { expected = "i" }
                let lowered = mapping.lowercased(String(scalar) + "ä").unicodeScalars
                #expect(Array(lowered) == [expected, "ä"], "\(mapping) U+\(String(value, radix: 16))")
            }
        }
    }
}
