extension PersonalDictionary {
    /// One line of a personal dictionary, in the format of the hunspell tool's (`hunspell -p`),
    /// so that either tool reads what the other wrote:
    ///
    /// - `word`: a learned word, accepted with the dictionaries' case rules;
    /// - `word/model`: a word with the affixes of the dictionary word `model` (`gnu/cat` accepts
    ///   `gnus` too where the dictionary has `cats`; `word//model` is the older spelling). The
    ///   slash is looked for after the first character, so `/usr` is a word;
    /// - `*word`: a dictionary word refused from now on, with the forms made from it.
    ///
    /// Lines starting with `#` are comments (hunspell would read them as words).
    ///
    /// ```swift
    /// PersonalDictionary.Entry(line: "gnu/cat")   // .learnedLike("gnu", model: "cat")
    /// PersonalDictionary.Entry(line: "*dog")      // .forbidden("dog")
    /// PersonalDictionary.Entry.learnedLike("gnu", model: "cat").line   // "gnu/cat"
    /// ```
    public enum Entry: Sendable, Hashable {
        /// A learned word.
        case learned(String)
        /// A word with the affixes of a dictionary word.
        case learnedLike(String, model: String)
        /// A dictionary word refused.
        case forbidden(String)

        /// The entry a line (without its line end, trimmed) holds, read as hunspell reads it.
        public init(line: some StringProtocol) {
            if let slash = line.dropFirst().firstIndex(of: "/") {
                var model = line[line.index(after: slash)...]
                if model.first == "/" { model = model.dropFirst() }
                self = .learnedLike(String(line[..<slash]), model: String(model))
            } else if line.first == "*", line.count > 1 {
                self = .forbidden(String(line.dropFirst()))
            } else {
                self = .learned(String(line))
            }
        }

        /// The line that holds the entry. A model starting with `/` is written after `//`, as
        /// reading drops one slash after the first.
        public var line: String {
            switch self {
            case .learned(let word): word
            case .learnedLike(let word, let model): word + (model.first == "/" ? "//" : "/") + model
            case .forbidden(let word): "*" + word
            }
        }

        /// The word the entry is about.
        public var word: String {
            switch self {
            case .learned(let word), .learnedLike(let word, model: _), .forbidden(let word): word
            }
        }
    }
}
