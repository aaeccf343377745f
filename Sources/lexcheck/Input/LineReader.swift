import Foundation
import LexiconCheck

/// Reads standard input one line at a time, each as soon as it is complete, for interactive
/// commands (`play`). The rules are ``LineSource``'s: LF or CRLF ends a line; a line that is not
/// UTF-8 (or the code page given) or holds a NUL is invalid; a line longer than ``LineSource/maximumLineLength`` is
/// reported and skipped without being kept, so endless input (`/dev/zero`) costs no memory.
struct LineReader {
    private let descriptor: Int32
    /// How lines are decoded: UTF-8, or for `pipe -i` an 8-bit code page.
    private let encoding: DictionaryEncoding
    private var buffer: [UInt8] = []
    /// Where the current line starts in `buffer`: lines before it were returned. The buffer is
    /// compacted when it is refilled, not after every line (which moved the rest each time).
    private var start = 0
    /// Where the search for the next line end resumes in `buffer`.
    private var searched = 0
    private var skippingLongLine = false
    private var atEnd = false
    private var atStart = true
    /// The number of the line `next()` returns last.
    private(set) var lineNumber = 0

    init(descriptor: Int32 = 0, encoding: DictionaryEncoding = .utf8) {
        self.descriptor = descriptor
        self.encoding = encoding
    }

    /// The next line, or `nil` at the end of input.
    mutating func next() throws(InputError) -> InputLine? {
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                let raw = buffer[start..<newline]
                let tooLong = skippingLongLine
                start = newline + 1
                searched = start
                skippingLongLine = false
                return line(tooLong ? nil : raw)
            }
            searched = buffer.count
            if buffer.count - start > LineSource.maximumLineLength {
                // Too long already: drop what there is and skip to the line's end.
                skippingLongLine = true
                buffer.removeAll(keepingCapacity: true)
                (start, searched) = (0, 0)
            }
            if atEnd {
                guard start < buffer.count || skippingLongLine else { return nil }
                let tooLong = skippingLongLine
                let raw = buffer[start...]
                start = buffer.count
                searched = start
                skippingLongLine = false
                return line(tooLong ? nil : raw)
            }
            try fill()
        }
    }

    private mutating func line(_ raw: ArraySlice<UInt8>?) -> InputLine {
        lineNumber += 1
        guard var raw else { return InputLine(raw: nil) }
        if atStart {
            atStart = false
            if encoding == .utf8, raw.starts(with: [0xEF, 0xBB, 0xBF]) { raw = raw.dropFirst(3) }
        }
        if raw.last == 0x0D { raw = raw.dropLast() }
        // A line whose end came in the same read that took it over the limit.
        guard raw.count <= LineSource.maximumLineLength else { return InputLine(raw: nil) }
        return InputLine(raw: raw, encoding: encoding)
    }

    /// Reads what is available (at least one byte, or the end of input), first dropping the
    /// lines already returned.
    private mutating func fill() throws(InputError) {
        if start > 0 {
            buffer.removeSubrange(..<start)
            searched -= start
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(message: "<stdin>: \(String(cString: strerror(errno)))")
            }
            if count == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[..<count]) }
            return
        }
    }
}
