import Foundation

/// The language a dictionary checker serves: the one asked for, else the `.aff` file's `LANG`,
/// else the `.dic` file's name when it is a language code (`de_DE.dic`), else `und`, with a
/// warning saying so (a game in any language refuses such a checker; see `GameRules`).
enum DictionaryLanguage {
    static func resolve(requested: LanguageTag?, declared: String?, dictionaryURL: URL) -> (tag: LanguageTag, warnings: [String]) {
        let name = dictionaryURL.deletingPathExtension().lastPathComponent
        if let tag = requested ?? declared.flatMap(LanguageTag.init) ?? LanguageTag(name) {
            return (tag, [])
        }
        return (.undetermined, ["\(dictionaryURL.path): no language stated (no LANG line in the .aff, and "
                                + "\(name.quotedForMessage()) is not a language code), so its language is und: "
                                + "state it when opening the dictionary (language:, or --language)"])
    }
}
