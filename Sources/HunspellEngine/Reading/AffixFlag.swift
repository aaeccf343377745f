/// An affix flag as Hunspell stores it: a 16-bit number, however the dictionary writes it.
package typealias AffixFlag = UInt16

/// How a dictionary writes its affix flags (the `.aff` file's `FLAG` line), and how a string of
/// them is read, byte for byte as Hunspell's `decode_flags` reads it.
package enum AffixFlagFormat: Sendable, Equatable {
    /// No `FLAG` line: each byte is a flag (`/erfg` is e, r, f, g; in a UTF-8 file a non-ASCII
    /// letter is as many flags as it has bytes).
    case singleByte
    /// `FLAG long`: two bytes per flag (`/1x2yZz` is 1x, 2y, Zz).
    case long
    /// `FLAG num`: decimal numbers separated by commas (`/4521,23,233`).
    case numeric
    /// `FLAG UTF-8`: each character is a flag.
    case utf8

    /// The format a `FLAG` line's value names. Hunspell looks for the words anywhere in the
    /// value, the later test winning (`long`, then `num`, then `UTF-8`); anything else keeps one
    /// byte per flag.
    package init(flagValue value: some Collection<UInt8>) {
        let bytes = Array(value)
        func contains(_ word: String) -> Bool {
            let needle = Array(word.utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        self = .singleByte
        if contains("long") { self = .long }
        if contains("num") { self = .numeric }
        if contains("UTF-8") { self = .utf8 }
    }

    /// The flags of `text`, in the order written.
    package func flags(_ text: some Collection<UInt8>) -> [AffixFlag] {
        var flags: [AffixFlag] = []
        appendFlags(text, to: &flags)
        return flags
    }

    /// Appends the flags of `text` to `flags`, in the order written.
    func appendFlags(_ text: some Collection<UInt8>, to flags: inout [AffixFlag]) {
        switch self {
        case .singleByte:
            for byte in text { flags.append(AffixFlag(byte)) }
        case .long:
            // An odd byte at the end is dropped, as Hunspell drops it.
            var iterator = text.makeIterator()
            while let high = iterator.next(), let low = iterator.next() {
                flags.append(AffixFlag(high) << 8 | AffixFlag(low))
            }
        case .numeric:
            var number = text.startIndex
            while true {
                let end = text[number...].firstIndex(of: UInt8(ascii: ",")) ?? text.endIndex
                flags.append(Self.atoi(text[number..<end]))
                guard end != text.endIndex else { break }
                number = text.index(after: end)
            }
        case .utf8:
            // UTF-16 code units, as Hunspell's u8_u16 (ASCII as it is; the rest through String,
            // which repairs invalid UTF-8 as Hunspell's reading of it expects).
            if text.allSatisfy({ $0 < 0x80 }) {
                for byte in text { flags.append(AffixFlag(byte)) }
            } else {
                flags += String(decoding: Array(text), as: UTF8.self).utf16
            }
        }
    }

    /// The one flag of an affix class's header (`SFX A Y 3`): the first flag of `text`.
    package func flag(_ text: some Collection<UInt8>) -> AffixFlag {
        switch self {
        case .singleByte: text.first.map(AffixFlag.init) ?? 0
        case .long: text.count >= 2 ? flags(text.prefix(2))[0] : AffixFlag(text.first ?? 0) << 8
        case .numeric: Self.atoi(text)
        case .utf8: flags(text).first ?? 0
        }
    }

    /// `flag` written as the dictionary writes it, as Hunspell's `encode_flag` writes it in an
    /// analysis's `fl:` field (`(NULL)` for no flag).
    func written(_ flag: AffixFlag) -> [UInt8] {
        guard flag != 0 else { return Array("(NULL)".utf8) }
        switch self {
        case .singleByte: return [UInt8(truncatingIfNeeded: flag)]
        case .long:
            // A C string: it ends at a zero byte.
            let bytes = [UInt8(flag >> 8), UInt8(truncatingIfNeeded: flag)]
            return Array(bytes.prefix { $0 != 0 })
        case .numeric: return Array(String(flag).utf8)
        case .utf8:
            // One UTF-16 unit as UTF-8, surrogates included (Hunspell's u16_u8).
            let value = UInt32(flag)
            if value < 0x80 { return [UInt8(value)] }
            if value < 0x800 { return [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)] }
            return [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
        }
    }

    /// C's `atoi` cast to a flag: leading digits, anything after them ignored.
    private static func atoi(_ text: some Collection<UInt8>) -> AffixFlag {
        var value = 0
        for byte in text.drop(while: { $0 == 0x20 || $0 == 0x09 }) {
            guard (0x30...0x39).contains(byte) else { break }
            value = min(value * 10 + Int(byte - 0x30), 1 << 20)
        }
        return AffixFlag(truncatingIfNeeded: value)
    }
}

/// A set of flags as one bit per possible flag (8 KiB): membership in one load, for the sets
/// asked on every word.
struct FlagSet: Sendable {
    private var words = [UInt64](repeating: 0, count: 1 << 10)

    init(_ flags: some Sequence<AffixFlag>) {
        for flag in flags { words[Int(flag) >> 6] |= 1 << UInt64(flag & 63) }
    }

    @inline(__always)
    func contains(_ flag: AffixFlag) -> Bool {
        words[Int(flag) >> 6] & (1 << UInt64(flag & 63)) != 0
    }
}
