import LexiconCheck

/// What a rule knows besides the answer: the root, the words already accepted, the settings.
public struct RuleContext: Sendable {
    /// The root word, normalised.
    public let root: Answer
    /// The words accepted so far, normalised.
    public let usedWords: Set<String>
    /// The game's settings.
    public let settings: GameSettings
    /// The spellchecker that decides ``RejectionReason/notReal``.
    public let checker: any TextChecker

    public init(root: Answer, usedWords: Set<String>, settings: GameSettings, checker: any TextChecker) {
        self.root = root
        self.usedWords = usedWords
        self.settings = settings
        self.checker = checker
    }
}

/// One check an answer must pass, and the reason it is rejected when it does not.
///
/// The built-in rules are the Word Scramble ones; a game adds its own:
///
/// ```swift
/// let noPlurals = AnswerRule(reason: RejectionReason("plural")) { answer, _ in
///     !answer.text.hasSuffix("s")
/// }
/// var rules = GameRules(checker: checker, customRules: [noPlurals])
/// rules.settings.ruleOrder.append(noPlurals.reason)
/// ```
public struct AnswerRule: Sendable {
    /// The reason given when the rule rejects an answer.
    public let reason: RejectionReason
    private let test: @Sendable (Answer, RuleContext) -> Bool

    /// A rule that accepts an answer when `accepts` returns true.
    public init(reason: RejectionReason, accepts: @escaping @Sendable (Answer, RuleContext) -> Bool) {
        self.reason = reason
        self.test = accepts
    }

    /// Whether the answer passes.
    public func accepts(_ answer: Answer, in context: RuleContext) -> Bool {
        test(answer, context)
    }

    /// Rejects an answer with nothing left after trimming.
    public static let empty = AnswerRule(reason: .empty) { answer, _ in !answer.text.isEmpty }

    /// Rejects answers shorter than ``GameSettings/minimumLength``.
    public static let tooShort = AnswerRule(reason: .tooShort) { answer, context in
        answer.length >= context.settings.minimumLength
    }

    /// Rejects the root itself.
    public static let sameAsRoot = AnswerRule(reason: .sameAsRoot) { answer, context in
        answer.text != context.root.text
    }

    /// Rejects a word accepted before (after normalisation: `Tab` then `tab` is a repeat).
    public static let notOriginal = AnswerRule(reason: .notOriginal) { answer, context in
        !context.usedWords.contains(answer.text)
    }

    /// Rejects a word the root's letters cannot spell, counting repeats.
    public static let notPossible = AnswerRule(reason: .notPossible) { answer, context in
        context.root.letters.canSpell(answer.letters)
    }

    /// Rejects a word the spellchecker does not know, in the game's language.
    public static let notReal = AnswerRule(reason: .notReal) { answer, context in
        context.checker.isCorrect(answer.text, language: context.settings.language)
    }

    /// The built-in rule for a reason.
    public static func builtIn(_ reason: RejectionReason) -> AnswerRule? {
        switch reason {
        case .empty: .empty
        case .tooShort: .tooShort
        case .sameAsRoot: .sameAsRoot
        case .notOriginal: .notOriginal
        case .notPossible: .notPossible
        case .notReal: .notReal
        default: nil
        }
    }
}
