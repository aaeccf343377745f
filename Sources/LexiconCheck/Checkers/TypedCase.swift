/// Gives a guess or completion the case of what the user typed: `Recieve` → `Receive`,
/// `RECIEVE` → `RECEIVE`. Words with capitals of their own (`London`) keep them.
func matchingCase(of typed: some StringProtocol, _ word: String, mapping: CaseMapping = .standard) -> String {
    TypedSpelling(typed: String(typed), mapping: mapping).matchingCase(word)
}

/// How a checker shows lower-cased candidate guesses for what the user typed: each in the
/// typed case when it accepts that, else capitalised ("london" → "London"), else in capitals.
/// Two words ("a lot") only in the typed case, each accepted. The typed word's case is worked
/// out once, for all the candidates.
struct TypedSpelling {
    private enum Change { case none, capitalize, uppercase }
    private let change: Change
    private let mapping: CaseMapping

    init(typed: String, mapping: CaseMapping = .standard) {
        // Dutch `IJs` is capitalised: its `IJ` is one letter.
        let typedCase = mapping == .dutch ? WordCase(mapping.lookupForm(typed)) : WordCase(typed)
        change = typedCase == .capitalized ? .capitalize : typedCase == .upper && typed.count > 1 ? .uppercase : .none
        self.mapping = mapping
    }

    /// `candidate` in the typed case when it is all lower case; as it is else (words with
    /// capitals of their own keep them).
    func matchingCase(_ candidate: String) -> String {
        guard change != .none, WordCase(candidate) == .lower else { return candidate }
        return change == .capitalize ? mapping.capitalized(candidate) : mapping.uppercased(candidate)
    }

    /// How to show `candidate`, or `nil` when `accepts` takes none of its spellings.
    func spelling(of candidate: String, accepts: (String) -> Bool) -> String? {
        let spelled = matchingCase(candidate)
        if candidate.containsByte(0x20) {
            return spelled.split(separator: " ").allSatisfy { accepts(String($0)) } ? spelled : nil
        }
        if accepts(spelled) { return spelled }
        // Listed only with a capital ("London") or in capitals ("NASA"): tried only when needed.
        let capitalised = mapping.capitalized(candidate)
        if accepts(capitalised) { return capitalised }
        let capitals = mapping.uppercased(candidate)
        return accepts(capitals) ? capitals : nil
    }
}

/// Completions in the case of the typed `prefix`, without repeats: `listed` (distinct words,
/// best first), then `learned`. A lower-case prefix, the usual case, keeps every word as it is.
func completions(of prefix: String, listed: [String], learned: [String], mapping: CaseMapping = .standard) -> [String] {
    if WordCase(prefix) == .lower || WordCase(prefix) == .none, learned.isEmpty { return listed }
    var seen: Set<String> = []
    return (listed + learned).map { matchingCase(of: prefix, $0, mapping: mapping) }.filter { seen.insert($0).inserted }
}
