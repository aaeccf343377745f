import Foundation

/// A ``TextChecker`` made of others: a Hunspell dictionary and a game's own word list, en_US
/// and en_GB, a dictionary and a list of names.
///
/// A word is correct when any member accepts it (``Requirement/anyMember``, the default) or only
/// when every member that serves the language does (``Requirement/everyMember``). Guesses and
/// completions are the members' merged by rank (each member's best, then each one's second...),
/// without repeats, keeping only words the composite itself accepts. Stems, analyses and forms
/// are those of the members that know them (``morphology``). The composite's own
/// language (its first member's) asks every member; another language asks the members that
/// serve it. The languages served are the members' together; a language no member serves fails
/// closed, as for any checker.
///
/// ```swift
/// let names = try WordListChecker(words: ["Zorblax", "Quibbit"], language: "en")
/// let withNames = try CompositeChecker([checker, names])
/// withNames.isCorrect("Zorblax")   // true: one member knows it
/// ```
public final class CompositeChecker: TextChecker, MorphologicalChecker, EditableChecker {
    /// When a word counts as correct.
    public enum Requirement: Sendable, Hashable {
        /// Any member that serves the language accepts it.
        case anyMember
        /// Every member that serves the language accepts it.
        case everyMember
    }

    /// The checkers, in the order their guesses rank.
    public let members: [any TextChecker]
    /// Whether a word must be correct for one member or for every member.
    public let requirement: Requirement
    /// The first member's language.
    public let language: String
    /// The first member's tokenizer.
    public let tokenizer: WordTokenizer
    private let core: CheckerCore

    /// A checker made of `members`, the first one giving the language and the tokenizer.
    ///
    /// - Throws: ``LexiconError/noCheckers`` when there is no member,
    ///   ``LexiconError/invalidLanguage(_:)`` when the first one's language is not a language code.
    public init(_ members: [any TextChecker], requiring requirement: Requirement = .anyMember) throws(LexiconError) {
        guard let first = members.first else { throw .noCheckers }
        guard let tag = LanguageTag(first.language) else { throw .invalidLanguage(first.language) }
        self.members = members
        self.requirement = requirement
        self.language = first.language
        self.tokenizer = first.tokenizer
        self.core = CheckerCore(language: tag, personalDictionary: nil)
    }

    public var availableLanguages: [String] {
        var seen: Set<String> = []
        return members.flatMap(\.availableLanguages).filter { seen.insert($0).inserted }
    }

    /// The members that answer for `language`, each with the language to ask it in: for the
    /// composite's own language every member, in its own language (German and English
    /// dictionaries together accept words of either); for another language the members that
    /// serve it.
    private func serving(_ language: String) -> [(checker: any TextChecker, language: String)] {
        if language == self.language || LanguageTag(language) == core.language {
            return members.map { ($0, $0.language) }
        }
        return members.filter { $0.supportsLanguage(language) }.map { ($0, language) }
    }

