/// The characters of dictionary bytes: Unicode scalars of UTF-8 (a byte that does not decode
/// stands for itself, as U+FFFD would hide it), or the bytes themselves in an 8-bit encoding.
struct CharacterIterator<Bytes: Collection<UInt8>>: IteratorProtocol {
    private let bytes: Bytes
    private var index: Bytes.Index
    private let utf8: Bool

    init(bytes: Bytes, utf8: Bool) {
        self.bytes = bytes
        index = bytes.startIndex
        self.utf8 = utf8
    }

    mutating func next() -> UInt32? {
        guard index != bytes.endIndex else { return nil }
        return Self.character(in: bytes, at: &index, utf8: utf8)
    }

    /// The character that starts at `index` (not the end) of `bytes`, `index` moved past it: a
    /// UTF-8 sequence cut short is U+FFFD, its bytes up to the cut taken.
    @inline(__always)
    static func character(in bytes: Bytes, at index: inout Bytes.Index, utf8: Bool) -> UInt32 {
        let first = bytes[index]
        bytes.formIndex(after: &index)
        guard utf8, first >= 0xC0 else { return UInt32(first) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var value = UInt32(first) & (first >= 0xF0 ? 0x07 : first >= 0xE0 ? 0x0F : 0x1F)
        var taken = 1
        while taken < length, index != bytes.endIndex, bytes[index] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[index] & 0x3F)
            bytes.formIndex(after: &index)
            taken += 1
        }
        return taken == length ? value : 0xFFFD
    }
}

/// The characters of `bytes`, as ``CharacterIterator`` reads them.
func characters(of bytes: some Collection<UInt8>, utf8: Bool) -> [UInt32] {
    var iterator = CharacterIterator(bytes: bytes, utf8: utf8)
    var result: [UInt32] = []
    while let character = iterator.next() { result.append(character) }
    return result
}
