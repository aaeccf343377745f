import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// The word-form rules' reading of an `.aff` file's encoding, which reads only the first of the
/// engine's passes over the file.
@Suite("Affix rules")
struct AffixRulesTests {
    /// Every installed Debian `.aff` file: the encoding read from the first pass is the one the
    /// whole file's reading gives (and ISO8859-1 for files without `SET`).
    @Test func theFirstPassFindsTheEncodingOfTheWholeReading() throws {
        let folder = "/usr/share/hunspell"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".aff") }
        #expect(names.count >= 8, "scripts/setup/install-dependencies --tests installs dictionaries")
        var encodings: Set<String> = []
        for name in names {
            let bytes = try readFileBytes(at: URL(filePath: "\(folder)/\(name)"))
            let whole = try AffixSettings(affixData: Data(bytes), path: name).encoding
            #expect(try AffixSettings.encoding(ofAffixData: bytes, path: name) == whole, "\(name)")
            encodings.insert("\(whole)")
        }
        #expect(encodings.count > 1, "\(encodings)")
    }

    /// An encoding lexcheck cannot read is refused by the rules as by the checkers; a file with
    /// none is ISO8859-1, as Hunspell reads it.
    @Test func anUnknownEncodingIsRefused() throws {
        let unknown = Data("SET ISCII-DEVANAGARI\nSFX S Y 1\nSFX S 0 s .\n".utf8)
        #expect(throws: LexiconError.unsupportedEncoding("ISCII-DEVANAGARI", path: "hi.aff")) {
            try AffixRules(affixData: unknown, path: "hi.aff")
        }
        let none = try AffixRules(affixData: Data("SFX S Y 1\nSFX S 0 s .\n".utf8), path: "x.aff")
        #expect(none.encoding == .latin1 && none.suffixes.count == 1)
        let koi = try AffixRules(affixData: Data("# KOI8-R below\nSET KOI8-R\n".utf8), path: "ru.aff")
        #expect(koi.encoding != .latin1 && koi.encoding != .utf8)
    }
}