    public func isCorrect(_ word: String, language: String) -> Bool {
        let serving = serving(language)
        guard !serving.isEmpty else { return false }
        if core.acceptsWithoutDictionary(word) { return true }
        switch requirement {
        case .anyMember: return serving.contains { $0.checker.isCorrect(word, language: $0.language) }
        case .everyMember: return serving.allSatisfy { $0.checker.isCorrect(word, language: $0.language) }
        }
    }

    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let serving = serving(language)
        guard !serving.isEmpty else { return nil }
        guard let word = string.utf16Substring(range), !isCorrect(word, language: language) else { return [] }
        let lists = serving.map { $0.checker.guesses(forWordRange: range, in: string, language: $0.language) ?? [] }
        // Interleaved by rank, then a guess fewer edits away first (one member's rare word two
        // edits away does not hide another's one edit away), ties in the interleaved order.
        let typed = EditDistanceIndex.letters(word.precomposedLowercased)
        let ordered = merged(lists, language: language, limit: .max).enumerated().map { place, guess in
            (distance: editDistance(typed, EditDistanceIndex.letters(guess.precomposedLowercased), limit: 3), place: place, guess: guess)
        }.sorted { ($0.distance, $0.place) < ($1.distance, $1.place) }
        return ordered.prefix(GuessLimit.count).map(\.guess)
    }

    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let serving = serving(language)
        guard !serving.isEmpty else { return nil }
        return merged(serving.map { $0.checker.completions(forPartialWordRange: range, in: string, language: $0.language) ?? [] },
                      language: language, limit: .max)
    }

    /// The lists interleaved by rank, without repeats, each word one this checker accepts.
    private func merged(_ lists: [[String]], language: String, limit: Int = GuessLimit.count) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        let longest = lists.map(\.count).max() ?? 0
        for rank in 0..<longest {
            for list in lists where rank < list.count {
                let word = list[rank]
                guard seen.insert(word).inserted, word.split(separator: " ").allSatisfy({ isCorrect(String($0), language: language) })
                else { continue }
                result.append(word)
                if result.count == limit { return result }
            }
        }
        return result
    }

    public func ignoreWord(_ word: String) { core.ignore(word) }

    public var ignoredWords: [String] {
        get { core.ignoredWords }
        set { core.ignoredWords = newValue }
    }

    /// Learns `word` into the first member's personal dictionary.
    public func learnWord(_ word: String) throws(LexiconError) {
        guard let first = members.first else { throw .noPersonalDictionary }
        try first.learnWord(word)
    }

    /// Learns into the first member's personal dictionary, in one writing of its file, and
    /// unlearns from every member's, as ``learnWord(_:)`` and ``unlearnWord(_:)`` do.
    public func updatePersonalDictionary(_ changes: [PersonalDictionary.Change]) throws(LexiconError) -> [PersonalDictionary.Refusal] {
        guard let first = members.first else { throw .noPersonalDictionary }
        let refused = try first.updatePersonalDictionary(changes)
        for member in members.dropFirst() {
            for case .unlearn(let word) in changes where member.hasLearnedWord(word) { try member.unlearnWord(word) }
        }
        return refused
    }

    /// Unlearns `word` from every member's personal dictionary.
    public func unlearnWord(_ word: String) throws(LexiconError) {
        for member in members where member.hasLearnedWord(word) { try member.unlearnWord(word) }
    }

    /// Prepares every member's guesses.
    public func prepareGuesses() async {
        for member in members { await member.prepareGuesses() }
    }

    public func hasLearnedWord(_ word: String) -> Bool {
        members.contains { $0.hasLearnedWord(word) }
    }

    // MARK: Words changed at run time

    /// The composite itself when a member's words can change, `nil` when none can.
    public var editable: (any EditableChecker)? {
        members.contains { $0.editable != nil } ? self : nil
    }

    /// Adds `word` to every member (to one only, it would still be refused where every member
    /// must accept it); a member whose words are fixed ignores it instead.
    public func addWord(_ word: String) {
        for member in members {
            if let editable = member.editable { editable.addWord(word) } else { member.ignoreWord(word) }
        }
    }

    /// Adds `word` like `model` to every member, as ``addWord(_:)`` does.
    public func addWord(_ word: String, like model: String) {
        for member in members {
            if let editable = member.editable { editable.addWord(word, like: model) } else { member.ignoreWord(word) }
        }
    }

    /// Refuses `word` in every member that can change its words.
    public func removeWord(_ word: String) {
        for member in members { member.editable?.removeWord(word) }
    }

    /// Forbids `word` in every member that can change its words.
    public func forbidWord(_ word: String) {
        for member in members { member.editable?.forbidWord(word) }
    }

    // MARK: Morphology

    /// The composite itself when a member knows how its words are built, `nil` when none does.
    public var morphology: (any MorphologicalChecker)? {
        members.contains { $0.morphology != nil } ? self : nil
    }

    /// The stems the members with morphology give, in member order, without repeats.
    public func stems(of word: String) -> [String] {
        var seen: Set<String> = []
        return members.flatMap { $0.morphology?.stems(of: word) ?? [] }.filter { seen.insert($0).inserted }
    }

    /// The analyses the members with morphology give, in member order.
    public func analysis(of word: String) -> [MorphologicalAnalysis] {
        members.flatMap { $0.morphology?.analysis(of: word) ?? [] }
    }

    /// The forms the members with morphology give, in member order, without repeats.
    public func forms(of word: String, like model: String) -> [String] {
        var seen: Set<String> = []
        return members.flatMap { $0.morphology?.forms(of: word, like: model) ?? [] }.filter { seen.insert($0).inserted }
    }

    /// Whether a member with morphology marks `word` `NOSUGGEST`.
    public func isMarkedNoSuggest(_ word: String) -> Bool {
        members.contains { $0.morphology?.isMarkedNoSuggest(word) == true }
    }

    /// ``stems(of:)`` and ``isMarkedNoSuggest(_:)`` of `word`, each member asked once.
    public func stemsAndNoSuggestMark(of word: String) -> (stems: [String], isMarkedNoSuggest: Bool) {
        var seen: Set<String> = []
        var stems: [String] = []
        var marked = false
        for member in members {
            guard let found = member.morphology?.stemsAndNoSuggestMark(of: word) else { continue }
            stems += found.stems.filter { seen.insert($0).inserted }
            marked = marked || found.isMarkedNoSuggest
        }
        return (stems, marked)
    }
}
