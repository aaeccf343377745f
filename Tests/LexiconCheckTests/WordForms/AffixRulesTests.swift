import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// The word-form rules: the engine's reading of an `.aff` file, in the file's terms.
@Suite("Affix rules")
struct AffixRulesTests {
    /// The rules are the file as Hunspell reads it: a `FLAG` line after the affix lines still
    /// sets how they are read (Hunspell reads it before them), `IGNORE` characters are not in
    /// what an affix adds, a class with more lines than the file has ends the reading, and
    /// `OCONV` writes the forms (and `ICONV` reads them back). Every form listed is one the checker accepts, and the forms are
    /// those these rules make.
    @Test func formsFollowTheAffixFileAsHunspellReadsIt() throws {
        let affix = """
            SET UTF-8
            IGNORE -
            SFX Ab Y 2
            SFX Ab 0 -s .
            SFX Ab 0 ed/Cd .
            SFX Cd Y 1
            SFX Cd 0 ly .
            FLAG long
            OCONV 1
            OCONV x ks
            ICONV 1
            ICONV ks x
            PFX Ef Y 2
            PFX Ef 0 re .

            """
        let directory = try TemporaryDirectory()
        try directory.write("t.aff", affix)
        try directory.write("t.dic", "2\ncat/Ab\nbox/AbEf\n")
        let checker = try DictionaryChecker(affixURL: directory.file("t.aff"), dictionaryURL: directory.file("t.dic"))
        let forms = try checker.wordForms()
        #expect(Set(forms) == ["boks", "boksed", "boksedly", "bokss", "cat", "cated", "catedly", "cats"], "\(forms)")
        for form in forms { #expect(checker.isCorrect(form), "\(form)") }
        #expect(!checker.isCorrect("rebox"), "the PFX class ends the file before its second line")
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
