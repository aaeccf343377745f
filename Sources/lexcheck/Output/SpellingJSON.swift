/// The JSON object `lexcheck batch` without `--root` writes for a word checked in the
/// dictionary (the server's `/v1/words/check` answers an array of them): `{"word", "correct"}`.
enum SpellingJSON {
    static func object(_ word: String, correct: Bool) -> String {
        var object = JSONLine()
        object.add("word", word)
        object.add("correct", correct)
        return object.text
    }
}
