import LexiconCheck

/// Which of the dictionary's spellings an answer may take: what makes `mann` a German word
/// (the dictionary has `Mann`) and `london` no English one (the dictionary has `London`).
///
/// Answers are compared in lower case (``CaseFolding``), but dictionaries are not: German writes
/// every noun capitalised, English only names. With ``asInDictionary`` an answer is real when the
/// checker accepts it in lower case, else capitalised, else as typed (`DDR`), and it is stored
/// and shown in that spelling (`Mann`); with ``lowerCase`` only in lower case.
///
/// ```swift
/// DictionaryCase.standard(for: "de_DE")   // .asInDictionary
/// DictionaryCase.standard(for: "en")      // .lowerCase
/// ```
public enum DictionaryCase: String, Sendable, Hashable, Codable, CaseIterable {
    /// Only words the dictionary accepts in lower case, as Word Scramble does with UIKit: names
    /// (`London`), abbreviations (`NASA`) and a capitalised dictionary's nouns are not answers.
    case lowerCase
    /// Lower case, else capitalised, else as typed; the answer is kept in the spelling the
    /// dictionary accepted. Names count as words too (the dictionary does not tell them apart
    /// from nouns).
    case asInDictionary

    /// The case a language's games use: ``asInDictionary`` for German and Luxembourgish, whose
    /// nouns are always capitalised; ``lowerCase`` for every other language.
    public static func standard(for language: String) -> DictionaryCase {
        let code = LanguageTag(language)?.language ?? language.lowercased()
        return ["de", "lb"].contains(code) ? .asInDictionary : .lowerCase
    }
}

extension CaseFolding {
    /// The folding a language's games use: ``turkic`` for Turkish and Azeri (`tr`, `az`: dotted
    /// and dotless i are two letters), ``standard`` for every other language.
    ///
    /// ```swift
    /// CaseFolding.standard(for: "tr_TR")   // .turkic
    /// ```
    public static func standard(for language: String) -> CaseFolding {
        let code = LanguageTag(language)?.language ?? language.lowercased()
        return code == "tr" || code == "az" ? .turkic : .standard
    }
}
