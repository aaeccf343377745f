/// A word checked in the dictionary, as `lexcheck batch` without `--root` prints it (the
/// server's `/v1/words/check` answers an array of them): `{"word", "correct"}`.
struct SpellingRecord: Encodable {
    var word: String
    var correct: Bool

    static let columns = ["word", "correct"]

    /// The text line: `WORD: correct` or `WORD: misspelled`.
    var text: String { "\(word): \(correct ? "correct" : "misspelled")\n" }
}
