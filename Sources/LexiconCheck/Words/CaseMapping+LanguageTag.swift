import LexiconSupport

extension CaseMapping {
    /// The mapping `language` uses.
    init(language: LanguageTag) {
        self.init(languageCode: language.language)
    }
}
