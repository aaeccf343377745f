/// The condition of an affix entry (its fifth field), one element per character: what the start
/// of a root (for a prefix) or its end (for a suffix) must be for the entry to apply. `.` is any
/// character, `[abc]` one of a, b, c, `[^abc]` any other, anything else itself; a group left open
/// runs to the end, as Hunspell reads it.
///
/// Characters are Unicode scalars in a UTF-8 dictionary and bytes in an 8-bit one, the units
/// Hunspell compares.
struct AffixCondition: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case any
        case character(UInt32)
        case oneOf([UInt32])
        case noneOf([UInt32])

        func matches(_ character: UInt32) -> Bool {
            switch self {
            case .any: true
            case .character(let expected): expected == character
            case .oneOf(let set): set.contains(character)
            case .noneOf(let set): !set.contains(character)
            }
        }
    }

    let elements: [Element]

    /// The condition that always holds (`.`, or no condition written).
    static let always = AffixCondition(elements: [])

    init(elements: [Element]) {
        self.elements = elements
    }

    /// Reads a condition written with `characters`.
    init(_ characters: [UInt32]) {
        if characters == [UInt32(UInt8(ascii: "."))] {
            self = .always
            return
        }
        var elements: [Element] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case UInt32(UInt8(ascii: "[")):
                var negated = false
                if index < characters.count, characters[index] == UInt32(UInt8(ascii: "^")) {
                    negated = true
                    index += 1
                }
                var members: [UInt32] = []
                while index < characters.count, characters[index] != UInt32(UInt8(ascii: "]")) {
                    members.append(characters[index])
                    index += 1
                }
                index += 1
                elements.append(negated ? .noneOf(members) : .oneOf(members))
            case UInt32(UInt8(ascii: ".")):
                elements.append(.any)
            default:
                elements.append(.character(character))
            }
        }
        self.elements = elements
    }
}

extension AffixCondition: ConditionMatching {
    var elementCount: Int { elements.count }

    @inline(__always)
    func element(_ index: Int, matches character: UInt32) -> Bool { elements[index].matches(character) }
}

/// A condition however it is stored (as read, or flat for checking): how a root is matched
/// against it is written once, here.
protocol ConditionMatching {
    /// The number of elements, one per character.
    var elementCount: Int { get }
    /// Whether element `index` admits `character`.
    func element(_ index: Int, matches character: UInt32) -> Bool
}

extension ConditionMatching {
    /// Whether the characters of `word` (bytes in `unit`s) start as the condition asks.
    func matchesStart(of word: some Collection<UInt8>, utf8: Bool) -> Bool {
        if elementCount == 0 { return true }
        var index = 0
        var iterator = CharacterIterator(bytes: word, utf8: utf8)
        while index < elementCount {
            guard let character = iterator.next(), element(index, matches: character) else { return false }
            index += 1
        }
        return true
    }

    /// Whether the characters of `word` end as the condition asks.
    func matchesEnd<Bytes: RandomAccessCollection<UInt8>>(of word: Bytes, utf8: Bool) -> Bool where Bytes.Index == Int {
        if elementCount == 0 { return true }
        var end = word.endIndex
        var index = elementCount - 1
        while index >= 0 {
            guard end > word.startIndex else { return false }
            var start = end - 1
            if utf8 {
                while start > word.startIndex, word[start] & 0xC0 == 0x80, end - start < 4 { start -= 1 }
            }
            guard element(index, matches: character(in: word, from: start, to: end, utf8: utf8)) else { return false }
            end = start
            index -= 1
        }
        return true
    }

    /// The character that starts at `start`, read no further than `end`, as ``CharacterIterator``
    /// reads it.
    @inline(__always)
    private func character<Bytes: RandomAccessCollection<UInt8>>(in word: Bytes, from start: Int, to end: Int, utf8: Bool) -> UInt32
    where Bytes.Index == Int {
        let first = word[start]
        guard utf8, first >= 0xC0 else { return UInt32(first) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var value = UInt32(first) & (first >= 0xF0 ? 0x07 : first >= 0xE0 ? 0x0F : 0x1F)
        var position = start + 1
        while position - start < length, position < end, word[position] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(word[position] & 0x3F)
            position += 1
        }
        return position - start == length ? value : 0xFFFD
    }
}

/// The characters of dictionary bytes: Unicode scalars of UTF-8 (a byte that does not decode
/// stands for itself, as U+FFFD would hide it), or the bytes themselves in an 8-bit encoding.
struct CharacterIterator<Bytes: Collection<UInt8>>: IteratorProtocol {
    private var bytes: Bytes.SubSequence
    private let utf8: Bool

    init(bytes: Bytes, utf8: Bool) {
        self.bytes = bytes[...]
        self.utf8 = utf8
    }

    mutating func next() -> UInt32? {
        guard let first = bytes.first else { return nil }
        bytes = bytes.dropFirst()
        guard utf8, first >= 0xC0 else { return UInt32(first) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var value = UInt32(first) & (first >= 0xF0 ? 0x07 : first >= 0xE0 ? 0x0F : 0x1F)
        var taken = 1
        while taken < length, let byte = bytes.first, byte & 0xC0 == 0x80 {
            value = value << 6 | UInt32(byte & 0x3F)
            bytes = bytes.dropFirst()
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

/// Two runs of bytes read as one, without copying them: a root made of the start of a word and
/// the characters an affix strips.
struct JoinedBytes: RandomAccessCollection {
    let head: ArraySlice<UInt8>
    let tail: UnsafeRawBufferPointer

    var startIndex: Int { 0 }
    var endIndex: Int { head.count + tail.count }

    @inline(__always)
    subscript(position: Int) -> UInt8 {
        position < head.count ? head[head.startIndex + position] : tail[position - head.count]
    }
}
