import Testing
@testable import LexiconSupport

/// Lower-casing maps each scalar to the first scalar of Unicode's full mapping (Turkish and
/// Azeri i apart), for every scalar Unicode has, alone (ASCII takes the standard library's
/// shortcut) and before a letter with nothing to map: the shortcuts for text with nothing to map
/// give what mapping each scalar gives.
@Suite("Case mapping")
struct CaseMappingTests {
    @Test func everyScalarLowerCasesToItsMapping() {
        var mismatches: [String] = []
        var mapped = 0
        for mapping in [CaseMapping.standard, .turkic, .dutch] {
            for value in 0...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                var expected = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
                if mapping == .turkic, scalar == "I" { expected = "ı" }
                if mapping == .turkic, scalar == "\u{130}" { expected = "i" }
                if expected != scalar { mapped += 1 }
                let alone = Array(mapping.lowercased(String(scalar)).unicodeScalars)
                let before = Array(mapping.lowercased(String(scalar) + "ä").unicodeScalars)
                if alone != [expected] || before != [expected, "ä"], mismatches.count < 20 {
                    mismatches.append("\(mapping) U+\(String(value, radix: 16)): \(alone) \(before)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // Upper-case letters of every script are mapped, in each of the three.
        #expect(mapped > 3 * 1_000)
    }
}
