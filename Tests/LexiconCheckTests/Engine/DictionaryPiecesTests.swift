import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck
@testable import LexiconSupport

/// A `.dic` file read a piece at a time (`HunspellDictionary.Reader`, and `DictionaryChecker`
/// reading its file so) is the dictionary read whole, wherever the pieces are cut.
@Suite("Reading a .dic file in pieces")
struct DictionaryPiecesTests {
    /// What a reading of the file may trip on: a byte-order mark, CR LF line ends, morphological
    /// fields, an escaped and a leading slash, mixed-case words (hidden capitalised forms), an
    /// empty line, multi-byte characters, and no line end after the last line.
    static let affix = "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\nPFX U Y 1\nPFX U 0 un .\n"
    static let dictionary = "\u{FEFF}9\r\ncat/S\r\nOpenOffice.org\ndo\\/it/S po:verb\n/slash\n\nnaïve/SU st:naive\nÉcole/S\nNASA/S\r\nzoë"
    static let words = ["cat", "cats", "Cats", "CATS", "OpenOffice.org", "OPENOFFICE.ORG", "do/it", "do/its", "/slash",
                        "naïve", "naïves", "unnaïve", "École", "Écoles", "ÉCOLES", "NASA", "NASAs", "zoë", "zoe", "dog"]

    /// The entries as the engine holds them: listed or added, spelling, flags, in order.
    static func entries(of dictionary: HunspellDictionary) -> [String] {
        (0..<dictionary.entryCount).map { number in
            "\(dictionary.isListedEntry(number)) \(Array(dictionary.spelling(ofEntry: number))) \(Array(dictionary.flags(ofEntry: number)))"
        }
    }

    /// The dictionary read from `bytes` cut at `cuts` (offsets, ascending).
    static func read(_ bytes: [UInt8], affix: [UInt8], cuts: [Int]) throws(DictionaryFileError) -> HunspellDictionary {
        var reader = try HunspellDictionary.Reader(affix: affix, dictionarySize: bytes.count)
        var start = 0
        for cut in cuts + [bytes.count] {
            try reader.read(bytes[start..<cut])
            start = cut
        }
        return try reader.finish()
    }

    @Test func piecesCutAnywhereMakeTheDictionaryReadWhole() throws {
        let affix = Array(Self.affix.utf8), bytes = Array(Self.dictionary.utf8)
        let whole = try HunspellDictionary(affix: affix, dictionary: bytes)
        let expected = Self.entries(of: whole)
        let verdicts = Self.words.map(whole.spell)
        #expect(verdicts.contains(true) && verdicts.contains(false) && whole.entryCount > 9)
        // Pieces of every size up to the file's, and one cut at every offset.
        var cutsList = (1...bytes.count).map { size in Array(stride(from: size, to: bytes.count, by: size)) }
        cutsList += (0...bytes.count).map { [$0] }
        // Empty pieces too.
        cutsList.append([0, 0, 5, 5, 5, bytes.count])
        for cuts in cutsList {
            let pieces = try Self.read(bytes, affix: affix, cuts: cuts)
            #expect(Self.entries(of: pieces) == expected, "cut at \(cuts)")
            #expect(Self.words.map(pieces.spell) == verdicts, "cut at \(cuts)")
        }
    }

    /// The file's faults are found in pieces as whole: an empty file, a first line that is no
    /// count (cut in two, or ending the file), a count and nothing else.
    @Test func faultsAreTheSameInPieces() throws {
        let affix = Array(Self.affix.utf8)
        for text in ["", "\n", "many\nword\n", "0\ncat\n", "12", "1", "1\n", "\u{FEFF}"] {
            let bytes = Array(text.utf8)
            let whole = Result { () throws(DictionaryFileError) in try HunspellDictionary(affix: affix, dictionary: bytes) }
            for cuts in [[], [min(1, bytes.count)], Array(0...bytes.count)] {
                let pieces = Result { () throws(DictionaryFileError) in try Self.read(bytes, affix: affix, cuts: cuts) }
                switch (whole, pieces) {
                case (.success(let one), .success(let other)):
                    #expect(Self.entries(of: one) == Self.entries(of: other), "\(text.debugDescription) cut at \(cuts)")
                case (.failure(let one), .failure(let other)):
                    #expect(one.line == other.line && one.reason == other.reason, "\(text.debugDescription) cut at \(cuts)")
                default:
                    Issue.record("\(text.debugDescription) cut at \(cuts): \(whole) whole, \(pieces) in pieces")
                }
            }
        }
    }

