/// Whether a candidate of a suggestion step is a word, as Hunspell's suggestion steps ask it
/// (`SuggestMgr::checkword`): not `Hunspell::spell`, but the dictionary entry as written or the
/// word with affixes (a first pass), or a compound (a second pass), with no case variants and
/// no `BREAK`, and never a word marked `NOSUGGEST`, forbidden or substandard.
extension Lookup {
    /// The verdict on a candidate in the first pass (`compound` false) or the second.
    mutating func isSuggestible(_ word: [UInt8], compound: Bool) -> Bool {
        let rules = dictionary.rules
        if compound {
            guard dictionary.checksCompounds else { return false }
            var parts = CompoundParts()
            var info = SpellInfo()
            compoundSteps = 0
            guard compoundCheck(word, wordNumber: 0, syllables: 0, maxWords: 100, partIndex: 0, rulesActive: false,
                                parts: &parts, movingRule: false, isSuggestion: true, info: &info) != nil
            else { return false }
            guard let listed = homonyms(of: word).first else { return true }
            return !(entry(listed).has(rules.forbiddenWord) || entry(listed).has(rules.noSuggest))
        }
        var candidates = homonyms(of: word)
        var found: Int32?
        if let first = candidates.first {
            let candidate = entry(first)
            if candidate.has(rules.forbiddenWord) || candidate.has(rules.noSuggest) || candidate.has(dictionary.affix.substandard) {
                return false
            }
            // The first homonym that may stand alone.
            while let number = candidates.first {
                let homonym = entry(number)
                guard homonym.has(rules.needAffix) || homonym.has(AffixFile.onlyUppercase) || homonym.has(rules.onlyInCompound) else {
                    found = number
                    break
                }
                candidates.removeFirst()
            }
        } else {
            found = prefixCheck(word, position: .none, needFlag: 0)
        }
        if found == nil {
            found = suffixCheck(word, crossProduct: false, prefix: nil, continuationClass: 0, needFlag: 0, position: .none)
        }
        if found == nil, rules.hasContinuations {
            found = suffixCheckTwoSuffixes(word, crossProduct: false, prefix: nil, needFlag: 0)
                ?? prefixCheckTwoSuffixes(word, position: .none, needFlag: 0)
        }
        guard let found else { return false }
        let candidate = entry(found)
        return !(candidate.has(rules.forbiddenWord) || candidate.has(AffixFile.onlyUppercase)
                 || candidate.has(rules.noSuggest) || candidate.has(rules.onlyInCompound))
    }

    /// Whether the entries that spell `written` and may stand alone carry `NOSUGGEST`, or `nil`
    /// when none spells it. The word is converted (`ICONV`) and cleaned (`IGNORE`) first, as
    /// checking it is, and a word in capitals is also looked up in the cases that allows
    /// (`FOTZE` as `fotze` and `Fotze`; with `CHECKSHARPS`, each `SS` also as `ß`: `LÖSS` as
    /// `Löß`): marked when one of them is.
    mutating func listedMark(_ written: [UInt8]) -> Bool? {
        let rules = dictionary.rules
        let converted = rules.convertsInput ? dictionary.inputConversion.convert(written) ?? written : written
        let word = cleaned(converted).0
        guard !word.isEmpty else { return nil }
        var candidates = [word]
        let capitalization = dictionary.letterCase.capitalization(word)
        switch capitalization {
        case .all, .initial:
            let lowered = dictionary.letterCase.lowercased(word)
            candidates += [lowered, dictionary.letterCase.capitalized(lowered)]
            if capitalization == .all, rules.checkSharps {
                for variant in sharpVariants(of: lowered) {
                    candidates += [variant, dictionary.letterCase.capitalized(variant)]
                }
            }
        default:
            break
        }
        var mark: Bool?
        for candidate in candidates {
            let standing = homonyms(of: candidate).filter { number in
                let listed = entry(number)
                return !(listed.has(rules.needAffix) || listed.has(AffixFile.onlyUppercase) || listed.has(rules.onlyInCompound))
            }
            guard !standing.isEmpty else { continue }
            if standing.contains(where: { entry($0).has(rules.noSuggest) }) { return true }
            mark = false
        }
        return mark
    }

    /// `word` (lower case) with one or more of its first five `ss` written `ß`, in every
    /// combination (as Hunspell's `spellsharps` reads a word in capitals).
    private func sharpVariants(of word: [UInt8]) -> [[UInt8]] {
        let sharp: [UInt8] = dictionary.rules.isUTF8 ? [0xC3, 0x9F] : [0xDF]
        var pairs: [Int] = []
        var index = 0
        while index + 1 < word.count, pairs.count < Self.maximumSharps {
            if word[index] == UInt8(ascii: "s"), word[index + 1] == UInt8(ascii: "s") {
                pairs.append(index)
                index += 2
            } else {
                index += 1
            }
        }
        guard !pairs.isEmpty else { return [] }
        return (1..<(1 << pairs.count)).map { choice in
            var variant: [UInt8] = []
            var next = 0
            for (bit, pair) in pairs.enumerated() where choice & (1 << bit) != 0 {
                variant += word[next..<pair] + sharp
                next = pair + 2
            }
            return variant + word[next...]
        }
    }
}

extension HunspellDictionary {
    /// Whether `word`, bytes in the dictionary's encoding, passes a suggestion step's check
    /// (see ``Lookup/isSuggestible(_:compound:)``), in the first pass or the compound one.
    func isSuggestible(bytes word: [UInt8], compound: Bool) -> Bool {
        storage.prefixes.withHandle { prefixes in
            storage.suffixes.withHandle { suffixes in
                var lookup = Lookup(storage, prefixes: prefixes, suffixes: suffixes)
                let bytes = storage.rules.complexPrefixes ? reverseCharacters(word, utf8: storage.rules.isUTF8) : word
                return lookup.isSuggestible(bytes, compound: compound)
            }
        }
    }

    /// Whether `word`, bytes in the dictionary's encoding, is marked `NOSUGGEST`: the entries
    /// that spell it and may stand alone carry the mark (`Lookup.listedMark(_:)`), or, when
    /// none does, every stem its readings give is such an entry (Swedish `tappar` is `tappa` +
    /// `-r` as well as the marked `tapp`: not marked; German `Fotzen` is only `Fotze` + `-n`).
    public func isMarkedNoSuggest(bytes word: [UInt8]) -> Bool {
        guard storage.rules.noSuggest != 0 else { return false }
        if let listed = withLookup({ $0.listedMark(word) }) { return listed }
        return areMarkedNoSuggest(stems: stems(bytes: word))
    }

    /// ``stems(bytes:)`` and ``isMarkedNoSuggest(bytes:)`` of `word` with one analysis: a word
    /// no marked entry spells is marked by its stems, which the first gives.
    public func stemsAndNoSuggestMark(bytes word: [UInt8]) -> (stems: [[UInt8]], isMarkedNoSuggest: Bool) {
        let stems = stems(bytes: word)
        guard storage.rules.noSuggest != 0 else { return (stems, false) }
        if let listed = withLookup({ $0.listedMark(word) }) { return (stems, listed) }
        return (stems, areMarkedNoSuggest(stems: stems))
    }

    /// Whether `stems`, a word's, mark it `NOSUGGEST`: there are some, and every one is an entry
    /// that carries the mark and may stand alone.
    private func areMarkedNoSuggest(stems: [[UInt8]]) -> Bool {
        !stems.isEmpty && stems.allSatisfy { stem in withLookup { $0.listedMark(stem) } == true }
    }
}
