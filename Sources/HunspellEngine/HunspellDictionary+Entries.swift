extension HunspellDictionary {
    /// The `.dic` entries as the dictionary holds them, numbered from 0, for what is made from
    /// the entries besides checking (word forms): the file is not read again.
    ///
    /// Besides the file's entries, the table holds the capitalised forms Hunspell adds to mixed-
    /// case words, and entries Hunspell does not add (such a form of a spelling listed before
    /// it; a word listed after such a form, whose flags the form's entry takes):
    /// ``isListedEntry(_:)`` is `false` for both. Entries are in file order, so a word listed
    /// after such a form of its spelling is found at the form's place.
    package var entryCount: Int { words.entries.count }

    /// Whether entry `number` is written in the `.dic` file, rather than a capitalised form
    /// Hunspell added: whether it lacks Hunspell's internal `ONLYUPCASE` flag (65511), which a
    /// file naming that flag itself gives its entry too, as Hunspell then reads it.
    package func isListedEntry(_ number: Int) -> Bool {
        !words.has(WordTable.Number(number), AffixFile.onlyUppercase)
    }

    /// Entry `number`'s spelling: bytes in the dictionary's encoding, as written when
    /// ``spellingsAreAsWritten`` (else reversed, or without the `IGNORE` characters).
    package func spelling(ofEntry number: Int) -> ArraySlice<UInt8> {
        words.word(WordTable.Number(number))
    }

    /// Entry `number`'s flags, sorted, `AF` aliases resolved.
    package func flags(ofEntry number: Int) -> ArraySlice<AffixFlag> {
        words.flags(WordTable.Number(number))
    }

    /// Whether every spelling is held as the `.dic` file writes it: not under
    /// `COMPLEXPREFIXES` (held reversed) or with `IGNORE` characters (held without them).
    package var spellingsAreAsWritten: Bool {
        !affix.complexPrefixes && !affix.hasIgnoredCharacters
    }

    /// The `.aff` file's values as the dictionary read them, for what is made from its tables
    /// besides checking (the ranking of guesses): the file is not read again. Without its affix
    /// entries, which checking holds flat (``AffixFile/writtenAffixes`` is empty): word forms
    /// read the `.aff` file for them.
    package var affixValues: AffixFile { affix }
}
