/// The answer for one word of a checked line, in the lines `hunspell -a` prints:
///
/// - `*` for a correct word (nothing in terse mode, `* WORD` in verbose mode). `hunspell -a`
///   never prints ispell's `+ ROOT` or `-` (compound): its pipe mode answers every correct word
///   with `*`; only its plain mode (no `-a`) prints them.
/// - `& WORD COUNT OFFSET: GUESS, GUESS...` for a misspelled word with guesses;
/// - `# WORD OFFSET` for one without.
///
/// OFFSET counts characters (Unicode scalars, as hunspell counts UTF-8 lead bytes; bytes in an
/// 8-bit encoding, the same thing) from the start of the line as sent, the `^` included.
package enum IspellAnswer: Equatable {
    case correct(word: Substring)
    case misspelled(word: Substring, offset: Int, guesses: [String])

    /// The line to print, or `nil` when terse mode prints none.
    package func line(terse: Bool, verbose: Bool) -> String? {
        switch self {
        case .correct(let word):
            if terse { return nil }
            return verbose ? "* \(word)" : "*"
        case .misspelled(let word, let offset, let guesses):
            if guesses.isEmpty { return "# \(word) \(offset)" }
            return "& \(word) \(guesses.count) \(offset): \(guesses.joined(separator: ", "))"
        }
    }
}
