import LexiconSupport

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
        spelled(candidate, in: matchingForm(of: candidate))
    }

    /// The form ``matchingCase(_:)`` gives `candidate`.
    private func matchingForm(of candidate: String) -> Form {
        guard change != .none, WordCase(candidate) == .lower else { return .asListed }
        return change == .capitalize ? .capitalized : .uppercased
    }

    private func spelled(_ candidate: String, in form: Form) -> String {
        switch form {
        case .asListed: candidate
        case .capitalized: mapping.capitalized(candidate)
        case .uppercased: mapping.uppercased(candidate)
        }
    }

    /// How to show `candidate`, or `nil` when `accepts` takes none of its spellings.
    func spelling(of candidate: String, accepts: (String) -> Bool) -> String? {
        spelling(of: candidate) { spelled, _ in accepts(spelled) }
    }

    /// The case a spelling of a candidate is in, for remembering verdicts by candidate.
    enum Form: Int {
        /// As the candidate is.
        case asListed
        case capitalized
        case uppercased
    }

    /// How to show `candidate`, or `nil` when `accepts` takes none of its spellings; `accepts`
    /// is told which ``Form`` of the candidate each spelling is (`nil` for each word of two).
    func spelling(of candidate: String, accepts: (_ spelled: String, _ form: Form?) -> Bool) -> String? {
        let form = matchingForm(of: candidate)
        let spelled = self.spelled(candidate, in: form)
        if candidate.containsByte(0x20) {
            return spelled.split(separator: " ").allSatisfy { accepts(String($0), nil) } ? spelled : nil
        }
        if accepts(spelled, form) { return spelled }
        // Listed only with a capital ("London") or in capitals ("NASA"): tried only when needed,
        // and a spelling already refused is not asked about again.
        let capitalised = mapping.capitalized(candidate)
        if capitalised != spelled, accepts(capitalised, .capitalized) { return capitalised }
        let capitals = mapping.uppercased(candidate)
        return capitals != spelled && capitals != capitalised && accepts(capitals, .uppercased) ? capitals : nil
    }
}

/// Completions in the case of the typed `prefix`, without repeats: `listed` (distinct words,
/// best first), then `learned`. A lower-case prefix, the usual case, keeps every word as it is.
func completions(of prefix: String, listed: [String], learned: [String], mapping: CaseMapping = .standard) -> [String] {
    if WordCase(prefix) == .lower || WordCase(prefix) == .none, learned.isEmpty { return listed }
    var seen: Set<String> = []
    return (listed + learned).map { matchingCase(of: prefix, $0, mapping: mapping) }.filter { seen.insert($0).inserted }
}
