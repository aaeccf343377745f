/// How many guesses a checker gives for a word at most: Hunspell's own limit (`MAXSUGGESTION`,
/// 15 in hunspell 1.7.1), so that every checker, and every checker joined with others, answers
/// lists no longer than Hunspell's.
enum GuessLimit {
    static let count = 15
}
