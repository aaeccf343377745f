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
        self.init(name: name, upperHalf: table)
    }

    /// ISO8859-1, Hunspell's encoding when a dictionary names none: its upper half is U+0080...U+00FF.
    static let latin1 = SingleByteCodePage(name: "ISO8859-1", upperHalf: (0x80...0xFF).map { UInt32($0) })

    private init(name: String, upperHalf table: [UInt32]) {
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

    /// The bytes of `scalars`. At the first scalar the page lacks: `nil`, or with `prefix`, the
    /// bytes of the scalars before it.
    func encode(_ scalars: some Sequence<Unicode.Scalar>, prefix: Bool = false) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            if scalar.value < 0x80 {
                bytes.append(UInt8(scalar.value))
            } else if let byte = reverse[scalar.value] {
                bytes.append(byte)
            } else {
                return prefix ? bytes : nil
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
