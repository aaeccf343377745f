/// Gives a guess or completion the case of what the user typed: `Recieve` → `Receive`,
/// `RECIEVE` → `RECEIVE`. Words with capitals of their own (`London`) keep them.
func matchingCase(of typed: some StringProtocol, _ word: String, mapping: CaseMapping = .standard) -> String {
    guard WordCase(word) == .lower else { return word }
    // Dutch `IJs` is capitalised: its `IJ` is one letter.
    let typedCase = mapping == .dutch ? WordCase(mapping.lookupForm(String(typed))) : WordCase(typed)
    switch typedCase {
    case .capitalized: return mapping.capitalized(word)
    case .upper where typed.count > 1: return mapping.uppercased(word)
    default: return word
    }
}

/// How a checker shows a lower-cased candidate guess for `typed`: in the typed case when it
/// accepts that, else capitalised ("london" → "London"), else in capitals. Two words ("a lot")
/// only in the typed case, each accepted.
func spelling(of candidate: String, typed: String, mapping: CaseMapping = .standard,
              accepts: (String) -> Bool) -> String? {
    let spelled = matchingCase(of: typed, candidate, mapping: mapping)
    if candidate.utf8.contains(0x20) {
        return spelled.split(separator: " ").allSatisfy { accepts(String($0)) } ? spelled : nil
    }
    if accepts(spelled) { return spelled }
    // Listed only with a capital ("London") or in capitals ("NASA"): tried only when needed.
    let capitalised = mapping.capitalized(candidate)
    if accepts(capitalised) { return capitalised }
    let capitals = mapping.uppercased(candidate)
    return accepts(capitals) ? capitals : nil
}

/// Completions in the case of the typed `prefix`, without repeats: `listed` (distinct words,
/// best first), then `learned`. A lower-case prefix, the usual case, keeps every word as it is.
func completions(of prefix: String, listed: [String], learned: [String], mapping: CaseMapping = .standard) -> [String] {
    if WordCase(prefix) == .lower || WordCase(prefix) == .none, learned.isEmpty { return listed }
    var seen: Set<String> = []
    return (listed + learned).map { matchingCase(of: prefix, $0, mapping: mapping) }.filter { seen.insert($0).inserted }
}
