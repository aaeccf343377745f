import Foundation

/// The few settings of a Hunspell `.aff` file that matter outside libhunspell.
struct AffixSettings: Sendable {
    /// `SET`: the encoding of both files (ISO8859-1 when absent, as in Hunspell).
    var encoding: DictionaryEncoding
    /// `WORDCHARS`: characters that belong to words besides letters.
    var wordCharacters: [Unicode.Scalar]

    /// Reads the settings from the raw bytes of an `.aff` file.
    init(affixData data: Data, path: String) throws(LexiconError) {
        var encodingName = "ISO8859-1"
        var rawWordCharacters: Data.SubSequence?
        for line in data.split(separator: 0x0A) {
            let fields = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            guard fields.count >= 2 else { continue }
            if fields[0].elementsEqual("SET".utf8) {
                encodingName = String(decoding: fields[1], as: UTF8.self)
            } else if fields[0].elementsEqual("WORDCHARS".utf8) {
                rawWordCharacters = fields[1]
            }
        }
        let encoding: DictionaryEncoding
        do {
            encoding = try DictionaryEncoding(hunspellName: encodingName)
        } catch {
            throw .unsupportedEncoding(encodingName, path: path)
        }
        self.encoding = encoding
        wordCharacters = rawWordCharacters.flatMap { encoding.decode($0) }.map { Array($0.unicodeScalars) } ?? []
    }

    /// The tokenizer for this dictionary: its non-alphanumeric `WORDCHARS` join words.
    var tokenizer: WordTokenizer {
        WordTokenizer(joiners: Set(wordCharacters.filter { !CharacterClass($0).isWordStart && CharacterClass($0) != .mark }))
    }
}

extension DictionaryEncoding {
    /// Checks that `data` (a whole .aff or .dic file) is really in this encoding, so that a
    /// dictionary saved in another encoding than its `SET` says fails loudly, with the line.
    func validate(_ data: Data, path: String) throws(LexiconError) {
        // One pass over contiguous bytes: these files are megabytes and read at every start.
        let (nul, isUTF8, hasHighBytes) = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return (bytes.firstIndex(of: 0), String(validating: bytes, as: UTF8.self) != nil,
                    bytes.contains { $0 >= 0x80 })
        }
        if let nul {
            throw .malformed(path: path, line: Self.lineNumber(of: data.startIndex + nul, in: data), reason: "contains a NUL byte")
        }
        switch self {
        case .utf8 where !isUTF8:
            let line = data.split(separator: 0x0A, omittingEmptySubsequences: false)
                .firstIndex { String(validating: $0, as: UTF8.self) == nil }
            throw .malformed(path: path, line: line.map { $0 + 1 },
                             reason: "not valid UTF-8, though the .aff file declares SET UTF-8")
        case .singleByte where isUTF8 && hasHighBytes:
            // Text in an 8-bit code page is almost never valid UTF-8 by chance.
            throw .malformed(path: path, line: nil,
                             reason: "the text is UTF-8, though the .aff file declares SET \(self)")
        default:
            break
        }
    }

    private static func lineNumber(of index: Data.Index, in data: Data) -> Int {
        data[..<index].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
