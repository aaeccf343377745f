/// The condition of an affix entry (its fifth field): what the start of a root (for a prefix) or
/// its end (for a suffix) must be for the entry to apply. `.` is any character, `[abc]` one of
/// a, b, c, `[^abc]` any other, anything else itself.
///
/// Kept as Hunspell 1.7.1 keeps it (`AffixMgr::parse_affix`, `encodeit`): the field's bytes,
/// reversed byte by byte for a suffix (a multi-byte character's bytes reversed with them), and
/// matched byte by byte as `PfxEntry::test_condition` and `SfxEntry::test_condition` match them.
/// In a UTF-8 dictionary that is not always character by character: after a group, Hunspell may
/// take a character's bytes apart (`[áé].a` does not match `éna`), and the engine answers as
/// Hunspell does.
struct AffixCondition: Sendable, Hashable {
    /// The condition's bytes as Hunspell matches them; empty for `.` or no condition.
    let bytes: [UInt8]
    /// Hunspell's `numconds`: the condition's length in its count (a group one, a UTF-8
    /// character one per continuation byte), as a C `char`. A root shorter in bytes is refused.
    let count: Int

    /// The condition that always holds (`.`, or no condition written).
    static let always = AffixCondition(bytes: [], count: 0)

    private init(bytes: [UInt8], count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// The condition written `field` for a prefix or a suffix, under `COMPLEXPREFIXES` (which
    /// reverses it first) or not.
    init(_ field: some Collection<UInt8>, isSuffix: Bool, complexPrefixes: Bool, utf8: Bool) {
        var chunk = Array(field)
        if complexPrefixes {
            chunk = reverseCharacters(chunk, utf8: utf8)
            Self.reverseGroups(&chunk)
        }
        if isSuffix {
            chunk.reverse()
            Self.reverseGroups(&chunk)
        }
        guard chunk != [UInt8(ascii: ".")] else {
            self = .always
            return
        }
        // C strings: the condition ends at a NUL.
        if let end = chunk.firstIndex(of: 0) { chunk.removeSubrange(end...) }
        var length = 0
        var group = false
        for byte in chunk {
            if byte == UInt8(ascii: "[") {
                group = true
                length += 1
            } else if byte == UInt8(ascii: "]") {
                group = false
            } else if !group && (!utf8 || byte & 0x80 == 0 || byte & 0xC0 == 0x80) {
                length += 1
            }
        }
        self.init(bytes: chunk, count: Int(Int8(truncatingIfNeeded: length)))
    }

    /// Puts the brackets of a condition read backwards the right way again, `^` after `[`
    /// (`AffixMgr::reverse_condition`).
    private static func reverseGroups(_ piece: inout [UInt8]) {
        var negated = false
        let at = { (piece: [UInt8], index: Int) -> UInt8 in index < piece.count ? piece[index] : 0 }
        for index in piece.indices.reversed() {
            switch piece[index] {
            case UInt8(ascii: "["):
                if negated { piece[index + 1] = UInt8(ascii: "[") } else { piece[index] = UInt8(ascii: "]") }
            case UInt8(ascii: "]"):
                piece[index] = UInt8(ascii: "[")
                if negated { piece[index + 1] = UInt8(ascii: "^") }
                negated = false
            case UInt8(ascii: "^"):
                if at(piece, index + 1) == UInt8(ascii: "]") {
                    negated = true
                } else if negated {
                    piece[index + 1] = piece[index]
                }
            default:
                if negated { piece[index + 1] = piece[index] }
            }
        }
    }
}

extension AffixCondition: ConditionMatching {
    func withConditionBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        bytes.withUnsafeBytes(body)
    }
}

/// A condition however it is stored (as read, or flat for checking): how a root is matched
/// against it is written once, here.
protocol ConditionMatching {
    /// Hunspell's `numconds` (see ``AffixCondition/count``).
    var count: Int { get }
    /// Calls `body` with the condition's bytes.
    func withConditionBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result
}

extension ConditionMatching {
    /// Whether `root` starts as the condition asks (`PfxEntry::test_condition`, after
    /// `checkword`'s test of the root's length).
    @inline(__always)
    func matchesStart<Bytes: RandomAccessCollection<UInt8>>(of root: Bytes, utf8: Bool) -> Bool where Bytes.Index == Int {
        if count == 0 { return true }
        guard root.count >= count else { return false }
        return withConditionBytes { ConditionMatcher(condition: $0, utf8: utf8, count: count).matchesStart(root) }
    }

    /// Whether `root` ends as the condition asks (`SfxEntry::test_condition`, after
    /// `checkword`'s test of the root's length).
    @inline(__always)
    func matchesEnd<Bytes: RandomAccessCollection<UInt8>>(of root: Bytes, utf8: Bool) -> Bool where Bytes.Index == Int {
        if count == 0 { return true }
        guard root.count >= count else { return false }
        return withConditionBytes { ConditionMatcher(condition: $0, utf8: utf8, count: count).matchesEnd(root) }
    }
}

/// Hunspell's byte-by-byte matching of a condition against a root, one method per direction.
/// Positions past either end of the root read as 0, as a C string's terminator.
private struct ConditionMatcher {
    let condition: UnsafeRawBufferPointer
    let utf8: Bool
    let count: Int

    private static var open: UInt8 { UInt8(ascii: "[") }
    private static var close: UInt8 { UInt8(ascii: "]") }

    @inline(__always)
    private static func byte<Bytes: RandomAccessCollection<UInt8>>(_ root: Bytes, _ index: Int) -> UInt8 where Bytes.Index == Int {
        index >= 0 && index < root.count ? root[root.startIndex &+ index] : 0
    }

