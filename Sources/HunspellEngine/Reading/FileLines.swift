/// The lines of a dictionary file as Hunspell reads them: split at LF, a trailing CR (or CR LF)
/// dropped, a UTF-8 byte-order mark dropped from the first line. Bytes stay in the file's own
/// encoding.
package struct FileLines: Sendable {
    /// Each line's bytes, without its line end.
    let lines: [ArraySlice<UInt8>]

    init(_ bytes: [UInt8]) {
        var lines: [ArraySlice<UInt8>] = []
        Self.forEach(in: bytes) { lines.append($0) }
        self.lines = lines
    }

    /// Calls `body` with each line of `bytes` as ``lines`` holds them, as slices of `bytes`
    /// (their indices count a byte-order mark), without an array of them all: a large `.dic`
    /// has hundreds of thousands.
    package static func forEach(in bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while let end = bytes[start...].firstIndex(of: 0x0A) {
            body(chomped(bytes[start..<end]))
            start = end + 1
        }
        if start < bytes.endIndex { body(chomped(bytes[start...])) }
    }

    /// The line without a final CR, as Hunspell's `mychomp` leaves it.
    private static func chomped(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }

    /// The fields of `line`: runs of bytes between spaces and tabs.
    static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
    }
}

extension Collection<UInt8> {
    /// C's `atoi`: leading white space, an optional sign, then digits; 0 when there are none.
    /// Clamped to 32-bit range, as a C `int` holds it.
    var cInteger: Int {
        var iterator = drop(while: { $0 == 0x20 || (0x09...0x0D).contains($0) })[...]
        var sign = 1
        if let first = iterator.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            iterator = iterator.dropFirst()
        }
        var value = 0
        for byte in iterator {
            guard (0x30...0x39).contains(byte) else { break }
            value = Swift.min(value * 10 + Int(byte - 0x30), Int(Int32.max) + 1)
        }
        return Swift.max(Int(Int32.min), Swift.min(Int(Int32.max), sign * value))
    }

    /// The bytes as text for a message (invalid UTF-8 shown as U+FFFD).
    var text: String { String(decoding: Array(self), as: UTF8.self) }
}

extension [UInt8] {
    /// Where `pattern` first occurs at or after `start`.
    func firstIndex(of pattern: [UInt8], from start: Int = 0) -> Int? {
        guard !pattern.isEmpty, pattern.count <= count else { return pattern.isEmpty ? Swift.min(start, count) : nil }
        var index = Swift.max(0, start)
        let first = pattern[0]
        while index + pattern.count <= count {
            if self[index] == first {
                var offset = 1
                while offset < pattern.count, self[index + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}

/// An array as a dictionary key, hashed once over all its elements (an array's own hashing
/// feeds the hasher one element at a time): for the tables that keep each distinct run of
/// bytes or flags once while a dictionary is read.
struct RunKey<Element: FixedWidthInteger & Sendable>: Hashable, Sendable {
    let elements: [Element]
    private let hash: UInt64

    init(_ elements: [Element]) {
        self.elements = elements
        var hash: UInt64 = 14_695_981_039_346_656_037
        for element in elements { hash = (hash ^ UInt64(truncatingIfNeeded: element)) &* 1_099_511_628_211 }
        self.hash = hash
    }

    static func == (lhs: RunKey, rhs: RunKey) -> Bool { lhs.hash == rhs.hash && lhs.elements == rhs.elements }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