    /// A count line that overstates the words (Debian's `ar.dic` says ten times as many as it
    /// has) leaves the table's slots at the size the words need, not the count's, read whole or
    /// in pieces; a count that understates them leaves every word found.
    @Test func theCountDoesNotSizeTheSlotsPastTheWords() throws {
        let words = (0..<100).map { "word\($0)" }
        // Long lines too (fields of 80 bytes), where the file's size allows many more slots.
        for (count, field) in [(1, ""), (100, ""), (1_000_000, ""), (1_000_000, " st:" + String(repeating: "x", count: 80))] {
            let bytes = Array(("\(count)\n" + words.map { $0 + field }.joined(separator: "\n") + "\n").utf8)
            for cuts in [[], [7, 300]] {
                let dictionary = try Self.read(bytes, affix: Array(Self.affix.utf8), cuts: cuts)
                // 100 spellings at most three-quarters full: 256 slots.
                #expect(dictionary.words.slots.count == 256, "count \(count), \(bytes.count) bytes, cut at \(cuts)")
                #expect(words.allSatisfy(dictionary.spell) && !dictionary.spell("word100"))
            }
        }
    }

    /// A Debian dictionary through the checker, which reads its `.dic` file in pieces of 64 KiB:
    /// the same entries as read whole, and the identity of the files read whole.
    @Test(arguments: ["en_US", "pt_BR"])
    func debianDictionariesReadInPiecesAreReadWhole(_ name: String) throws {
        let affixURL = URL(filePath: "/usr/share/hunspell/\(name).aff"), dictionaryURL = URL(filePath: "/usr/share/hunspell/\(name).dic")
        try #require(FileManager.default.fileExists(atPath: dictionaryURL.path), "scripts/setup/install-dependencies --tests installs it")
        let whole = try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL)
        let checker = try DictionaryChecker(affixURL: affixURL, dictionaryURL: dictionaryURL)
        #expect(try Data(contentsOf: dictionaryURL).count > 4 << 16)
        #expect(Self.entries(of: checker.dictionary) == Self.entries(of: whole))
        #expect(try checker.dictionaryIdentity == DictionaryIdentity(affixURL: affixURL, dictionaryURL: dictionaryURL, engine: .swift))
    }

    #if os(Linux)
    /// A `.dic` file whose bytes do not add up to the size it had when opened changed while it
    /// was read: the checker refuses it, since its identity would name other bytes. (Linux's
    /// `/proc` files say they are empty and are not; `pid_max` holds a number, a count line.)
    @Test func aFileThatChangesWhileReadIsRefused() throws {
        let directory = try TemporaryDirectory()
        let affix = try directory.write("x.aff", Self.affix)
        let dictionary = URL(filePath: "/proc/sys/kernel/pid_max")
        #expect(throws: LexiconError.unreadable(path: dictionary.path, reason: "the file changed while it was read")) {
            try DictionaryChecker(affixURL: affix, dictionaryURL: dictionary, language: "en")
        }
    }
    #endif

    /// A file read in pieces is the file: every piece full but the last (a hash that steps
    /// eight bytes at a time sees what it sees on the whole), for sizes around a piece's.
    @Test func aFileReadInPiecesIsTheFile() throws {
        let directory = try TemporaryDirectory()
        for size in [0, 1, 7, 8, 4095, 4096, 4097, 3 * 4096 + 5] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
            let url = directory.file("file-\(size)")
            try Data(bytes).write(to: url)
            let file = try ReadableFile(path: url.path)
            var pieces: [[UInt8]] = []
            let count = try file.readPieces(of: 4096) { pieces.append(Array($0)); return true }
            #expect(count == size && pieces.joined().elementsEqual(bytes), "\(size)")
            #expect(pieces.dropLast().allSatisfy { $0.count == 4096 } && (pieces.last?.count ?? 0) <= 4096, "\(size)")
            var hashing = DictionaryIdentity.Hashing(affixData: [UInt8](), dictionarySize: size)
            for piece in pieces { piece.withUnsafeBytes { hashing.combine(dictionaryPiece: $0) } }
            #expect(hashing.contentHash == DictionaryIdentity(affixData: [UInt8](), dictionaryData: bytes, engine: .swift).contentHash)
            // Stopped after the first piece.
            var seen = 0
            try ReadableFile(path: url.path).readPieces(of: 4096) { _ in seen += 1; return false }
            #expect(seen == 1)
        }
        // Pieces that do not add up to the size given are no identity: the file changed.
        var hashing = DictionaryIdentity.Hashing(affixData: [UInt8](), dictionarySize: 10)
        [UInt8](repeating: 1, count: 9).withUnsafeBytes { hashing.combine(dictionaryPiece: $0) }
        #expect(hashing.contentHash == nil && hashing.identity(engine: .swift) == nil)
    }
}