    @inline(__always)
    private func conditionByte(_ index: Int) -> UInt8 { condition[index] }

    /// The next position in the condition, `nil` past its end (`nextchar`).
    @inline(__always)
    private func next(_ position: Int) -> Int? {
        position + 1 < condition.count && condition[position + 1] != 0 ? position + 1 : nil
    }

    /// `p` moved to the group's closing bracket, or past the end.
    @inline(__always)
    private func skipToClose(_ p: Int?) -> Int? {
        var p = p
        while let position = p, condition[position] != Self.close { p = next(position) }
        return p
    }

    /// `PfxEntry::test_condition`: the root read forwards from its start.
    @inline(__always)
    func matchesStart<Bytes: RandomAccessCollection<UInt8>>(_ root: Bytes) -> Bool where Bytes.Index == Int {
        func rootByte(_ index: Int) -> UInt8 { Self.byte(root, index) }
        var groupStart: Int?
        var negated = false
        var inGroup = false
        var p: Int? = condition.isEmpty ? nil : 0
        var st = 0
        if let first = condition.first, first != Self.open, first != UInt8(ascii: "."), first != 0, rootByte(st) != first {
            return false
        }
        while let position = p {
            let byte = conditionByte(position)
            switch byte {
            case 0:
                return true
            case Self.open:
                negated = false
                inGroup = false
                p = next(position)
                groupStart = st
            case UInt8(ascii: "^"):
                p = next(position)
                negated = true
            case Self.close:
                if negated == inGroup { return false }
                groupStart = nil
                p = next(position)
                if !inGroup && rootByte(st) != 0 {
                    st += 1
                    while utf8 && rootByte(st) & 0xC0 == 0x80 { st += 1 }
                }
                if rootByte(st) == 0 && p != nil { return false }
            case UInt8(ascii: ".") where groupStart == nil:
                p = next(position)
                st += 1
                while utf8 && rootByte(st) & 0xC0 == 0x80 { st += 1 }
                if rootByte(st) == 0 && p != nil { return false }
            default:
                if rootByte(st) == byte {
                    st += 1
                    p = next(position)
                    if utf8 && byte & 0x80 != 0 {
                        // The rest of a multi-byte character.
                        while let rest = p, conditionByte(rest) & 0xC0 == 0x80 {
                            if conditionByte(rest) != rootByte(st) {
                                guard let start = groupStart else { return false }
                                st = start
                                break
                            }
                            p = next(rest)
                            st += 1
                        }
                        if let start = groupStart, st != start {
                            inGroup = true
                            p = skipToClose(p)
                        }
                    } else if groupStart != nil {
                        inGroup = true
                        p = skipToClose(p)
                    }
                } else if groupStart != nil {
                    p = next(position)
                } else {
                    return false
                }
            }
        }
        return true
    }

    /// `SfxEntry::test_condition`: the root read backwards from its end, against the condition
    /// stored reversed.
    @inline(__always)
    func matchesEnd<Bytes: RandomAccessCollection<UInt8>>(_ root: Bytes) -> Bool where Bytes.Index == Int {
        func rootByte(_ index: Int) -> UInt8 { Self.byte(root, index) }
        var groupStart: Int?
        var negated = false
        var inGroup = false
        var p: Int? = condition.isEmpty ? nil : 0
        var st = root.count - 1
        var element = 1
        // Most conditions start with a plain byte that the root's last byte is not: the first
        // step below, taken at once.
        if let first = condition.first, first != Self.open, first != UInt8(ascii: "."), first != 0, rootByte(st) != first {
            return false
        }
        while let position = p {
            let byte = conditionByte(position)
            switch byte {
            case 0:
                return true
            case Self.open:
                p = next(position)
                groupStart = st
            case UInt8(ascii: "^"):
                p = next(position)
                negated = true
            case Self.close:
                if !negated && !inGroup { return false }
                element += 1
                if !inGroup {
                    while utf8 && st >= 0 && rootByte(st) & 0xC0 == 0x80 { st -= 1 }
                    st -= 1
                }
                groupStart = nil
                negated = false
                inGroup = false
                p = next(position)
                if st < 0 && p != nil { return false }
            case UInt8(ascii: ".") where groupStart == nil:
                p = next(position)
                st -= 1
                while utf8 && st >= 0 && rootByte(st) & 0xC0 == 0x80 { st -= 1 }
                if st < 0 { return p == nil }
                if utf8 && rootByte(st) & 0x80 != 0 {
                    st -= 1
                    if st < 0 { return p == nil }
                }
            default:
                if rootByte(st) == byte {
                    p = next(position)
                    if utf8 && rootByte(st) & 0x80 != 0 {
                        // The rest of a multi-byte character, read backwards.
                        st -= 1
                        while let rest = p, st >= 0 {
                            if conditionByte(rest) != rootByte(st) {
                                guard let start = groupStart else { return false }
                                st = start
                                break
                            }
                            if conditionByte(rest) & 0xC0 != 0x80 { break }
                            p = next(rest)
                            st -= 1
                        }
                        if let start = groupStart, st != start {
                            if negated { return false }
                            if element == count { return true }
                            inGroup = true
                            p = skipToClose(p)
                            st -= 1
                        }
                        if let rest = p, conditionByte(rest) != Self.close { p = next(rest) }
                    } else if groupStart != nil {
                        if negated { return false }
                        if element == count { return true }
                        inGroup = true
                        p = skipToClose(p)
                        st -= 1
                    }
                    if groupStart == nil {
                        element += 1
                        st -= 1
                    }
                    if st < 0, let rest = p, conditionByte(rest) != Self.close { return false }
                } else if groupStart != nil {
                    p = next(position)
                } else {
                    return false
                }
            }
        }
        return true
    }
}
