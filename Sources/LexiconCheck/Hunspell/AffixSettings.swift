import Foundation

/// The few settings of a Hunspell `.aff` file that matter outside libhunspell.
///
/// `package` for the fuzz targets (`Fuzz/Targets`), which read hostile `.aff` files through it;
/// nothing else outside LexiconCheck uses it.
package struct AffixSettings: Sendable {
    /// `SET`: the encoding of both files (ISO8859-1 when absent, as in Hunspell).
    package var encoding: DictionaryEncoding
    /// `WORDCHARS`: characters that belong to words besides letters.
    package var wordCharacters: [Unicode.Scalar]
    /// `LANG`: the language the dictionary declares, when it declares a valid code.
    package var language: LanguageTag?

    /// Reads the settings from the raw bytes of an `.aff` file, as Hunspell reads them (the
    /// first definition of each; nothing after a line Hunspell stops at).
    ///
    /// - Throws: ``LexiconError/unsupportedEncoding(_:path:)`` when `SET` names an encoding
    ///   lexcheck cannot read (Hunspell would read the files as ISO8859-1 and answer wrongly).
    package init(affixData data: Data, path: String) throws(LexiconError) {
        try self.init(AffixFile(bytes: Array(data), path: path), path: path)
    }

    /// The settings of an `.aff` file already read.
    package init(_ file: AffixFile, path: String) throws(LexiconError) {
        encoding = try Self.encoding(of: file, path: path)
        language = file.language.flatMap(LanguageTag.init)
        wordCharacters = file.wordCharacters.flatMap { file.encoding.decode($0[...]) }.map { Array($0.unicodeScalars) } ?? []
    }

    /// `file`'s encoding, unless it names one lexcheck cannot read.
    static func encoding(of file: AffixFile, path: String) throws(LexiconError) -> DictionaryEncoding {
        if let name = file.declaredEncoding, DictionaryEncoding(hunspellName: name) == nil {
            throw .unsupportedEncoding(name, path: path)
        }
        return file.encoding
    }

    /// The tokenizer for this dictionary: the hunspell tool's, with its `WORDCHARS`.
    package var tokenizer: WordTokenizer {
        WordTokenizer(rules: .hunspell(HunspellWordCharacters(wordCharacters: wordCharacters)))
    }
}
