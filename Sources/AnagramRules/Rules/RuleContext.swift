import Foundation
import LexiconCheck
import LexiconSupport

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
        let mapping = CaseMapping(languageCode: (LanguageTag(language) ?? .undetermined).language)
        let capitalized = mapping.capitalized(answer.text)
        if capitalized != answer.text, checker.isCorrect(capitalized, language: language) { return capitalized }
        // `ß` has no capital of its own: `ABBEISSE` is `abbeiße` typed in capitals. Each `ss`
        // tried as `ß` (a few at most), in lower case and capitalised, before the typed capitals.
        for variant in Self.sharpSVariants(of: answer.text) {
            if checker.isCorrect(variant, language: language) { return variant }
            let capitalizedVariant = mapping.capitalized(variant)
            if checker.isCorrect(capitalizedVariant, language: language) { return capitalizedVariant }
        }
        let typed = answer.raw.trimmingCharacters(in: .whitespacesAndNewlines).nfc
        if typed != answer.text, typed != capitalized, checker.isCorrect(typed, language: language) { return typed }
        return nil
    }

    /// `text` with one or more of its first four `ss` written `ß`, in every combination.
    static func sharpSVariants(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var pairs: [Int] = []
        var index = 0
        while index + 1 < scalars.count, pairs.count < 4 {
            if scalars[index] == "s", scalars[index + 1] == "s" {
                pairs.append(index)
                index += 2
            } else {
                index += 1
            }
        }
        guard !pairs.isEmpty else { return [] }
        return (1..<(1 << pairs.count)).map { choice in
            var view = String.UnicodeScalarView()
            var position = 0
            for (bit, start) in pairs.enumerated() where choice & (1 << bit) != 0 {
                view.append(contentsOf: scalars[position..<start])
                view.append("ß")
                position = start + 2
            }
            view.append(contentsOf: scalars[position...])
            return String(view)
        }
    }

    /// What the player is told when `reason` rejects an answer.
    public func rejection(for reason: RejectionReason) -> Rejection {
        settings.ruleOrder.firstIndex(of: reason).map { rejectionsInOrder[$0] }
            ?? settings.messages.rejection(reason, root: root.text, minimumLength: settings.minimumLength)
    }
}
