import AnagramRules
import ArgumentParser

/// `--scoring`: the built-in scoring policies, named in kebab-case; case, `-` and `_` are
/// ignored when reading them (`spelling-bee`, `spellingBee` and `SPELLING_BEE` are one).
enum ScoringArgument: String, ExpressibleByArgument, CaseIterable {
    case tutorial, letters, spellingBee = "spelling-bee", boggle

    init?(argument: String) {
        let key = Self.key(argument)
        guard let match = Self.allCases.first(where: { Self.key($0.rawValue) == key }) else { return nil }
        self = match
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }

    var policy: ScoringPolicy {
        switch self {
        case .tutorial: .tutorial
        case .letters: .letters
        case .spellingBee: .spellingBee
        case .boggle: .boggle
        }
    }
}
