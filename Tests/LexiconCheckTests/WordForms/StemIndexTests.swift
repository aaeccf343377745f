import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// The index of a dictionary's entries made from the Swift engine's word table against the one
/// made from the `.dic` file: the same stems with the same flags, as many times each. (Their
/// order may differ: a listed word that the table already holds as a capitalised form Hunspell
/// added takes that form's place.)
@Suite("Stem index")
struct StemIndexTests {
    /// Every stem of the index, as text (the word, then its flags), sorted.
    static func stems(of index: StemIndex) -> [String] {
        index.stems(allowing: { _ in true }).stems.map { stem in
            String(String.UnicodeScalarView(stem.word)) + "/" + stem.flags.map(String.init).joined(separator: ",")
        }.sorted()
    }

    /// Both indexes of the files: from the `.dic` file, and from the engine's reading of it.
    static func indexes(affix: URL, dictionary: URL) throws -> (file: StemIndex, engine: StemIndex) {
        let engine = try HunspellDictionary(affixURL: affix, dictionaryURL: dictionary)
        return (try StemIndex(affixURL: affix, dictionaryURL: dictionary),
                try StemIndex(affixURL: affix, dictionaryURL: dictionary, entriesOf: engine))
    }

    /// Mixed-case words (to which Hunspell adds a capitalised form the file does not list, and
    /// one listed after its added form), flag aliases, escaped slashes, morphological fields, a
    /// word listed twice, words not in the file's encoding, a byte-order mark and CRLF.
    @Test func madeUpEntriesAreTheFilesOwn() throws {
        let directory = try TemporaryDirectory()
        let affix = try directory.write("test.aff", """
            SET UTF-8
            FLAG long
            AF 2
            AF S1
            AF S1P1
            SFX S1 Y 1
            SFX S1 0 s .
            PFX P1 Y 1
            PFX P1 0 re .

            """)
        let lines = ["McDonald/1", "Mcdonald/2", "OpenOffice.org", "NASA/1", "cat/2", "cat/1", "a\\/b/1",
                     "dog/1 po:noun st:dog", "bird\tpo:noun", "caf\u{E9}/2", "naïve"]
        var bytes = Data([0xEF, 0xBB, 0xBF]) + Data((["\(lines.count + 1)"] + lines).joined(separator: "\r\n").utf8)
        bytes += Data([0x0D, 0x0A, 0xFF, 0x2F, 0x31, 0x0A])
        let dictionary = try directory.write("test.dic", bytes)
        let (file, engine) = try Self.indexes(affix: affix, dictionary: dictionary)
        let stems = Self.stems(of: file)
        #expect(stems.contains("McDonald/\(AffixFlagFormat.long.flag(Array("S1".utf8)[...]))"), "\(stems)")
        #expect(stems.count >= lines.count - 1, "\(stems)")
        #expect(Self.stems(of: engine) == stems)
    }

    /// Where the engine holds spellings otherwise than written (`IGNORE` characters removed,
    /// `COMPLEXPREFIXES` reversed), the index reads the file: its stems keep what the file writes.
    @Test func spellingsTheEngineChangesAreReadFromTheFile() throws {
        let directory = try TemporaryDirectory()
        for settings in ["IGNORE ^", "COMPLEXPREFIXES"] {
            let affix = try directory.write("test.aff", "SET UTF-8\n\(settings)\nSFX S Y 1\nSFX S 0 s .\n")
            let dictionary = try directory.write("test.dic", "2\nca^t/S\nabc\n")
            let (file, engine) = try Self.indexes(affix: affix, dictionary: dictionary)
            #expect(Self.stems(of: file) == ["abc/", "ca^t/\(UInt8(ascii: "S"))"], "\(settings)")
            #expect(Self.stems(of: engine) == Self.stems(of: file), "\(settings)")
        }
    }

    /// Samples of Debian's dictionaries: one-byte flags (en_US, with mixed-case words), two
    /// (fr, with morphological fields), numbers (tr_TR), `AF` aliases (hr_HR), a byte-order
    /// mark (pt_BR), a single-byte encoding (ru_RU: KOI8-R). None of them has `IGNORE` or
    /// `COMPLEXPREFIXES`: both indexes are made.
    @Test(arguments: ["en_US", "de_DE", "fr", "pt_BR", "pl_PL", "tr_TR", "hr_HR", "ru_RU"])
    func debianEntriesAreTheFilesOwn(_ name: String) throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/hunspell/\(name).dic"),
                     "scripts/setup/install-dependencies --tests installs it")
        let directory = try TemporaryDirectory()
        let (affix, dictionary) = try directory.writeSample(of: name, step: 7)
        try #require(try HunspellDictionary(affixURL: affix, dictionaryURL: dictionary).spellingsAreAsWritten)
        let (file, engine) = try Self.indexes(affix: affix, dictionary: dictionary)
        let stems = Self.stems(of: file)
        #expect(stems.count > 1_000)
        let fromEngine = Self.stems(of: engine)
        #expect(fromEngine == stems, "\(name): \(fromEngine.count) and \(stems.count) stems; only from the engine: \(Set(fromEngine).subtracting(stems).sorted().prefix(10)), only from the file: \(Set(stems).subtracting(fromEngine).sorted().prefix(10))")
    }
}
