import Foundation
import LexiconCheck
import LexiconSupport

/// Judges answers: the settings, the spellchecker behind ``RejectionReason/notReal``, and any
/// rules a game adds.
///
/// The checker must serve the game's language (``GameRulesError``): by default the settings are
/// in the checker's language.
///
/// ```swift
/// let rules = try GameRules(checker: try HunspellChecker(language: "en"))
/// rules.judge("palettes", root: "telepaths")   // .accepted(word: "palettes", points: 2)
/// rules.judge("settee", root: "telepaths")     // .rejected(… notPossible …)
/// ```
public struct GameRules: Sendable {
    /// The settings: lengths, language, case, scoring, rule order, messages (all but the messages
    /// are saved with a game). Changed with ``updateSettings(_:)``, which keeps the language one
    /// the checker serves.
    public internal(set) var settings: GameSettings {
        didSet { resolveRules() }
    }
    /// Decides whether a word is real. Another checker makes other rules
    /// (``init(checker:settings:customRules:)``), so that it is checked against the language.
    public internal(set) var checker: any TextChecker
    /// Rules of the game's own, run where their reason stands in ``GameSettings/ruleOrder``.
    public var customRules: [AnswerRule] {
        didSet { resolveRules() }
    }

    /// The rules in the order they run (worked out when the settings or rules change).
    public var orderedRules: [AnswerRule] { resolved.map(\.rule) }

    /// Each rule to run with its position in ``GameSettings/ruleOrder``.
    private var resolved: [(rule: AnswerRule, position: Int)] = []
    /// The same chain as plain values (a built-in test, or the number of a rule in `resolved`),
    /// so that judging copies no closure and no reason.
    private var chain: [Step] = []
    /// Whether the built-in ``RejectionReason/notReal`` rule runs (it chooses the spelling kept).
    private(set) var checksReality = false
    /// The settings' content filter, worked out (when the settings change).
    private var contentFilter = ResolvedContentFilter.off

    private enum Step {
        case builtIn(AnswerRule.BuiltIn)
        case custom(Int)
    }

    /// Rules that ask `checker` whether a word is real.
    ///
    /// - Parameters:
    ///   - checker: decides ``RejectionReason/notReal``.
    ///   - settings: lengths, language, case folding, scoring, rule order and messages; by
    ///     default the tutorial's, in the checker's language.
    ///   - customRules: rules of the game's own; each runs where its reason stands in
    ///     ``GameSettings/ruleOrder``.
    /// - Throws: ``GameRulesError/languageNotServed(language:checkerLanguages:)`` when the
    ///   built-in ``RejectionReason/notReal`` rule runs and `checker` does not serve the
    ///   settings' language (a German checker in an English game, or a dictionary of
    ///   undetermined language), which would reject every answer.
    public init(checker: any TextChecker, settings: GameSettings? = nil, customRules: [AnswerRule] = []) throws(GameRulesError) {
        self.checker = checker
        self.settings = settings ?? GameSettings(language: checker.language)
        self.customRules = customRules
        resolveRules()
        try checkLanguage()
    }

    /// Changes the settings; a change the checker cannot judge (another language) is refused
    /// and leaves them as they were.
    ///
    /// ```swift
    /// var longer = try GameRules(checker: checker)
    /// try longer.updateSettings { $0.minimumLength = 4 }
    /// longer.judge("pat", root: "telepaths")   // .rejected(…tooShort…)
    /// ```
    ///
    /// - Throws: ``GameRulesError/languageNotServed(language:checkerLanguages:)``, as
    ///   ``init(checker:settings:customRules:)`` does.
    public mutating func updateSettings(_ change: (inout GameSettings) -> Void) throws(GameRulesError) {
        let before = settings
        var changed = settings
        change(&changed)
        settings = changed
        do throws(GameRulesError) {
            try checkLanguage()
        } catch {
            settings = before
            throw error
        }
    }

    /// Refuses a checker that cannot answer in the game's language when words are checked.
    private func checkLanguage() throws(GameRulesError) {
        guard checksReality, !checker.supportsLanguage(settings.language) else { return }
        throw .languageNotServed(language: settings.language, checkerLanguages: checker.availableLanguages)
    }

    private mutating func resolveRules() {
        resolved = settings.ruleOrder.enumerated().compactMap { position, reason in
            (customRules.first { $0.reason == reason } ?? AnswerRule.builtIn(reason)).map { ($0, position) }
        }
        contentFilter = ResolvedContentFilter(settings)
        // The filter is not switched off by leaving its reason out of the order: it then runs last.
        if contentFilter.isActive && !resolved.contains(where: { $0.rule.reason == .blocked }) {
            resolved.append((customRules.first { $0.reason == .blocked } ?? .blocked, settings.ruleOrder.count))
        }
        chain = resolved.enumerated().map { index, entry in entry.rule.builtInTest.map(Step.builtIn) ?? .custom(index) }
        checksReality = chain.contains { if case .builtIn(.notReal) = $0 { true } else { false } }
    }

