extension HunspellDictionary {
    /// A word added at run time: alone (Hunspell's `add`), or with the affix flags of a word of
    /// the dictionary (`add_with_affix`).
    public struct AddedWord: Sendable, Hashable {
        /// The word added.
        public var word: String
        /// The dictionary word whose flags `word` takes, or `nil` for none.
        public var model: String?

        /// `word`, alone or with the affix flags of `model`.
        public init(_ word: String, like model: String? = nil) {
            self.word = word
            self.model = model
        }
    }

    /// A dictionary of `added` words alone, checked with this dictionary's affixes, case rules
    /// and compounding: what Hunspell accepts after `add` and `add_with_affix` calls, for the
    /// words whose root is an added one. A checker asks it after the dictionary itself.
    ///
    /// As in Hunspell, a model is looked up as written, and it gives its flags only when it is a
    /// dictionary word that has some: a model missing or without flags adds nothing. A model may
    /// be a word added before it.
    ///
    /// ```swift
    /// let affix = Array("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8)
    /// let dictionary = try HunspellDictionary(affix: affix, dictionary: Array("1\ncat/S\n".utf8))
    /// let added = dictionary.adding([.init("gnu", like: "cat"), .init("yak", like: "emu")])
    /// added.spell("gnus")   // true
    /// added.spell("yak")    // false: "emu" is no dictionary word
    /// ```
    public func adding(_ added: [AddedWord]) -> HunspellDictionary {
        var reader = DictionaryFileReader(affix: storage.affix, letterCase: storage.letterCase)
        for addition in added {
            let word = encoding.convertedPrefix(addition.word)
            guard !word.isEmpty else { continue }
            guard let model = addition.model else {
                reader.add(word: word, flags: [])
                continue
            }
            let modelBytes = encoding.convertedPrefix(model)
            // Hunspell's lookup of the model: the first entry of that spelling, in the
            // dictionary or among the words added before.
            let flags: [AffixFlag]
            if let entry = storage.words.first(spelled: modelBytes) {
                flags = Array(storage.words.flags(entry))
            } else if let entry = reader.words.first(spelled: modelBytes) {
                flags = Array(reader.words.flags(entry))
            } else {
                continue
            }
            guard !flags.isEmpty else { continue }
            reader.add(word: word, flags: flags)
        }
        return HunspellDictionary(storage: DictionaryStorage(rules: storage, words: reader.words))
    }

    /// This dictionary with `words` forbidden, as Hunspell's `remove` forbids them (what the
    /// hunspell tool does with a personal dictionary's `*word` lines): every entry spelled so
    /// gets the `FORBIDDENWORD` flag, so the word and the forms made from it are refused. A word
    /// the dictionary does not list as such (an affixed form) is left as it is.
    ///
    /// ```swift
    /// let affix = Array("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8)
    /// let dictionary = try HunspellDictionary(affix: affix, dictionary: Array("2\ncat/S\ndog/S\n".utf8))
    /// let forbidding = dictionary.forbidding(["dog", "cats"])
    /// forbidding.spell("dogs")   // false
    /// forbidding.spell("cats")   // true: not an entry of the dictionary
    /// ```
    public func forbidding(_ words: [String]) -> HunspellDictionary {
        var table = storage.words
        let forbidden = storage.rules.forbiddenWord
        var changed = false
        for word in words {
            var entry = table.first(spelled: encoding.convertedPrefix(word))
            while let number = entry {
                if !table.has(number, forbidden) {
                    table.addFlag(forbidden, to: number)
                    changed = true
                }
                entry = table.next(after: number)
            }
        }
        guard changed else { return self }
        table.finishFilling()
        return HunspellDictionary(storage: DictionaryStorage(rules: storage, words: table))
    }
}
