import AnagramRules

/// `--difficulty`: which third of the start words a game deals roots from, by how many of
/// their answers are common words (`Difficulty`).
enum DifficultyArgument: String, KebabCaseArgument {
    case easy, medium, hard

    var difficulty: Difficulty {
        switch self {
        case .easy: .easy
        case .medium: .medium
        case .hard: .hard
        }
    }
}
