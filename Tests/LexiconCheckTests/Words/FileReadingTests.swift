import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Reading files")
struct FileReadingTests {
    /// A FIFO or a device is not a file to read whole: reading one would wait for a writer
    /// forever or never end (/dev/zero). Each is refused at once, saying what it is.
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)))
    func onlyRegularFilesAreRead() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.file("words.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: LexiconError.unreadable(path: fifo.path, reason: "not a regular file (a FIFO)")) {
            try readFile(at: fifo)
        }
        let zero = URL(filePath: "/dev/zero")
        #expect(throws: LexiconError.unreadable(path: zero.path, reason: "not a regular file (a device)")) {
            try WordListChecker(contentsOf: zero, personalDictionary: nil)
        }
        #expect(throws: LexiconError.unreadable(path: directory.url.path, reason: "it is a directory")) {
            try readFile(at: directory.url)
        }
        // A symbolic link to a regular file is read (Debian's ar_* dictionaries are links).
        let target = try directory.write("target.txt", "word\n")
        let link = directory.file("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try readFile(at: link) == Data("word\n".utf8))
    }

    /// Bytes read as an array are the bytes read as `Data`, for files of sizes around the
    /// smallest buffer; a file is refused the same way either way. (A file that grows past its
    /// size, which makes the buffer grow, is read below.)
    @Test func bytesAsAnArrayAreTheFilesBytes() throws {
        let directory = try TemporaryDirectory()
        for size in [0, 1, 4095, 4096, 4097, 70_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
            let file = directory.file("file-\(size)")
            try Data(bytes).write(to: file)
            #expect(try readFileBytes(at: file) == bytes)
            #expect(try Array(readFile(at: file)) == bytes)
        }
        let missing = directory.file("missing")
        #expect(throws: LexiconError.fileNotFound(path: missing.path)) { try readFileBytes(at: missing) }
        let large = directory.file("file-70000")
        #expect(throws: LexiconError.self) { try readFileBytes(at: large, atMost: 1000) }
        #expect(throws: LexiconError.unreadable(path: directory.url.path, reason: "it is a directory")) {
            try readFileBytes(at: directory.url)
        }
    }

    #if os(Linux)
    /// A file that says it is empty but is not (Linux's `/proc` files) is read to its end, not
    /// taken for an empty file.
    @Test func aFileIsReadToItsEndWhateverItsSizeSays() throws {
        let status = try readFile(at: URL(filePath: "/proc/self/status"))
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        // One longer than the first buffer read into: the buffer grows until the end shows.
        let maps = try readFileBytes(at: URL(filePath: "/proc/self/maps"))
        #expect(maps.count > 4096)
        #expect(maps.last == UInt8(ascii: "\n"))
    }
    #endif
}
