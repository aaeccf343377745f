import Foundation
import LexiconCheck

/// What a rule knows besides the answer: the root, the words already accepted, the settings.
public struct RuleContext: Sendable {
    /// The root word, normalised.
    public let root: Answer
    /// The words accepted so far, normalised, as ``AnswerNormalizer/repeatKey(_:)`` gives them.
    public let usedWords: Set<String>
    /// The game's settings.
    public let settings: GameSettings
    /// The spellchecker that decides ``RejectionReason/notReal``.
    public let checker: any TextChecker
    /// The rejection of each reason in ``GameSettings/ruleOrder``, with the root filled in once.
    let rejectionsInOrder: [Rejection]
    /// The settings' content filter, worked out.
    let contentFilter: ResolvedContentFilter

    /// The context of an answer to `root`, after `usedWords` (normalised) were accepted.
    public init(root: Answer, usedWords: Set<String>, settings: GameSettings, checker: any TextChecker) {
        self.init(root: root, usedWords: usedWords, settings: settings, checker: checker,
                  contentFilter: ResolvedContentFilter(settings))
    }

    /// A context with the settings' content filter worked out already.
    init(root: Answer, usedWords: Set<String>, settings: GameSettings, checker: any TextChecker,
         contentFilter: ResolvedContentFilter) {
        self.root = root
        self.usedWords = Set(usedWords.map(AnswerNormalizer.repeatKey))
        self.settings = settings
        self.checker = checker
        self.contentFilter = contentFilter
        rejectionsInOrder = settings.ruleOrder.map { reason in
            settings.messages.rejection(reason, root: root.text, minimumLength: settings.minimumLength)
        }
    }

    /// The spelling in which the checker accepts `answer` in the settings' language, or `nil`
    /// when it accepts none: its normalised text, else (with ``DictionaryCase/asInDictionary``)
    /// the text capitalised, else the answer as typed (trimmed, in form C).
    public func dictionarySpelling(of answer: Answer) -> String? {
        let language = settings.language
        if checker.isCorrect(answer.text, language: language) { return answer.text }
        guard settings.dictionaryCase == .asInDictionary, !answer.text.isEmpty else { return nil }
        let mapping = CaseMapping(language: LanguageTag(language) ?? .undetermined)
        let capitalized = mapping.capitalized(answer.text)
        if capitalized != answer.text, checker.isCorrect(capitalized, language: language) { return capitalized }
        let typed = answer.raw.trimmingCharacters(in: .whitespacesAndNewlines).nfc
        if typed != answer.text, typed != capitalized, checker.isCorrect(typed, language: language) { return typed }
        return nil
    }

    /// What the player is told when `reason` rejects an answer.
    public func rejection(for reason: RejectionReason) -> Rejection {
        settings.ruleOrder.firstIndex(of: reason).map { rejectionsInOrder[$0] }
            ?? settings.messages.rejection(reason, root: root.text, minimumLength: settings.minimumLength)
    }
}
