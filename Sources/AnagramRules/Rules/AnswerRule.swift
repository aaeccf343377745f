import LexiconCheck

/// One check an answer must pass, and the reason it is rejected when it does not.
///
/// The built-in rules are the Word Scramble ones; a game adds its own:
///
/// ```swift
/// let noPlurals = AnswerRule(reason: RejectionReason("plural")) { answer, _ in
///     !answer.text.hasSuffix("s")
/// }
/// var rules = try GameRules(checker: checker, customRules: [noPlurals])
/// try rules.updateSettings { $0.ruleOrder.append(noPlurals.reason) }
/// ```
public struct AnswerRule: Sendable {
    /// The reason given when the rule rejects an answer.
    public let reason: RejectionReason
    private let test: Test

    /// Built-in rules are plain cases, so that running them costs no closure call.
    private enum Test {
        case builtIn(BuiltIn)
        case custom(@Sendable (Answer, RuleContext) -> Bool)
    }

    /// The built-in tests, as plain values: the rule chain runs them without copying closures.
    enum BuiltIn: Sendable {
        case empty, tooShort, sameAsRoot, notOriginal, notPossible, notReal, formOfUsedWord, blocked

        @inline(__always)
        func accepts(_ answer: Answer, in context: RuleContext) -> Bool {
            switch self {
            case .empty:
                !answer.text.isEmpty
            case .tooShort:
                answer.length >= context.settings.minimumLength
            case .sameAsRoot:
                answer.length != context.root.length || answer.text != context.root.text
            case .notOriginal:
                context.usedWords.isEmpty || !context.usedWords.contains(AnswerNormalizer.repeatKey(answer.text))
            case .notPossible:
                context.root.letters.canSpell(answer.letters)
            case .notReal:
                context.dictionarySpelling(of: answer) != nil
            case .formOfUsedWord:
                AnswerRule.sharesNoStem(answer.text, with: context.usedWords, checker: context.checker)
            case .blocked:
                !context.contentFilter.blocks(answer.text, spelling: context.dictionarySpelling(of: answer), checker: context.checker)
            }
        }
    }

    /// Whether `word` shares no stem with any of `used` (each taken as a stem of itself too),
    /// by the checker's stems; a checker without morphology compares the words alone.
    static func sharesNoStem(_ word: String, with used: Set<String>, checker: any TextChecker) -> Bool {
        guard !used.isEmpty, let morphology = checker.morphology else { return true }
        let forms = { (word: String) in Set(morphology.stems(of: word).map { $0.lowercased() } + [word]) }
        let mine = forms(word)
        return used.allSatisfy { mine.isDisjoint(with: forms($0)) }
    }

    /// The built-in test, for a built-in rule.
    var builtInTest: BuiltIn? {
        if case .builtIn(let test) = test { test } else { nil }
    }

    private init(_ reason: RejectionReason, _ test: Test) {
        self.reason = reason
        self.test = test
    }

    /// A rule that accepts an answer when `accepts` returns true.
    public init(reason: RejectionReason, accepts: @escaping @Sendable (Answer, RuleContext) -> Bool) {
        self.init(reason, .custom(accepts))
    }

    /// Whether the answer passes.
    @inline(__always)
    public func accepts(_ answer: Answer, in context: RuleContext) -> Bool {
        switch test {
        case .builtIn(let test):
            test.accepts(answer, in: context)
        case .custom(let accepts):
            accepts(answer, context)
        }
    }

    /// Rejects an answer with nothing left after trimming.
    public static let empty = AnswerRule(.empty, .builtIn(.empty))

    /// Rejects answers shorter than ``GameSettings/minimumLength``.
    public static let tooShort = AnswerRule(.tooShort, .builtIn(.tooShort))

    /// Rejects the root itself.
    public static let sameAsRoot = AnswerRule(.sameAsRoot, .builtIn(.sameAsRoot))

    /// Rejects a word accepted before (after normalisation: `Tab` then `tab` is a repeat).
    public static let notOriginal = AnswerRule(.notOriginal, .builtIn(.notOriginal))

    /// Rejects a word the root's letters cannot spell, counting repeats.
    public static let notPossible = AnswerRule(.notPossible, .builtIn(.notPossible))

    /// Rejects a word the spellchecker does not know, in the game's language, in any spelling
    /// ``GameSettings/dictionaryCase`` allows (see ``RuleContext/dictionarySpelling(of:)``).
    public static let notReal = AnswerRule(.notReal, .builtIn(.notReal))

    /// Rejects another form of a word already accepted: `plates` after `plate`, `walked` after
    /// `walking`, by the stems of a checker with morphology (`TextChecker.morphology`:
    /// a Hunspell dictionary's, or a composite's with one); with another checker it rejects
    /// nothing. Not in the default order:
    ///
    /// ```swift
    /// try rules.updateSettings { $0.ruleOrder.insert(.formOfUsedWord, at: 4) }   // after notOriginal
    /// ```
    ///
    /// ``GameRules/judgeInOrder(_:root:usedWords:)`` compares each answer with the words used
    /// before the batch; ``GameSession/submit(_:)`` with every word found so far.
    public static let formOfUsedWord = AnswerRule(.formOfUsedWord, .builtIn(.formOfUsedWord))

    /// Rejects a word the settings' ``ContentFilter`` blocks, or a form of one; with the filter
    /// off it rejects nothing. It runs whenever the filter is on (after every other rule when
    /// ``GameSettings/ruleOrder`` leaves ``RejectionReason/blocked`` out).
    public static let blocked = AnswerRule(.blocked, .builtIn(.blocked))

    /// The built-in rule for a reason.
    public static func builtIn(_ reason: RejectionReason) -> AnswerRule? {
        switch reason {
        case .empty: .empty
        case .tooShort: .tooShort
        case .sameAsRoot: .sameAsRoot
        case .notOriginal: .notOriginal
        case .notPossible: .notPossible
        case .notReal: .notReal
        case .formOfUsedWord: .formOfUsedWord
        case .blocked: .blocked
        default: nil
        }
    }
}
