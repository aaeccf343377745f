/// The character encoding of a Hunspell dictionary, as its `.aff` file declares with `SET`.
///
/// Hunspell works on bytes in the dictionary's own encoding and converts nothing, so every word
/// crosses this type on its way in and out.
///
/// ```swift
/// let latin1 = DictionaryEncoding(hunspellName: "ISO8859-1")
/// latin1?.encode("café")   // [99, 97, 102, 233]: c, a, f, 0xE9
/// ```
public enum DictionaryEncoding: Sendable, Hashable, CustomStringConvertible {
    /// UTF-8 (`SET UTF-8`).
    case utf8
    /// An 8-bit code page such as ISO8859-1, KOI8-R or cp1251.
    case singleByte(SingleByteCodePage)

    /// Creates the encoding a `SET` value names (Hunspell's spelling, case and punctuation
    /// ignored: `UTF-8`, `utf8`, `ISO8859-15`, `ISO-8859-15`, `microsoft-cp1251`...), or `nil`
    /// for an encoding this package has no table for (Hunspell's `ISCII-DEVANAGARI`, for one).
    public init?(hunspellName name: String) {
        let key = Self.key(name)
        if key == "UTF8" {
            self = .utf8
        } else if let page = SingleByteCodePage(key: key) {
            self = .singleByte(page)
        } else {
            return nil
        }
    }

    /// ISO8859-1, the encoding of a dictionary whose `.aff` has no `SET`.
    public static let latin1 = DictionaryEncoding.singleByte(.latin1)

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

    /// What the hunspell tool hands Hunspell for `word`: in UTF-8, the word's own bytes, in
    /// whatever normal form it was written; in an 8-bit code page, the bytes of the characters
    /// before the first one the page lacks, where the tool's conversion (iconv) stops. Hunspell
    /// then judges that part alone: with ISO8859-1, `fooш` is judged as `foo`.
    public func convertedPrefix(_ word: some StringProtocol) -> [UInt8] {
        switch self {
        case .utf8: Array(word.utf8)
        case .singleByte(let page): page.encode(word.unicodeScalars, prefix: true) ?? []
        }
    }

    /// The text of `bytes` in this encoding, or `nil` when they are not valid in it.
    public func decode(_ bytes: some Collection<UInt8>) -> String? {
        switch self {
        case .utf8: bytes.withContiguousStorageIfAvailable(Self.utf8String) ?? Self.validUTF8String(bytes)
        case .singleByte(let page): page.decode(bytes)
        }
    }

    /// A name as the tables are looked up by: upper case, without `-`, `_`, spaces and a
    /// leading `MICROSOFT` (`microsoft-cp1251` is `CP1251`).
    static func key(_ name: String) -> String {
        let key = String(name.uppercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
        return key.hasPrefix("MICROSOFT") ? String(key.dropFirst("MICROSOFT".count)) : key
    }

    /// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8; ASCII, the common case,
    /// skips the standard library's generic validation.
    static func utf8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        bytes.allSatisfy({ $0 < 0x80 }) ? String(decoding: bytes, as: UTF8.self) : validUTF8String(bytes)
    }

    /// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8: `String(decoding:as:)`
    /// replaces each invalid sequence with U+FFFD, so its bytes equal the input's exactly when
    /// there was none (`String(validating:as:)` exists only from iOS 18 and macOS 15).
    static func validUTF8String(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.count == bytes.count && text.utf8.elementsEqual(bytes) ? text : nil
    }
}
