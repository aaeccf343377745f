/// The character encoding of a Hunspell dictionary, as its `.aff` file declares with `SET`.
///
/// Hunspell works on bytes in the dictionary's own encoding and converts nothing, so every word
/// crosses this type on its way in and out.
///
/// ```swift
/// let latin1 = try DictionaryEncoding(hunspellName: "ISO8859-1")
/// latin1.encode("café")   // [0x63, 0x61, 0x66, 0xE9]
/// ```
public enum DictionaryEncoding: Sendable, Hashable, CustomStringConvertible {
    /// UTF-8 (`SET UTF-8`).
    case utf8
    /// An 8-bit code page such as ISO8859-1, KOI8-R or cp1251.
    case singleByte(SingleByteCodePage)

    /// Creates the encoding a `SET` value names (Hunspell's spelling, case and punctuation
    /// ignored: `UTF-8`, `utf8`, `ISO8859-15`, `ISO-8859-15`, `microsoft-cp1251`...).
    ///
    /// - Throws: ``LexiconError/unsupportedEncoding(_:path:)`` for an encoding this package
    ///   has no table for (Hunspell's `ISCII-DEVANAGARI`, for one).
    public init(hunspellName name: String) throws(LexiconError) {
        let key = Self.key(name)
        if key == "UTF8" {
            self = .utf8
        } else if let page = SingleByteCodePage(key: key) {
            self = .singleByte(page)
        } else {
            throw .unsupportedEncoding(name, path: nil)
        }
    }

    /// The canonical Hunspell name (`UTF-8`, `ISO8859-1`, ...).
    public var description: String {
        switch self {
        case .utf8: "UTF-8"
        case .singleByte(let page): page.name
        }
    }

    /// The bytes of `word` in this encoding, or `nil` when the word has a character the
    /// encoding cannot represent (such a word cannot be in the dictionary).
    public func encode(_ word: some StringProtocol) -> [UInt8]? {
        switch self {
        case .utf8: Array(word.utf8)
        case .singleByte(let page): page.encode(word.unicodeScalars)
        }
    }

    /// The text of `bytes` in this encoding, or `nil` when they are not valid in it.
    public func decode(_ bytes: some Collection<UInt8>) -> String? {
        switch self {
        case .utf8: bytes.withContiguousStorageIfAvailable(utf8String) ?? String(validating: bytes, as: UTF8.self)
        case .singleByte(let page): page.decode(bytes)
        }
    }

    static func key(_ name: String) -> String {
        String(name.uppercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
            .replacingPrefix("MICROSOFT", with: "")
    }
}

/// An 8-bit code page: bytes below 0x80 are ASCII, the upper half comes from a table.
public struct SingleByteCodePage: Sendable, Hashable {
    /// The Hunspell name of the code page, such as `ISO8859-1` or `KOI8-R`.
    public let name: String
    private let upperHalf: [UInt32]
    private let reverse: [UInt32: UInt8]

    init?(key: String) {
        // Hunspell writes ISO8859-x; people write ISO-8859-x or ISO8859x too.
        guard let name = Self.upperHalves.keys.first(where: { DictionaryEncoding.key($0) == key }),
              let table = Self.upperHalves[name]
        else { return nil }
        self.name = name
        self.upperHalf = table
        var reverse: [UInt32: UInt8] = [:]
        for (offset, scalar) in table.enumerated() where scalar != 0 {
            reverse[scalar] = UInt8(0x80 + offset)
        }
        self.reverse = reverse
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    func encode(_ scalars: some Sequence<Unicode.Scalar>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            if scalar.value < 0x80 {
                bytes.append(UInt8(scalar.value))
            } else if let byte = reverse[scalar.value] {
                bytes.append(byte)
            } else {
                return nil
            }
        }
        return bytes
    }

    func decode(_ bytes: some Collection<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : upperHalf[Int(byte) - 0x80]
            guard value != 0 || byte == 0, let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
