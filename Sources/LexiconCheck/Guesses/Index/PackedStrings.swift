/// Strings stored as one UTF-8 buffer and where each ends: no `String` (an allocation each) per
/// word, so an index of 165,000 words reads from a file in one go and a word becomes a `String`
/// only when it is shown.
///
/// Sorted packed strings are in the order of their UTF-8 bytes, which for NFC text is the order
/// of their Unicode scalars: the order ``WordGraph`` numbers its words in.
struct PackedStrings: RandomAccessCollection, Sendable, Equatable {
    /// The strings' UTF-8 bytes, one after another.
    let bytes: [UInt8]
    /// Where each string's bytes end; each starts where the one before it ends.
    let ends: [UInt32]

    init(_ strings: some Sequence<String>) {
        var bytes: [UInt8] = []
        var ends: [UInt32] = []
        for string in strings {
            bytes.append(contentsOf: string.utf8)
            ends.append(UInt32(bytes.count))
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// Strings read back from a file: `nil` unless `ends` climbs from 0 to the end of `bytes`,
    /// so that every string's bytes are in the buffer.
    init?(bytes: [UInt8], ends: [UInt32]) {
        var previous: UInt32 = 0
        for end in ends {
            guard end >= previous else { return nil }
            previous = end
        }
        guard Int(previous) == bytes.count, bytes.count <= Int(UInt32.max) else { return nil }
        self.bytes = bytes
        self.ends = ends
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    /// Where the bytes of the string at `index` are in ``bytes``.
    func byteRange(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    subscript(index: Int) -> String {
        String(decoding: bytes[byteRange(at: index)], as: UTF8.self)
    }

    /// The string at `index` as Unicode scalar values.
    func letters(at index: Int) -> [UInt32] {
        bytes[byteRange(at: index)].withUnsafeBufferPointer(EditDistanceIndex.letters(utf8:))
    }

    /// The number of Unicode scalars of the string at `index`.
    func scalarCount(at index: Int) -> Int {
        // Every byte but a continuation byte (10xxxxxx) starts a scalar.
        bytes[byteRange(at: index)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Whether the string at `index` is `string`.
    func element(at index: Int, equals string: String) -> Bool {
        var string = string
        return string.withUTF8 { $0.elementsEqual(bytes[byteRange(at: index)]) }
    }
}
