import Foundation
import Testing
@testable import HunspellEngine

/// How the engine's reader splits a file into lines (for the `.aff`, the `.dic`, and the word
/// forms' reading of it), against splitting it plainly: every LF ends a line, a CR before it
/// goes, a byte-order mark at the start goes, nothing after the last LF is no line, and the
/// indices of a line are its bytes' places in the file.
@Suite("File lines")
struct FileLinesTests {
    static let files: [[UInt8]] = [
        [], Array("\n".utf8), Array("\n\n".utf8), Array("2\nab/X\ncd".utf8), Array("2\r\nab/X\r\ncd\r\n".utf8),
        [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF] + Array("1\nab\n".utf8), Array("a\rb\n\rc\r".utf8),
        [0xEF, 0xBB] + Array("x\n".utf8), Array("no end of line".utf8),
    ]

    /// The lines as splitting on LF gives them, a CR at each end and a leading mark dropped.
    static func plainLines(_ bytes: [UInt8]) -> [(Range<Int>, [UInt8])] {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines: [(Range<Int>, [UInt8])] = []
        for (index, byte) in bytes.enumerated() where index >= start && byte == 0x0A {
            lines.append((start..<index, Array(bytes[start..<index])))
            start = index + 1
        }
        if start < bytes.count { lines.append((start..<bytes.count, Array(bytes[start...]))) }
        return lines.map { range, line in
            line.last == 0x0D ? (range.lowerBound..<(range.upperBound - 1), Array(line.dropLast())) : (range, line)
        }
    }

    @Test(arguments: files)
    func linesAreThoseOfAPlainSplit(_ bytes: [UInt8]) {
        var lines: [ArraySlice<UInt8>] = []
        FileLines.forEach(in: bytes) { lines.append($0) }
        let expected = Self.plainLines(bytes)
        #expect(lines.map { Array($0) } == expected.map(\.1), "\(bytes)")
        #expect(lines.map { $0.startIndex..<$0.endIndex } == expected.map(\.0), "\(bytes)")
        #expect(FileLines(bytes).lines.map { Array($0) } == expected.map(\.1), "\(bytes)")
    }
}
