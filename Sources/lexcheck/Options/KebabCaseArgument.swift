import ArgumentParser

/// An option value named in kebab-case (`spelling-bee`, `jsonl`) and read without regard to
/// case, `-` or `_`: `spelling-bee`, `spellingBee` and `SPELLING_BEE` are one value. Every enum
/// option conforms, so that all of them read alike; help and completions list the kebab-case
/// names (the raw values).
protocol KebabCaseArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension KebabCaseArgument {
    init?(argument: String) {
        guard let match = Self.allCases.first(where: { $0.matches(argument) }) else { return nil }
        self = match
    }

    /// Whether `argument` names this value.
    func matches(_ argument: String) -> Bool {
        Self.key(rawValue) == Self.key(argument)
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }
}
