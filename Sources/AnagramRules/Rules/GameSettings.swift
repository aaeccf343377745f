import LexiconCheck

/// The settings of a game that can be saved: everything but the spellchecker and custom rules.
public struct GameSettings: Sendable, Hashable, Codable {
    /// The fewest letters an answer may have (the ``RejectionReason/tooShort`` rule).
    public var minimumLength: Int
    /// The language the spellchecker checks answers in.
    public var language: String
    /// How answers are case-folded.
    public var caseFolding: CaseFolding
    /// How accepted answers score.
    public var scoring: ScoringPolicy
    /// The order the rules run in; the first that fails gives the rejection. Reasons with no
    /// rule (built-in or custom) are skipped.
    public var ruleOrder: [RejectionReason]
    /// What the player is told for each reason.
    public var messages: RejectionMessages
    /// The words never accepted, hinted, listed or picked as a root: by default the bundled list
    /// of the game's language, on (also for settings saved before the filter existed).
    public var contentFilter: ContentFilter

    /// Settings with the tutorial's defaults for whatever is not given: three letters at least,
    /// English, standard case folding, the tutorial's scoring, the default rule order and
    /// messages, and the bundled content filter.
    public init(minimumLength: Int = 3, language: String = "en", caseFolding: CaseFolding = .standard,
                scoring: ScoringPolicy = .tutorial, ruleOrder: [RejectionReason] = RejectionReason.defaultOrder,
                messages: RejectionMessages = RejectionMessages(), contentFilter: ContentFilter = .bundled) {
        self.minimumLength = minimumLength
        self.language = language
        self.caseFolding = caseFolding
        self.scoring = scoring
        self.ruleOrder = ruleOrder
        self.messages = messages
        self.contentFilter = contentFilter
    }

    /// The normaliser these settings imply.
    public var normalizer: AnswerNormalizer { AnswerNormalizer(caseFolding: caseFolding) }
}
