import Foundation
import LexiconCheck

/// Cuts input into lines, one at a time, each as soon as it is complete: the one line splitter
/// under every command. Interactive commands (`play`, `pipe`) take each line as it comes;
/// ``LineSource`` gathers them into blocks. LF or CRLF ends a line; a UTF-8 byte-order mark at
/// the start is dropped; a line that is not UTF-8 (or the code page given) or holds a NUL is
/// invalid; a line longer than ``LineSource/maximumLineLength`` is reported and skipped without
/// being kept, so endless input (`/dev/zero`) costs no memory.
struct LineReader {
    /// A line's bytes, its end cut off, or the fact that it was too long to keep.
    enum RawLine {
        case bytes(ArraySlice<UInt8>)
        case tooLong
    }

    private let descriptor: Int32
    /// What the input is called in messages.
    private let name: String
    /// How many bytes a read asks for: little for a terminal, a lot for files.
    private let readSize: Int
    /// How lines are decoded: UTF-8, or for `pipe -i` an 8-bit code page.
    private let encoding: DictionaryEncoding
    private var buffer: [UInt8] = []
    /// Where a read puts its bytes before they join `buffer` (made at the first read).
    private var chunk: [UInt8] = []
    /// Where the current line starts in `buffer`: lines before it were returned. The buffer is
    /// compacted when it is refilled, not after every line, so that each byte moves at most once
    /// per read.
    private var start = 0
    /// Where the search for the next line end resumes in `buffer`.
    private var searched = 0
    private var skippingLongLine = false
    private var atEnd = false
    private var atStart = true
    /// The number of the line `next()` returns last.
    private(set) var lineNumber = 0

    init(descriptor: Int32 = 0, name: String = "<stdin>", encoding: DictionaryEncoding = .utf8, readSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.name = name
        self.encoding = encoding
        self.readSize = readSize
    }

    /// The next line, decoded, or `nil` at the end of input.
    mutating func next() throws(InputError) -> InputLine? {
        switch try nextRaw() {
        case .bytes(let raw): InputLine(raw: raw, encoding: encoding)
        case .tooLong: InputLine(raw: nil)
        case nil: nil
        }
    }

    /// The next line's bytes, not yet decoded (so that a block's lines can be decoded on all
    /// cores), or `nil` at the end of input.
    mutating func nextRaw() throws(InputError) -> RawLine? {
        while true {
            if let newline = newline(from: searched) {
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

    /// The index of the first line feed in `buffer` at or after `index`: found with `memchr`,
    /// which reads a word at a time (lines are most of what the batch commands do).
    private func newline(from index: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard index < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + index, 0x0A, bytes.count - index) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private mutating func line(_ raw: ArraySlice<UInt8>?) -> RawLine {
        lineNumber += 1
        let first = atStart
        atStart = false
        guard var raw else { return .tooLong }
        if first, encoding == .utf8, raw.starts(with: [0xEF, 0xBB, 0xBF]) { raw = raw.dropFirst(3) }
        if raw.last == 0x0D { raw = raw.dropLast() }
        // A line whose end came in the same read that took it over the limit.
        guard raw.count <= LineSource.maximumLineLength else { return .tooLong }
        return .bytes(raw)
    }

    /// Reads what is available (at least one byte, or the end of input), first dropping the
    /// lines already returned.
    private mutating func fill() throws(InputError) {
        if start > 0 {
            // Into a new buffer with room for the read: the lines handed out may still share
            // the old one, which would otherwise be copied whole before the lines are dropped,
            // and again when the read's bytes outgrew it.
            var kept: [UInt8] = []
            kept.reserveCapacity(buffer.count - start + readSize)
            kept.append(contentsOf: buffer[start...])
            buffer = kept
            searched -= start
            start = 0
        }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: readSize) }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(message: "\(name): \(String(cString: strerror(errno)).lowercased())")
            }
            if count == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[..<count]) }
            return
        }
    }
}
