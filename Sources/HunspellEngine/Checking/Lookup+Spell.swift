extension Lookup {
    /// Hunspell's bounds on a word's bytes: longer words are misspelled outright.
    static let maximumUTF8Length = 300
    static let maximumByteLength = 100
    /// The most `ss` a capitalised word is tried with as `ß` (`CHECKSHARPS`).
    static let maximumSharps = 5

    // MARK: Words

    /// Whether `word` (bytes in the dictionary's encoding) is correct (`Hunspell::spell`):
    /// numbers, then the word in the case it is written and in the cases that case allows,
    /// then its parts at `BREAK` points.
    mutating func spell(_ written: [UInt8]) -> Bool {
        var info = SpellInfo()
        return spell(written, info: &info)
    }

    private mutating func spell(_ written: [UInt8], info: inout SpellInfo) -> Bool {
        if written.count >= (dictionary.rules.isUTF8 ? Self.maximumUTF8Length : Self.maximumByteLength) { return false }
        // Each step passes the word on as it is when it has nothing to change: a copy would
        // cost a reference count, most words need none.
        if dictionary.rules.convertsInput, let converted = Self.inPlace(dictionary, { $0.inputConversion.convert(written) }) {
            return spellConverted(converted, info: &info)
        }
        return spellConverted(written, info: &info)
    }

    /// A word after `ICONV`: cleaned (see ``cleaned(_:)``) when there is anything to clean.
    private mutating func spellConverted(_ word: [UInt8], info: inout SpellInfo) -> Bool {
        if dictionary.rules.ignoresCharacters || word.first == 0x20 || word.last == UInt8(ascii: ".") {
            let (clean, abbreviation) = cleaned(word)
            return spellCleaned(clean, abbreviation: abbreviation, info: &info)
        }
        return spellCleaned(word, abbreviation: 0, info: &info)
    }

    /// A cleaned word, `abbreviation` the number of dots it ended with.
    private mutating func spellCleaned(_ word: [UInt8], abbreviation: Int, info: inout SpellInfo) -> Bool {
        guard !word.isEmpty else { return true }
        if isNumber(word) { return true }
        let capitalization = dictionary.letterCase.capitalization(word)
        switch capitalization {
        case .mixed, .mixedInitial, .none:
            if capitalization != .none { info.insert(.originalCapitals) }
            var found = checkWord(word, info: &info)
            if abbreviation > 0, found == nil {
                found = checkWord(word + [UInt8(ascii: ".")], info: &info)
            }
            return accept(found, parts: word, info: &info)
        case .all:
            info.insert(.originalCapitals)
            var recased = word
            var found = checkAllCapitals(&recased, abbreviation: abbreviation, info: &info)
            if found == nil {
                found = checkCapitalized(&recased, capitalization: capitalization, abbreviation: abbreviation, info: &info)
            }
            return accept(found, parts: recased, info: &info)
        case .initial:
            var recased = word
            let found = checkCapitalized(&recased, capitalization: capitalization, abbreviation: abbreviation, info: &info)
            return accept(found, parts: recased, info: &info)
        }
    }

    /// The verdict on the entry `found` (`WARN` words refused under `FORBIDWARN`), or, when none
    /// was, on `word`'s parts at `BREAK` points.
    private mutating func accept(_ found: Int32?, parts word: [UInt8], info: inout SpellInfo) -> Bool {
        if let found {
            if dictionary.rules.warn != 0, entry(found).has(dictionary.rules.warn) {
                info.insert(.warn)
                return !dictionary.rules.forbidWarn
            }
            return true
        }
        if !dictionary.breakPatterns.isEmpty, !info.contains(.forbidden) {
            return spellParts(word)
        }
        return false
    }

    /// An all-capitals word: as written, with a dot, apostrophe-separated prefixes capitalised
    /// (`SANT'ELIA` as `Sant'Elia`), `SS` as `ß`. Leaves `word` lower-cased where Hunspell does.
    private mutating func checkAllCapitals(_ word: inout [UInt8], abbreviation: Int, info: inout SpellInfo) -> Int32? {
        if let found = checkWord(word, info: &info) { return found }
        if abbreviation > 0, let found = checkWord(word + [UInt8(ascii: ".")], info: &info) { return found }
        if let apostrophe = word.firstIndex(of: UInt8(ascii: "'")) {
            word = lowercased(word)
            if apostrophe < word.count - 1 {
                let head = Array(word[...apostrophe])
                let tail = Array(word[(apostrophe + 1)...])
                word = head + capitalized(tail)
                if let found = checkWord(word, info: &info) { return found }
                word = capitalized(word)
                if let found = checkWord(word, info: &info) { return found }
            }
        }
        if dictionary.rules.checkSharps, word.firstIndex(of: Array("SS".utf8)) != nil {
            word = lowercased(word)
            var lowered = word
            if let found = spellSharps(&lowered, from: 0, count: 0, replaced: 0, info: &info) { return found }
            word = capitalized(word)
            if let found = spellSharps(&word, from: 0, count: 0, replaced: 0, info: &info) { return found }
            if abbreviation > 0 {
                var dotted = lowered + [UInt8(ascii: ".")]
                if let found = spellSharps(&dotted, from: 0, count: 0, replaced: 0, info: &info) { return found }
                dotted = word + [UInt8(ascii: ".")]
                if let found = spellSharps(&dotted, from: 0, count: 0, replaced: 0, info: &info) { return found }
            }
        }
        return nil
    }

    /// A capitalised word (or an all-capitals one, capitalised): as capitalised, then in lower
    /// case, `KEEPCASE` words refused in a case they do not have.
    private mutating func checkCapitalized(_ word: inout [UInt8], capitalization: Capitalization, abbreviation: Int,
                                           info: inout SpellInfo) -> Int32? {
        let dottedCapitalI = dictionary.rules.isUTF8 && word.count >= 2 && word[0] == 0xC4 && word[1] == 0xB0
        info.insert(.originalCapitals)
        // Hunspell keeps the word twice, as bytes and as UTF-16; `clean` is the second, which
        // the byte form is made from again after it writes `İ` over the first byte.
        var clean = word
        if capitalization == .all {
            word = capitalized(lowercased(word))
            clean = word
            if dottedCapitalI { word = [0xC4, 0xB0] + word.dropFirst() }
        }
        if capitalization == .initial { info.insert(.initialCapital) }
        var found = checkWord(word, info: &info)
        if capitalization == .initial { info.remove(.initialCapital) }
        if info.contains(.forbidden) { return nil }
        if let current = found, isKeepCase(current), capitalization == .all { found = nil }
        if found != nil || (dottedCapitalI && !dictionary.rules.isTurkic) { return found }

        let lowered = lowercased(dictionary.rules.isUTF8 ? clean : word)
        word = capitalized(lowered)
        var candidate = lowered
        found = checkWord(candidate, info: &info)
        if abbreviation > 0, found == nil {
            candidate.append(UInt8(ascii: "."))
            found = checkWord(candidate, info: &info)
            if found == nil {
                candidate = word + [UInt8(ascii: ".")]
                if capitalization == .initial { info.insert(.initialCapital) }
                found = checkWord(candidate, info: &info)
                if capitalization == .initial { info.remove(.initialCapital) }
                if let current = found, isKeepCase(current), capitalization == .all { found = nil }
                return found
            }
        }
        if let current = found, isKeepCase(current) {
            let sharp: [UInt8] = dictionary.rules.isUTF8 ? [0xC3, 0x9F] : [0xDF]
            let hasSharp = candidate.firstIndex(of: sharp) != nil
            if capitalization == .all || !(dictionary.rules.checkSharps && hasSharp) { found = nil }
        }
        return found
    }

    private func isKeepCase(_ index: Int32) -> Bool {
        dictionary.rules.keepCase != 0 && entry(index).has(dictionary.rules.keepCase)
    }

    /// Every way of reading up to five `ss` in `word` as `ß` (`spellsharps`).
    private mutating func spellSharps(_ word: inout [UInt8], from start: Int, count: Int, replaced: Int, info: inout SpellInfo) -> Int32? {
        var position: Int?
        if start < word.count - 1 {
            position = (start..<(word.count - 1)).first { word[$0] == UInt8(ascii: "s") && word[$0 + 1] == UInt8(ascii: "s") }
        }
        if let position, count < Self.maximumSharps {
            word[position] = 0xC3
            word[position + 1] = 0x9F
            if let found = spellSharps(&word, from: position + 2, count: count + 1, replaced: replaced + 1, info: &info) { return found }
            word[position] = UInt8(ascii: "s")
            word[position + 1] = UInt8(ascii: "s")
            return spellSharps(&word, from: position + 2, count: count + 1, replaced: replaced, info: &info)
        } else if replaced > 0 {
            if dictionary.rules.isUTF8 { return checkWord(word, info: &info) }
            // In an 8-bit dictionary `ß` is the byte 0xDF.
            return checkWord(Array(word).replacing([0xC3, 0x9F], with: [0xDF]), info: &info)
        }
        return nil
    }

    /// `word` without `IGNORE` characters, leading spaces and trailing dots, and how many dots
    /// there were (`cleanword2`).
    func cleaned(_ word: [UInt8]) -> ([UInt8], Int) {
        let kept = dictionary.rules.ignoresCharacters ? dictionary.affix.removingIgnored(word) : word
        var text = kept[...]
        while text.first == 0x20 { text = text.dropFirst() }
        var dots = 0
        while text.last == UInt8(ascii: ".") {
            text = text.dropLast()
            dots += 1
        }
        return (text.count == kept.count ? kept : Array(text), dots)
    }

    /// Digits with single `.`, `,` or `-` between them (`1,234.5`, `2-3`): always correct.
    private func isNumber(_ word: [UInt8]) -> Bool {
        var lastWasDigit = false
        for (index, byte) in word.enumerated() {
            if (0x30...0x39).contains(byte) {
                lastWasDigit = true
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
                if index == 0 || !lastWasDigit { return false }
                lastWasDigit = false
            } else {
                return false
            }
        }
        return lastWasDigit
    }

    /// The parts of `word` around `BREAK` patterns, each correct on its own.
    private mutating func spellParts(_ word: [UInt8]) -> Bool {
        let patterns = dictionary.breakPatterns
        let length = word.count
        var breaks = 0
        for pattern in patterns where !pattern.isEmpty {
            var start = 0
            while let found = word.firstIndex(of: pattern, from: start) {
                breaks += 1
                start = found + pattern.count
            }
        }
        if breaks >= 10 { return false }

        // Patterns anchored at the start (`^-`) or the end (`-$`).
        for pattern in patterns {
            let count = pattern.count
            if count == 1 || count > length { continue }
            if pattern.first == UInt8(ascii: "^"), word.starts(with: pattern.dropFirst()), spell(Array(word[(count - 1)...])) {
                return true
            }
            if pattern.last == UInt8(ascii: "$"), word[(length - count + 1)...].elementsEqual(pattern.dropLast()),
               spell(Array(word[..<(length - count + 1)])) {
                return true
            }
        }
        // A pattern inside the word: at its second occurrence when there is one, then at its first.
        for useSecond in [true, false] {
            for pattern in patterns where !pattern.isEmpty {
                let count = pattern.count
                guard var found = word.firstIndex(of: pattern), found > 0, found < length - count else { continue }
                if useSecond, found + 1 < length, let second = word.firstIndex(of: pattern, from: found + 1),
                   second < length - count {
                    found = second
                }
                guard spell(Array(word[(found + count)...])) else { continue }
                if spell(Array(word[..<found])) { return true }
                // Hungarian: the first part may keep its dash.
                if dictionary.rules.isHungarian, pattern == [UInt8(ascii: "-")], spell(Array(word[...found])) { return true }
            }
        }
        return false
    }

    /// A word as it is, or with its affixes, or as a compound (`checkword`).
    mutating func checkWord(_ written: [UInt8], info: inout SpellInfo) -> Int32? {
        guard dictionary.rules.ignoresCharacters || dictionary.rules.complexPrefixes else { return checkPrepared(written, info: &info) }
        var word = dictionary.rules.ignoresCharacters ? Self.inPlace(dictionary) { $0.affix.removingIgnored(written) } : written
        if dictionary.rules.complexPrefixes { word = reverseCharacters(word, utf8: dictionary.rules.isUTF8) }
        return checkPrepared(word, info: &info)
    }

    /// A word without `IGNORE` characters, reversed under `COMPLEXPREFIXES`: as it is, with its
    /// affixes, or as a compound.
    private mutating func checkPrepared(_ word: [UInt8], info: inout SpellInfo) -> Int32? {
        guard !word.isEmpty else { return nil }
        var candidates = homonyms(of: word)
        if let first = candidates.first {
            let candidate = entry(first)
            if candidate.has(dictionary.rules.forbiddenWord) {
                info.insert(.forbidden)
                if dictionary.rules.isHungarian, dictionary.rules.compoundFlag != 0, candidate.has(dictionary.rules.compoundFlag) { info.insert(.compound) }
                return nil
            }
        }
        while let first = candidates.first {
            let candidate = entry(first)
            let skip = (dictionary.rules.needAffix != 0 && candidate.has(dictionary.rules.needAffix))
                || (dictionary.rules.onlyInCompound != 0 && candidate.has(dictionary.rules.onlyInCompound))
                || (info.contains(.initialCapital) && candidate.has(AffixFile.onlyUppercase))
            if !skip { return first }
            candidates.removeFirst()
        }

        if let found = affixCheck(word) {
            let candidate = entry(found)
            let refused = (dictionary.rules.onlyInCompound != 0 && candidate.has(dictionary.rules.onlyInCompound))
                || (info.contains(.initialCapital) && candidate.has(AffixFile.onlyUppercase))
            if !refused {
                if candidate.has(dictionary.rules.forbiddenWord) {
                    info.insert(.forbidden)
                    return nil
                }
                return found
            }
        }
        guard dictionary.checksCompounds else { return nil }
        var parts = CompoundParts()
        var found = compoundCheck(word, wordNumber: 0, syllables: 0, maxWords: 100, partIndex: 0, rulesActive: false,
                                  parts: &parts, movingRule: false, isSuggestion: false, info: &info)
        if found == nil, dictionary.rules.isHungarian, word.last == UInt8(ascii: "-") {
            var parts = CompoundParts()
            found = compoundCheck(Array(word.dropLast()), wordNumber: -5, syllables: 0, maxWords: 100, partIndex: 0,
                                  rulesActive: false, parts: &parts, movingRule: true, isSuggestion: false, info: &info)
        }
        if found != nil {
            info.insert(.compound)
            acceptedCompound = true
        }
        return found
    }
}
