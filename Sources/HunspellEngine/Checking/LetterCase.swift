/// How a word is capitalised, in Hunspell's five kinds.
enum Capitalization: Sendable, Equatable {
    /// No upper-case letter (`word`).
    case none
    /// Only the first letter is upper case (`Word`).
    case initial
    /// Every cased letter is upper case (`WORD`, `O'NEIL`).
    case all
    /// Upper-case letters elsewhere than only first (`wOrd`, `iPhone`).
    case mixed
    /// The first letter and others upper case, not all (`WoRd`, `OpenOffice`).
    case mixedInitial
}

/// Upper and lower case of a dictionary's characters, as Hunspell maps them: letter by letter,
/// one character to one (`ß` stays `ß` in capitals), in UTF-16 units for a UTF-8 dictionary (a
/// character beyond them reads as U+FFFD, as Hunspell reads it) and in bytes of the code page
/// for an 8-bit one. Turkish, Azeri and Crimean Tatar (and ISO8859-9, whatever the language)
/// pair dotted and dotless i: `i` ↔ `İ`, `ı` ↔ `I`.
struct LetterCase: Sendable {
    let utf8: Bool
    let turkic: Bool
    /// For an 8-bit dictionary: each byte's lower- and upper-case byte.
    private let lowerBytes: [UInt8]
    private let upperBytes: [UInt8]
    /// How each unit below 0x800 is cased (every character of one or two bytes in a UTF-8
    /// dictionary, every byte in an 8-bit one), ``upperKind`` and ``neutralKind`` bits, so
    /// that a word's capitalisation reads one entry a character.
    private var kinds: [UInt8] = []
    private static let upperKind: UInt8 = 1
    private static let neutralKind: UInt8 = 2

    init(encoding: DictionaryEncoding, turkicLanguage: Bool) {
        switch encoding {
        case .utf8:
            utf8 = true
            turkic = turkicLanguage
            lowerBytes = []
            upperBytes = []
        case .singleByte(let page):
            utf8 = false
            let turkic = page.name == "ISO8859-9"
            self.turkic = turkic
            var lower = [UInt8](0...255)
            var upper = [UInt8](0...255)
            for byte in 0...255 {
                guard let text = page.decode([UInt8(byte)]), let scalar = text.unicodeScalars.first else { continue }
                let lowered = Self.lower(scalar.value, turkic: turkic)
                let raised = Self.upper(scalar.value, turkic: turkic)
                if let mapped = Unicode.Scalar(lowered).flatMap({ page.encode([$0]) }), mapped.count == 1 { lower[byte] = mapped[0] }
                if let mapped = Unicode.Scalar(raised).flatMap({ page.encode([$0]) }), mapped.count == 1 { upper[byte] = mapped[0] }
            }
            lowerBytes = lower
            upperBytes = upper
        }
        kinds = (0..<(utf8 ? 0x800 : 0x100)).map { kind(UInt32($0)) }
    }

    // MARK: Units

    /// The units Hunspell maps case on: UTF-16 units of a UTF-8 word, bytes of an 8-bit one.
    func units(_ bytes: some Collection<UInt8>) -> [UInt32] {
        guard utf8 else { return bytes.map(UInt32.init) }
        return characters(of: bytes, utf8: true).map { $0 > 0xFFFF ? 0xFFFD : $0 }
    }

