import Foundation

/// The few settings of a Hunspell `.aff` file that matter outside libhunspell.
package struct AffixSettings: Sendable {
    /// `SET`: the encoding of both files (ISO8859-1 when absent, as in Hunspell).
    package var encoding: DictionaryEncoding
    /// `WORDCHARS`: characters that belong to words besides letters.
    package var wordCharacters: [Unicode.Scalar]
    /// `LANG`: the language the dictionary declares, when it declares a valid code.
    package var language: LanguageTag?

    /// Reads the settings from the raw bytes of an `.aff` file.
    package init(affixData data: Data, path: String) throws(LexiconError) {
        var encodingName = "ISO8859-1"
        var rawWordCharacters: [UInt8]?
        var declaredLanguage: LanguageTag?
        // Raw bytes, line by line, looking only at lines that start with S, W or L: Korean's
        // .aff is 11 MB of affix rules, and this runs at every start.
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            // A byte-order mark before the first line (Brazilian Portuguese's) is not part of it.
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                defer { start = end + 1 }
                let first = bytes[start]
                guard first == UInt8(ascii: "S") || first == UInt8(ascii: "W") || first == UInt8(ascii: "L") else { continue }
                let fields = Self.fields(bytes[start..<end], count: 2)
                guard fields.count == 2 else { continue }
                if fields[0].elementsEqual("SET".utf8) {
                    encodingName = String(decoding: fields[1], as: UTF8.self)
                } else if fields[0].elementsEqual("WORDCHARS".utf8) {
                    rawWordCharacters = Array(fields[1])
                } else if fields[0].elementsEqual("LANG".utf8) {
                    declaredLanguage = LanguageTag(String(decoding: fields[1], as: UTF8.self))
                }
            }
        }
        guard let encoding = DictionaryEncoding(hunspellName: encodingName) else {
            throw .unsupportedEncoding(encodingName, path: path)
        }
        self.encoding = encoding
        self.language = declaredLanguage
        wordCharacters = rawWordCharacters.flatMap { encoding.decode($0[...]) }.map { Array($0.unicodeScalars) } ?? []
    }

    /// The first `count` fields of `line`, separated by spaces, tabs and carriage returns.
    private static func fields(_ line: Slice<UnsafeBufferPointer<UInt8>>, count: Int) -> [Slice<UnsafeBufferPointer<UInt8>>] {
        var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var index = line.startIndex
        while fields.count < count, index < line.endIndex {
            while index < line.endIndex, Self.isSeparator(line[index]) { index += 1 }
            let start = index
            while index < line.endIndex, !Self.isSeparator(line[index]) { index += 1 }
            if index > start { fields.append(line[start..<index]) }
        }
        return fields
    }

    private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// The tokenizer for this dictionary: the hunspell tool's, with its `WORDCHARS`.
    package var tokenizer: WordTokenizer {
        WordTokenizer(rules: .hunspell(HunspellWordCharacters(wordCharacters: wordCharacters)))
    }
}
