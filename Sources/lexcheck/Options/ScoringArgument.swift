import AnagramRules
import ArgumentParser

/// `--scoring`: the built-in scoring policies.
enum ScoringArgument: String, KebabCaseArgument {
    case tutorial, letters, spellingBee = "spelling-bee", boggle

    var policy: ScoringPolicy {
        switch self {
        case .tutorial: .tutorial
        case .letters: .letters
        case .spellingBee: .spellingBee
        case .boggle: .boggle
        }
    }
}
