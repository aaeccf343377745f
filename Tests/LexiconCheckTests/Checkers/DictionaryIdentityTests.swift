import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// A dictionary's identity: equal for the same bytes read by the same engine, different when
/// a byte or the engine differs.
@Suite("Dictionary identity")
struct DictionaryIdentityTests {
    static let affix = "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n"

    @Test func theSameFilesHaveTheSameIdentityWhereverTheyAre() throws {
        let one = try TemporaryDirectory(), two = try TemporaryDirectory()
        let first = try DictionaryChecker(affixURL: try one.write("pets.aff", Self.affix),
                                          dictionaryURL: try one.write("pets.dic", "2\ncat/S\ndog/S\n"))
        let copy = try DictionaryChecker(affixURL: try two.write("animals.aff", Self.affix),
                                         dictionaryURL: try two.write("animals.dic", "2\ncat/S\ndog/S\n"))
        let edited = try DictionaryChecker(affixURL: try two.write("edited.aff", Self.affix),
                                           dictionaryURL: try two.write("edited.dic", "2\ncat/S\ndig/S\n"))
        let identity = try #require(first.dictionaryIdentity)
        #expect(first.dictionaryFiles?.affix.lastPathComponent == "pets.aff" && copy.dictionaryFiles?.dictionary.lastPathComponent == "animals.dic")
        #expect(identity == copy.dictionaryIdentity && identity.engine == .swift)
        #expect(identity.contentHash.count == 16 && identity.contentHash.allSatisfy(\.isHexDigit))
        #expect(edited.dictionaryIdentity?.contentHash != identity.contentHash)
        // The bytes of one file moved to the other are another dictionary.
        let moved = DictionaryIdentity(affixData: Data((Self.affix + "2\n").utf8), dictionaryData: Data("cat/S\ndog/S\n".utf8), engine: .swift)
        #expect(moved.contentHash != identity.contentHash)
        #expect(try DictionaryIdentity(affixURL: one.url.appending(path: "pets.aff"), dictionaryURL: one.url.appending(path: "pets.dic"),
                                       engine: .swift) == identity)
        // Checkers on no Hunspell dictionary have none.
        let list = try WordListChecker(words: ["cat"], language: "en")
        let composite = try CompositeChecker([first, list])
        #expect(list.dictionaryIdentity == nil && composite.dictionaryIdentity == nil)
        #expect(list.dictionaryFiles == nil && composite.dictionaryFiles == nil)
    }

    /// The hash is the one an app and a server built from other versions compare, so its
    /// formula stays: FNV-1a over eight little-endian bytes a step (high bits folded in after
    /// each), then the bytes left, over "<aff size> <dic size>\n", the `.aff` and the `.dic`,
    /// each from its own start. The values were computed by a separate implementation of that
    /// formula (a few lines of Python), for a `.dic` read in one piece and one read in many.
    @Test func theHashIsTheDocumentedFormula() throws {
        let dictionary = "2\ncat/S\ndog/S\n"
        #expect(DictionaryIdentity(affixData: Data(Self.affix.utf8), dictionaryData: Data(dictionary.utf8), engine: .swift).contentHash
                == "aba091cd8729f9a7")
        let directory = try TemporaryDirectory()
        let checker = try DictionaryChecker(affixURL: try directory.write("pets.aff", Self.affix),
                                            dictionaryURL: try directory.write("pets.dic", dictionary))
        #expect(checker.dictionaryIdentity?.contentHash == "aba091cd8729f9a7")
        let large = (0..<70_000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        var hashing = DictionaryIdentity.Hashing(affixData: Data(Self.affix.utf8), dictionarySize: large.count)
        for start in stride(from: 0, to: large.count, by: 4096) {
            large[start..<min(start + 4096, large.count)].withUnsafeBytes { hashing.combine(dictionaryPiece: $0) }
        }
        #expect(hashing.contentHash == "c2a53dbb6dab45a2")
    }

    @Test func anIdentityRoundTripsThroughJSON() throws {
        let identity = DictionaryIdentity(affixData: Data(Self.affix.utf8), dictionaryData: Data("1\ncat\n".utf8), engine: .swift)
        let json = try JSONEncoder().encode(identity)
        #expect(String(decoding: json, as: UTF8.self).contains(#""engine":"swift 1""#))
        #expect(try JSONDecoder().decode(DictionaryIdentity.self, from: json) == identity)
        let unknown = Data(#"{"contentHash":"0123456789abcdef","engine":"nuspell"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DictionaryIdentity.self, from: unknown) }
    }

    #if LEXCHECK_HUNSPELL
    @Test func bothEnginesNameTheSameFilesAlike() throws {
        let folder = try TemporaryDirectory()
        let aff = try folder.write("pets.aff", Self.affix), dic = try folder.write("pets.dic", "2\ncat/S\ndog/S\n")
        let swift = try #require(try DictionaryChecker(affixURL: aff, dictionaryURL: dic).dictionaryIdentity)
        let hunspell = try #require(try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil).dictionaryIdentity)
        #expect(swift.contentHash == hunspell.contentHash && swift.engine == .swift && hunspell.engine == .libhunspell)
        #expect(swift != hunspell, "another engine is another identity")
    }
    #endif
}