    /// Appends the bytes of `unit` to `bytes`: its UTF-8 (U+FFFD for a lone surrogate) in a
    /// UTF-8 dictionary, the byte itself in an 8-bit one.
    @inline(__always)
    private func append(_ unit: UInt32, to bytes: inout [UInt8]) {
        guard utf8 else {
            bytes.append(UInt8(truncatingIfNeeded: unit))
            return
        }
        switch unit {
        case ..<0x80:
            bytes.append(UInt8(unit))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | unit >> 6))
            bytes.append(UInt8(0x80 | unit & 0x3F))
        case 0xD800...0xDFFF:
            bytes.append(contentsOf: [0xEF, 0xBF, 0xBD] as [UInt8])
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | unit >> 12))
            bytes.append(UInt8(0x80 | unit >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | unit & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | unit >> 18 & 0x07))
            bytes.append(UInt8(0x80 | unit >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | unit >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | unit & 0x3F))
        }
    }

    /// `word` through its units and back, each unit changed by `change` (the first only, when
    /// `firstOnly`): what Hunspell's conversions to UTF-16 and back make of it.
    private func mapping(_ word: some Collection<UInt8>, firstOnly: Bool, _ change: (UInt32) -> UInt32) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(word.count + 2)
        var iterator = CharacterIterator(bytes: word, utf8: utf8)
        var first = true
        while let character = iterator.next() {
            let unit = utf8 && character > 0xFFFF ? 0xFFFD : character
            append(first || !firstOnly ? change(unit) : unit, to: &result)
            first = false
        }
        return result
    }

    func lower(_ unit: UInt32) -> UInt32 {
        utf8 ? Self.lower(unit, turkic: turkic) : UInt32(lowerBytes[Int(unit & 0xFF)])
    }

    func upper(_ unit: UInt32) -> UInt32 {
        utf8 ? Self.upper(unit, turkic: turkic) : UInt32(upperBytes[Int(unit & 0xFF)])
    }

    private static func lower(_ unit: UInt32, turkic: Bool) -> UInt32 {
        if unit < 0x80 {
            if turkic, unit == 0x49 { return 0x131 }
            return (0x41...0x5A).contains(unit) ? unit + 0x20 : unit
        }
        return mapped(unit, lowerDeltas)
    }

    private static func upper(_ unit: UInt32, turkic: Bool) -> UInt32 {
        if unit < 0x80 {
            if turkic, unit == 0x69 { return 0x130 }
            return (0x61...0x7A).contains(unit) ? unit - 0x20 : unit
        }
        return mapped(unit, upperDeltas)
    }

    /// `unit` as Hunspell's case table maps it (see `LetterCase+Table.swift`).
    @inline(__always)
    private static func mapped(_ unit: UInt32, _ deltas: [Int16]) -> UInt32 {
        guard unit < 0x10000 else { return unit }
        let block = Int(caseBlocks[Int(unit >> 8)])
        guard block > 0 else { return unit }
        return UInt32(bitPattern: Int32(unit) &+ Int32(deltas[(block - 1) << 8 | Int(unit & 0xFF)]))
    }

    // MARK: Words

    /// How `word` is capitalised (Hunspell's `get_captype`): ``characterCapitalization(_:)``,
    /// with the case of characters of one or two bytes read from a table.
    func capitalization(_ word: some Collection<UInt8>) -> Capitalization {
        capitalization(word) { $0 < kinds.count ? kinds[Int($0)] : kind($0) }
    }

    /// How `word` is capitalised, each character's case read through the case mappings.
    func characterCapitalization(_ word: some Collection<UInt8>) -> Capitalization {
        capitalization(word, kind: kind)
    }

    /// How `word` is capitalised, `kind` giving each unit's ``upperKind`` and ``neutralKind``
    /// bits.
    @inline(__always)
    private func capitalization(_ word: some Collection<UInt8>, kind: (UInt32) -> UInt8) -> Capitalization {
        var upperCount = 0
        var neutral = 0
        var count = 0
        var firstIsUpper = false
        var index = word.startIndex
        while index != word.endIndex {
            let character = CharacterIterator.character(in: word, at: &index, utf8: utf8)
            // A UTF-8 dictionary's units are UTF-16: a character beyond it is U+FFFD, as in units(_:).
            let unitKind = kind(utf8 && character > 0xFFFF ? 0xFFFD : character)
            if unitKind & Self.upperKind != 0 {
                upperCount += 1
                if count == 0 { firstIsUpper = true }
            }
            neutral += Int(unitKind >> 1)
            count += 1
        }
        guard upperCount > 0 else { return .none }
        if upperCount == 1, firstIsUpper { return .initial }
        if upperCount == count || upperCount + neutral == count { return .all }
        if upperCount > 1, firstIsUpper { return .mixedInitial }
        return .mixed
    }

    /// `unit`'s ``upperKind`` and ``neutralKind`` bits.
    private func kind(_ unit: UInt32) -> UInt8 {
        let (isUpper, isNeutral) = caseKind(unit)
        return (isUpper ? Self.upperKind : 0) | (isNeutral ? Self.neutralKind : 0)
    }

    /// Whether `unit` is upper case (its lower case differs) and whether it has no case (its
    /// upper case is its lower case). ASCII is answered without the tables, but for `i` and `I`
    /// where they are Turkish.
    @inline(__always)
    private func caseKind(_ unit: UInt32) -> (isUpper: Bool, isNeutral: Bool) {
        if unit < 0x80, !turkic || (unit | 0x20) != 0x69 {
            let isUpper = unit &- 0x41 < 26
            return (isUpper, !isUpper && unit &- 0x61 >= 26)
        }
        let lowered = lower(unit)
        return (unit != lowered, upper(unit) == lowered)
    }

    /// Every letter in lower case.
    func lowercased(_ word: some Collection<UInt8>) -> [UInt8] {
        if isASCIIWithout(word, in: 0x41...0x5A) { return Array(word) }
        return mapping(word, firstOnly: false, lower)
    }

    /// Every letter in upper case.
    func uppercased(_ word: some Collection<UInt8>) -> [UInt8] {
        if isASCIIWithout(word, in: 0x61...0x7A) { return Array(word) }
        return mapping(word, firstOnly: false, upper)
    }

    /// The first letter in upper case, the rest as it is.
    func capitalized(_ word: some Collection<UInt8>) -> [UInt8] {
        mapping(word, firstOnly: true, upper)
    }

    /// The first letter in lower case, the rest as it is.
    func uncapitalized(_ word: some Collection<UInt8>) -> [UInt8] {
        mapping(word, firstOnly: true, lower)
    }

    /// Whether `word` is ASCII with no byte in `range`, so that a case mapping leaves it as it
    /// is (not in a Turkic language, where `i` and `I` change).
    private func isASCIIWithout(_ word: some Collection<UInt8>, in range: ClosedRange<UInt8>) -> Bool {
        !turkic && word.allSatisfy { $0 < 0x80 && !range.contains($0) }
    }
}
