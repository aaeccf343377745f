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
        var rawWordCharacters: Data.SubSequence?
        var declaredLanguage: LanguageTag?
        // A byte-order mark before the first line (Brazilian Portuguese's) is not part of it.
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        for line in text.split(separator: 0x0A) {
            let fields = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            guard fields.count >= 2 else { continue }
            if fields[0].elementsEqual("SET".utf8) {
                encodingName = String(decoding: fields[1], as: UTF8.self)
            } else if fields[0].elementsEqual("WORDCHARS".utf8) {
                rawWordCharacters = fields[1]
            } else if fields[0].elementsEqual("LANG".utf8) {
                declaredLanguage = LanguageTag(String(decoding: fields[1], as: UTF8.self))
            }
        }
        let encoding: DictionaryEncoding
        do {
            encoding = try DictionaryEncoding(hunspellName: encodingName)
        } catch {
            throw .unsupportedEncoding(encodingName, path: path)
        }
        self.encoding = encoding
        self.language = declaredLanguage
        wordCharacters = rawWordCharacters.flatMap { encoding.decode($0) }.map { Array($0.unicodeScalars) } ?? []
    }

    /// The tokenizer for this dictionary: the hunspell tool's, with its `WORDCHARS`.
    package var tokenizer: WordTokenizer {
        WordTokenizer(rules: .hunspell(HunspellWordCharacters(wordCharacters: wordCharacters)))
    }
}
