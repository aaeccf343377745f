import LexiconCheck

/// A word given to the `*` or `@` command, read as hunspell's pipe interface reads it, the way
/// a personal dictionary's lines are read (`PersonalDictionary.Entry`): `WORD` adds the word,
/// `WORD/MODEL` adds it with the affixes of the dictionary word MODEL (`Zorblax/box` accepts
/// `Zorblaxes` too), `*WORD` refuses the word from now on.
package enum DictionaryChange: Equatable {
    case add(String, like: String?)
    case remove(String)
    /// An empty line after the command: nothing to do.
    case none

    package init(_ text: Substring) {
        // A lone `*` refuses the empty word: nothing, as in hunspell.
        guard !text.isEmpty, text != "*" else {
            self = .none
            return
        }
        // An empty model is still one: hunspell finds no such word and adds nothing.
        switch PersonalDictionary.Entry(line: text) {
        case .learned(let word): self = .add(word, like: nil)
        case .learnedLike(let word, let model): self = .add(word, like: model)
        case .forbidden(let word): self = .remove(word)
        }
    }

    /// Makes the change in `checker` for its lifetime (no file): Hunspell's own `add`,
    /// `add_with_affix` and `remove`, so the dictionary's case rules apply (`@foo` accepts
    /// `Foo` at the start of a sentence). A checker that cannot add words ignores the word
    /// instead (that exact spelling) and cannot refuse one.
    package func apply(to checker: any TextChecker) {
        switch (self, checker.editable) {
        case (.none, _):
            return
        case (.add(let word, like: let model), let editable?):
            // A composite adds to every member: added to one only, a word would still be
            // refused by the others when all must accept it.
            if let model { editable.addWord(word, like: model) } else { editable.addWord(word) }
        case (.remove(let word), let editable?):
            editable.forbidWord(word)
        case (.add(let word, like: _), nil):
            checker.ignoreWord(word)
        case (.remove, nil):
            return
        }
    }

    /// The change `#` makes in the personal dictionary, the line hunspell writes: `WORD`,
    /// `WORD/MODEL` or `*WORD`.
    package var personalChange: PersonalDictionary.Change? {
        switch self {
        case .add(let word, like: nil): .learn(word)
        case .add(let word, like: let model?): .learnLike(word, model: model)
        case .remove(let word): .forbid(word)
        case .none: nil
        }
    }
}
