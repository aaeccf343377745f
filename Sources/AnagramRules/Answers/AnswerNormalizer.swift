import Foundation

/// Turns what a player typed into the form the rules compare.
///
/// 1. White space and line breaks around the answer are trimmed.
/// 2. Invisible characters are removed (Unicode's default-ignorable ones: zero-width spaces,
///    direction marks, the combining grapheme joiner, soft hyphens, variation selectors), which
///    pasted text carries and no dictionary spells with; the zero-width joiner and non-joiner
///    stay, as Persian and Indic spellings need them (``LetterInventory`` counts no invisible
///    character as a letter).
/// 3. The text is put in Unicode normalisation form C, so `café` typed with a combining accent
///    is the same answer as the precomposed one.
/// 4. Case is folded (``CaseFolding``).
///
/// Roots and answers are normalised alike. Nothing else is removed: inner spaces, digits,
/// hyphens and apostrophes stay. The root has
/// none of them, so an answer holding one cannot be spelled from the root's letters and is
/// rejected as ``RejectionReason/notPossible``, never silently rewritten into another word.
///
/// ```swift
/// let normalizer = AnswerNormalizer()
/// normalizer.normalize("  Palettes\n")   // "palettes"
/// AnswerNormalizer(caseFolding: .turkic).normalize("KIR")   // "kır"
/// ```
public struct AnswerNormalizer: Sendable, Hashable, Codable {
    /// How case is folded.
    public var caseFolding: CaseFolding

    /// A normaliser that folds case as `caseFolding` says.
    public init(caseFolding: CaseFolding = .standard) {
        self.caseFolding = caseFolding
    }

    private static func foldASCII(_ raw: String) -> String? {
        raw.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            guard let first = bytes.firstIndex(where: { !isSpace($0) }),
                  let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
            return String(unsafeUninitializedCapacity: last - first + 1) { buffer in
                for (offset, byte) in bytes[first...last].enumerated() {
                    buffer[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                }
                return last - first + 1
            }
        } ?? nil
    }

    /// What two normalised answers share when they are the same answer for originality: the
    /// text with the letters the rules count alike written alike (`ß` as `ss`, final `ς` as `σ`,
    /// `ĳ` as `ij`, the table ``LetterInventory`` counts by), so that "Straße" and "STRASSE" are
    /// one answer, not two.
    ///
    /// ```swift
    /// AnswerNormalizer.repeatKey("straße") == AnswerNormalizer.repeatKey("strasse")   // true
    /// ```
    public static func repeatKey(_ normalized: String) -> String {
        // ß and ĳ start with 0xC3 and 0xC4 in UTF-8, ς with 0xCF: most words have none.
        guard normalized.utf8.contains(where: { $0 == 0xC3 || $0 == 0xC4 || $0 == 0xCF }) else { return normalized }
        var key = String.UnicodeScalarView()
        for scalar in normalized.unicodeScalars {
            LetterEquivalents.forEachLetter(of: scalar) { key.append($0) }
        }
        return String(key)
    }

