import LexiconCheck

/// The settings of a game: everything but the spellchecker and custom rules.
///
/// Encoding them (as a saved ``GameSession`` does) writes everything but ``messages``: what the
/// player is told comes from the game that reads them, so a reworded or localised game shows its
/// own words, never the ones of the game that wrote them. A `messages` entry in data written
/// before is ignored; decoded settings have the messages of their language.
public struct GameSettings: Sendable, Hashable, Codable {
    /// The fewest letters an answer may have (the ``RejectionReason/tooShort`` rule).
    public var minimumLength: Int
    /// The language the spellchecker checks answers in.
    public var language: String
    /// How answers are case-folded.
    public var caseFolding: CaseFolding
    /// Which of the dictionary's spellings an answer may take (`mann` as `Mann` in German).
    public var dictionaryCase: DictionaryCase
    /// How accepted answers score.
    public var scoring: ScoringPolicy
    /// The order the rules run in; the first that fails gives the rejection. Reasons with no
    /// rule (built-in or custom) are skipped.
    public var ruleOrder: [RejectionReason]
    /// What the player is told for each reason, by default in the game's language. Never
    /// encoded (see above).
    public var messages: RejectionMessages
    /// The words never accepted, hinted, listed or picked as a root: by default the bundled list
    /// of the game's language, on (also for settings saved before the filter existed).
    public var contentFilter: ContentFilter

    /// Settings with the tutorial's defaults for whatever is not given: three letters at least,
    /// English, the language's case folding and dictionary case (``CaseFolding/standard(for:)``,
    /// ``DictionaryCase/standard(for:)``), the tutorial's scoring, the default rule order, the
    /// messages in the language (``RejectionMessages/init(language:)``), and the bundled
    /// content filter.
    public init(minimumLength: Int = 3, language: String = "en", caseFolding: CaseFolding? = nil,
                dictionaryCase: DictionaryCase? = nil,
                scoring: ScoringPolicy = .tutorial, ruleOrder: [RejectionReason] = RejectionReason.defaultOrder,
                messages: RejectionMessages? = nil, contentFilter: ContentFilter = .bundled) {
        self.minimumLength = minimumLength
        self.language = language
        self.caseFolding = caseFolding ?? .standard(for: language)
        self.dictionaryCase = dictionaryCase ?? .standard(for: language)
        self.scoring = scoring
        self.ruleOrder = ruleOrder
        self.messages = messages ?? RejectionMessages(language: language)
        self.contentFilter = contentFilter
    }

    /// What is encoded and decoded: not ``messages``, whose text is the game's.
    private enum CodingKeys: String, CodingKey {
        case minimumLength, language, caseFolding, dictionaryCase, scoring, ruleOrder, contentFilter
    }

    /// Reads settings; ``messages`` are the language's (a save's are ignored: the game that reads
    /// them sets its own), and a save from before ``dictionaryCase`` existed gets its language's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        minimumLength = try container.decode(Int.self, forKey: .minimumLength)
        language = try container.decode(String.self, forKey: .language)
        caseFolding = try container.decode(CaseFolding.self, forKey: .caseFolding)
        dictionaryCase = try container.decodeIfPresent(DictionaryCase.self, forKey: .dictionaryCase) ?? .standard(for: language)
        scoring = try container.decode(ScoringPolicy.self, forKey: .scoring)
        ruleOrder = try container.decode([RejectionReason].self, forKey: .ruleOrder)
        contentFilter = try container.decodeIfPresent(ContentFilter.self, forKey: .contentFilter) ?? .bundled
        messages = RejectionMessages(language: language)
    }

    /// The normaliser these settings imply.
    public var normalizer: AnswerNormalizer { AnswerNormalizer(caseFolding: caseFolding) }
}
