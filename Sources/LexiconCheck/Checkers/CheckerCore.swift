import LexiconSupport

/// What every checker shares whatever its dictionary: the language it serves, the words one
/// instance ignores, the words added or removed at run time, and the personal dictionary.
final class CheckerCore: Sendable {
    let language: LanguageTag
    let personalDictionary: PersonalDictionary?
    let runtimeWords = RuntimeWords()
    private let ignored = Locked<(order: [String], set: WordSet)>(([], WordSet()))

    private let identifier: String

    init(language: LanguageTag, personalDictionary: PersonalDictionary?) {
        self.language = language
        self.identifier = language.identifier
        self.personalDictionary = personalDictionary
    }

    /// The most UTF-8 bytes a word may have to be looked up at all. Hunspell refuses words of
    /// 300 bytes and more, and no word list holds longer ones; text beyond this (a line with no
    /// spaces, thousands of combining marks) is misspelled at once, has no guesses and no
    /// completions, and is never normalised, cached or copied around.
    static let maximumWordBytes = 1_000

    /// Whether `word` can be a word at all in a language this checker serves: not empty, no
    /// NUL, not longer than ``maximumWordBytes``, stream-safe.
    func admits(_ word: String, language: String) -> Bool {
        let bytes = word.utf8.count
        guard bytes > 0, bytes <= Self.maximumWordBytes, serves(language) else { return false }
        return !word.containsByte(0) && word.isStreamSafe
    }

    func serves(_ requested: String) -> Bool {
        // The common case, the checker's own code, without parsing it again.
        if requested == identifier || requested == language.language { return true }
        return LanguageTag(requested).map(language.serves) ?? false
    }

    /// The verdict of the words added and removed at run time on `word`, if they decide it.
    /// Asked here, where the checker's core is `self`, the words are read without a retain (a
    /// count every thread checking with the checker would contend for).
    func runtimeVerdict(on word: String) -> Bool? {
        runtimeWords.verdict(on: word)
    }

    /// Whether the word is accepted before the dictionary is asked: ignored or learned.
    func acceptsWithoutDictionary(_ word: String) -> Bool {
        ignored.withLock { $0.set.contains(word) } || personalDictionary?.contains(word) == true
    }

    func ignore(_ word: String) {
        guard (try? PersonalDictionary.validate(word)) != nil else { return }
        ignored.withLock { ignored in
            if ignored.set.insert(word) {
                ignored.order.append(word)
            }
        }
    }

    var ignoredWords: [String] {
        get { ignored.withLock { $0.order } }
        set {
            ignored.withLock { ignored in
                ignored = ([], WordSet())
                for word in newValue where ignored.set.insert(word) {
                    ignored.order.append(word)
                }
            }
        }
    }

    func learn(_ word: String) throws(LexiconError) {
        guard let personalDictionary else { throw .noPersonalDictionary }
        try personalDictionary.learn(word)
    }

    func update(_ changes: [PersonalDictionary.Change]) throws(LexiconError) -> [PersonalDictionary.Refusal] {
        guard let personalDictionary else { throw .noPersonalDictionary }
        return try personalDictionary.update(changes)
    }

    func unlearn(_ word: String) throws(LexiconError) {
        guard let personalDictionary else { throw .noPersonalDictionary }
        try personalDictionary.unlearn(word)
    }

    func hasLearned(_ word: String) -> Bool {
        personalDictionary?.hasLearned(word) ?? false
    }
}