    /// Whether normalising leaves `raw` as it is because every scalar in it is below U+0800
    /// and one that ``unchangedScalars`` holds. Below U+0800 no two scalars of combining class 0
    /// compose (the pairs that do, Hangul jamo and some Indic vowel signs, lie above), so a
    /// string of scalars each left alone is left alone.
    static func isNormal(_ raw: String) -> Bool {
        let table = unchangedScalars
        func isUnchanged(_ value: Int) -> Bool { table[value >> 6] & 1 << (value & 63) != 0 }
        return raw.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let value: Int
                if lead < 0x80 {
                    value = Int(lead)
                    index += 1
                } else if lead & 0xE0 == 0xC0, index + 1 < bytes.count {
                    value = Int(lead & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F)
                    index += 2
                } else {
                    return false
                }
                guard isUnchanged(value) else { return false }
            }
            return true
        } ?? raw.unicodeScalars.allSatisfy { $0.value < 0x800 && isUnchanged(Int($0.value)) }
    }

    /// One bit for each scalar below U+0800 that normalising leaves as it is under either
    /// case folding: visible, not white space, of combining class 0, unchanged by form C and
    /// already lower case (`a`, `é`, `ß`, `ж`; not `A`, `\u{AD}` or `\u{301}`).
    ///
    /// Written out, since working it out takes milliseconds at every start of a process that
    /// judges a word; ``workedOutUnchangedScalars()`` gives the same bits from the Unicode
    /// properties (a test compares them).
    static let unchangedScalars: [UInt64] = [
        0xFFFF_FFFE_FFFF_C1FF, 0xFFFF_FFFF_F800_0001, 0xFFFF_DFFE_FFFF_FFDF, 0xFFFF_FFFF_8080_0000,
        0x55AA_AAAA_AAAA_AAAA, 0xD4AA_AAAA_AAAA_AB55, 0xEE51_2D2A_4E24_3129, 0xAA29_AAAA_B555_524F,
        0x93FA_AAAA_AAAA_AAAA, 0xFFFF_FFFF_FFFF_AA85, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF,
        0x0000_0000_0000_0000, 0x3FAA_0000_0000_0000, 0xFFFF_F004_0001_283F, 0x196F_AAAA_AAFF_7FFF,
        0xFFFF_0000_0000_0000, 0xAAAA_AAAA_FFFF_FFFF, 0xAAAA_AAAA_AAAA_AB06, 0xAAAA_AAAA_AAAA_D554,
        0x0001_AAAA_AAAA_AAAA, 0xFFFF_FFFF_FF80_0000, 0x4000_0000_0001_FFFF, 0xFFFF_FFFF_FFFF_FF49,
        0xFFFF_FFFF_E800_FFFF, 0xFFFE_FFFF_0000_07FF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_C260_603F_FFFF,
        0x0000_FFFF_FFFD_FFFF, 0xFFFF_FFFF_FFFF_F800, 0xFFFF_FFFF_FFFF_FFFF, 0xDFF0_07FF_FFFF_FFFF,
    ]

    /// ``unchangedScalars`` worked out from the scalars' Unicode properties.
    static func workedOutUnchangedScalars() -> [UInt64] {
        (0..<32).map { word in
            (0..<64).reduce(UInt64(0)) { bits, bit in
                guard let scalar = Unicode.Scalar(word * 64 + bit), isLeftAlone(scalar) else { return bits }
                return bits | 1 << bit
            }
        }
    }

    private static func isLeftAlone(_ scalar: Unicode.Scalar) -> Bool {
        let alone = String(scalar)
        // Scalar by scalar: `==` on strings compares them up to canonical equivalence.
        let isAlone = { (text: String) in text.unicodeScalars.elementsEqual([scalar]) }
        return !isInvisible(scalar) && !scalar.properties.isWhitespace
            && scalar.properties.canonicalCombiningClass == .notReordered
            && isAlone(alone.precomposedStringWithCanonicalMapping)
            && isAlone(CaseFolding.standard.fold(alone)) && isAlone(CaseFolding.turkic.fold(alone))
    }

    /// Whether `scalar` is an invisible character normalising removes: default-ignorable, but
    /// not the zero-width joiner or non-joiner, which spell words in some scripts.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint && scalar.value != 0x200C && scalar.value != 0x200D
    }

    /// The normalised answer.
    public func normalize(_ raw: String) -> String {
        // Already normal: most answers and every lexicon word, in the scripts of one- and
        // two-byte UTF-8 (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic).
        if Self.isNormal(raw) {
            return raw
        }
        return normalizeUnicode(raw)
    }

    /// The normalised answer, worked out by Unicode's properties whatever the text.
    func normalizeUnicode(_ raw: String) -> String {
        // ASCII: trim and lower-case the bytes (the same as the general path for ASCII, where
        // Turkish folding differs only for I, handled below).
        if caseFolding == .standard, let folded = Self.foldASCII(raw) {
            return folded
        }
        // Invisible characters go first, so that white space they stood between (`"ab \u{AD}"`)
        // is trimmed too: normalising a normal answer leaves it as it is.
        var text = raw
        if text.unicodeScalars.contains(where: Self.isInvisible) {
            var visible = String.UnicodeScalarView()
            visible.append(contentsOf: text.unicodeScalars.filter { !Self.isInvisible($0) })
            text = String(visible)
        }
        let scalars = text.unicodeScalars
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        let end = scalars.lastIndex { !$0.properties.isWhitespace }.map { scalars.index(after: $0) } ?? start
        // `nfc` leaves text that is not stream-safe as it is (no word is).
        return caseFolding.fold(String(scalars[start..<end]).nfc)
    }
}
