import Synchronization

/// What every checker shares whatever its dictionary: the language it serves, the words one
/// instance ignores, and the personal dictionary.
final class CheckerCore: Sendable {
    let language: LanguageTag
    let personalDictionary: PersonalDictionary?
    private let ignored = Mutex<(order: [String], set: WordSet)>(([], WordSet()))

    private let identifier: String

    init(language: LanguageTag, personalDictionary: PersonalDictionary?) {
        self.language = language
        self.identifier = language.identifier
        self.personalDictionary = personalDictionary
    }

    func serves(_ requested: String) -> Bool {
        // The common case, the checker's own code, without parsing it again.
        if requested == identifier || requested == language.language { return true }
        return LanguageTag(requested).map(language.serves) ?? false
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

    func unlearn(_ word: String) throws(LexiconError) {
        guard let personalDictionary else { throw .noPersonalDictionary }
        try personalDictionary.unlearn(word)
    }

    func hasLearned(_ word: String) -> Bool {
        personalDictionary?.hasLearned(word) ?? false
    }
}