    /// Judges `word` in a game on `root` where `usedWords` were accepted already.
    public func judge(_ word: String, root: String, usedWords: some Sequence<String> = [String]()) -> Verdict {
        let normalizer = settings.normalizer
        let rootAnswer = Answer(root, normalizer: normalizer)
        let used = Set(usedWords.map(normalizer.normalize))
        return judge(Answer(word, normalizer: normalizer), in: context(root: rootAnswer, usedWords: used))
    }

    /// The context of answers to `root` under these rules, their content filter worked out.
    func context(root: Answer, usedWords: Set<String>) -> RuleContext {
        RuleContext(root: root, usedWords: usedWords, settings: settings, checker: checker, contentFilter: contentFilter)
    }

    /// Whether the settings' ``ContentFilter`` blocks `word` (normalised first): a game asks
    /// before it shows a word of its own to a player.
    ///
    /// ```swift
    /// rules.isBlocked("palettes")   // false
    /// try GameRules(checker: checker, settings: GameSettings(contentFilter: .only(["palette"]))).isBlocked("Palettes")   // true
    /// ```
    public func isBlocked(_ word: String) -> Bool {
        let answer = Answer(word, normalizer: settings.normalizer)
        // As written when the dictionary has it so (a word the game shows, `Bausch`, whose lower
        // case may be another word), else as the dictionary writes it (`fotzen` is `Fotzen`).
        let spelling = {
            checker.isCorrect(word, language: settings.language)
                ? word : context(root: Answer("", normalizer: settings.normalizer), usedWords: []).dictionarySpelling(of: answer)
        }
        return contentFilter.blocks(answer.text, spelling: spelling(), checker: checker)
    }

    /// Why the content filter's bundled list could not be read, when it could not: the filter
    /// then blocks every word.
    var contentFilterFailure: LexiconError? { contentFilter.failure }

    /// Judges many answers in order, as if a player typed them one after the other: an answer
    /// accepted earlier in `answers` (or in `usedWords`) makes a later one
    /// ``RejectionReason/notOriginal``. The answers are judged in parallel on every core; the
    /// verdicts come back in input order.
    ///
    /// ```swift
    /// var used: Set<String> = []
    /// rules.judgeInOrder(["heat", "Heat", "zzz"], root: "telepaths", usedWords: &used)
    /// // accepted heat; rejected Heat (notOriginal), zzz (notPossible)
    /// used   // ["heat"]
    /// ```
    ///
    /// `usedWords` is kept normalised (`mann` for an accepted `Mann`, `strasse` for `Straße`: see
    /// ``AnswerNormalizer/repeatKey(_:)``).
    public func judgeInOrder(_ answers: [String], root: String, usedWords: inout Set<String>) -> [Verdict] {
        let normalizer = settings.normalizer
        // Compared (and kept) normalised: `Mann` accepted before makes `mann` a repeat.
        usedWords = Set(usedWords.map { AnswerNormalizer.repeatKey(normalizer.normalize($0)) })
        let context = self.context(root: Answer(root, normalizer: normalizer), usedWords: usedWords)
        var verdicts = concurrentMap(answers) { answer in
            judge(Answer(answer, normalizer: normalizer), in: context)
        }
        // Verdicts depend only on the answer, so only repeats of accepted answers change.
        let repeated = context.rejection(for: .notOriginal)
        for position in verdicts.indices {
            guard case .accepted(let word, _) = verdicts[position] else { continue }
            if !usedWords.insert(AnswerNormalizer.repeatKey(normalizer.normalize(word))).inserted && settings.ruleOrder.contains(.notOriginal) {
                verdicts[position] = .rejected(repeated)
            }
        }
        return verdicts
    }

    /// Judges an answer in a prepared context (the fast path for many answers on one root).
    public func judge(_ answer: Answer, in context: RuleContext) -> Verdict {
        for index in chain.indices {
            let accepted = switch chain[index] {
            case .builtIn(let test): test.accepts(answer, in: context)
            case .custom(let rule): resolved[rule].rule.accepts(answer, in: context)
            }
            guard !accepted else { continue }
            let (rule, position) = resolved[index]
            // The context's messages follow its settings' order; they are these settings' unless
            // the context was made for others.
            return .rejected(position < context.rejectionsInOrder.count && context.settings.ruleOrder[position] == rule.reason
                             ? context.rejectionsInOrder[position] : context.rejection(for: rule.reason))
        }
        // Kept in the spelling the dictionary accepted (`Mann` for `mann` in German).
        let word = checksReality && settings.dictionaryCase == .asInDictionary
            ? context.dictionarySpelling(of: answer) ?? answer.text : answer.text
        return .accepted(word: word, points: settings.scoring.points(for: answer, root: context.root))
    }
}
