import LexiconCheck
import LexiconResources
import LexiconSupport

/// The titles and messages shown for each reason. `{root}` in a text is replaced by the root
/// word and `{minimum}` by the minimum length.
///
/// A game's settings have the texts of its language (``init(language:)``): the package
/// translates them into English, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
/// Swedish, Turkish, Russian and Ukrainian (``languages``), with the platform's localisation
/// files (`Localizable.strings` in `<language>.lproj`), and falls back to English. Replace
/// entries to reword them or to speak another language:
///
/// ```swift
/// RejectionMessages(language: "de_DE")[.notReal]?.title   // "Wort nicht erkannt"
/// var messages = RejectionMessages()
/// messages[.notReal] = .init(title: "Mot inconnu", message: "Tu ne peux pas inventer des mots !")
/// ```
public struct RejectionMessages: Sendable, Hashable, Codable {
    /// A title and a message.
    public struct Text: Sendable, Hashable, Codable {
        /// The alert's title.
        public var title: String
        /// The alert's message.
        public var message: String

        /// A title and a message; `{root}` and `{minimum}` in them are filled in.
        public init(title: String, message: String) {
            self.title = title
            self.message = message
        }
    }

    private var texts: [String: Text]

    /// The game's own words, in English.
    public init() {
        texts = [
            RejectionReason.empty.rawValue: Text(title: "Nothing there", message: "Type a word first!"),
            RejectionReason.tooShort.rawValue: Text(title: "Word too short", message: "Words need at least {minimum} letters!"),
            RejectionReason.sameAsRoot.rawValue: Text(title: "That's the word you were given", message: "Find your own words in '{root}'!"),
            RejectionReason.notOriginal.rawValue: Text(title: "Word used already", message: "Be more original"),
            RejectionReason.notPossible.rawValue: Text(title: "Word not possible", message: "You can't spell that word from '{root}'!"),
            RejectionReason.notReal.rawValue: Text(title: "Word not recognized", message: "You can't just make them up, you know!"),
            RejectionReason.formOfUsedWord.rawValue: Text(title: "Word used already in another form",
                                                          message: "Find a new word, not another form of one you found!"),
            RejectionReason.blocked.rawValue: Text(title: "Word not allowed", message: "That word isn't allowed in this game. Try another!"),
        ]
    }

    /// The game's own words in `language` (its bare language: `pt` for `pt_BR`), English for a
    /// language the package has no translation into.
    public init(language: String) {
        self.init()
        guard let code = LanguageTag(language)?.language, code != "en",
              let table = BundledResources.localizedStrings(code) else { return }
        for (key, english) in texts {
            texts[key] = Text(title: table["\(key).title"] ?? english.title, message: table["\(key).message"] ?? english.message)
        }
    }

    /// The languages the package translates the texts into (bare codes: `de`, `pt`).
    public static var languages: [String] { BundledResources.localizations }

    /// The text for a reason; `nil` for a reason with none.
    public subscript(reason: RejectionReason) -> Text? {
        get { texts[reason.rawValue] }
        set { texts[reason.rawValue] = newValue }
    }

    /// The rejection for `reason`, with `{root}` and `{minimum}` filled in. A reason with no text
    /// gets its name as the title and an empty message.
    public func rejection(_ reason: RejectionReason, root: String, minimumLength: Int) -> Rejection {
        let text = self[reason] ?? Text(title: reason.rawValue, message: "")
        let values = ["root": root, "minimum": String(minimumLength)]
        return Rejection(reason: reason, title: text.title.fillingPlaceholders(values), message: text.message.fillingPlaceholders(values))
    }
}
