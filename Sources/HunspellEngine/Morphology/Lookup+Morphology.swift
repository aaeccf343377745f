/// Morphological analysis: the affix checks of ``Lookup`` again, each collecting every reading
/// with its fields instead of stopping at the first (Hunspell's `*_morph` functions), as bytes
/// in the dictionary's encoding. ``MorphologyText`` has the separators and string functions.
extension Lookup {
    private typealias Text = MorphologyText

    /// Every reading of one spelling (`SuggestMgr::suggest_morph`): its dictionary entries, then
    /// the word with affixes, then, when neither gave one, as a compound. Readings end with a
    /// newline; repeats are dropped.
    mutating func readings(of written: [UInt8]) -> [UInt8] {
        let rules = dictionary.rules
        let word = rules.complexPrefixes ? reverseCharacters(written, utf8: rules.isUTF8) : written
        var result: [UInt8] = []
        for number in homonyms(of: word) {
            let candidate = entry(number)
            guard !(candidate.has(rules.forbiddenWord) || candidate.has(rules.needAffix) || candidate.has(rules.onlyInCompound))
            else { continue }
            appendEntryFields(number, stem: word, to: &result)
            result.append(Text.recordSeparator)
        }
        result += affixReadings(word, needFlag: 0)
        if dictionary.checksCompounds, result.isEmpty {
            var parts = CompoundParts()
            compoundSteps = 0
            compoundReadings(word, wordNumber: 0, syllables: 0, maxWords: 100, partIndex: 0, rulesActive: false,
                             parts: &parts, result: &result, partResult: nil)
        }
        return Text.uniqueLines(result)
    }

    /// An entry's part of a reading: ` st:stem` unless its fields name a stem, then ` fields`;
    /// with `complexOrder` (suffix and last-part readings under `COMPLEXPREFIXES`) the fields
    /// first, with no space. Returns whether the entry has fields.
    @discardableResult
    func appendEntryFields(_ number: Int32, stem: some Collection<UInt8>, complexOrder: Bool = false,
                           to result: inout [UInt8]) -> Bool {
        let fields = dictionary.words.fields(number).map(Array.init)
        if complexOrder, let fields { result += fields }
        if !(fields.map { Text.contains(Text.stem, in: $0) } ?? false) {
            result.append(Text.fieldSeparator)
            result += Text.stem
            result += stem
        }
        if !complexOrder, let fields {
            result.append(Text.fieldSeparator)
            result += fields
        }
        return fields != nil
    }

    /// An affix's fields, or its flag when it has none (`debugflag`).
    func appendAffixFields(_ affix: Affix, of index: AffixIndex.Handle, to result: inout [UInt8]) {
        if let morphology = index.morphology(of: affix) {
            result.append(Text.fieldSeparator)
            result += morphology
        } else {
            appendFlagField(affix.flag, to: &result)
        }
    }

    /// ` fl:` and `flag` as the dictionary writes it.
    private func appendFlagField(_ flag: AffixFlag, to result: inout [UInt8]) {
        result.append(Text.fieldSeparator)
        result += Text.flag
        result += dictionary.affix.flagFormat.written(flag)
    }

    /// A prefix's fields then a space, or ` fl:` and its flag (the prefix part of a reading).
    private func appendPrefixFields(_ prefix: Affix, to result: inout [UInt8]) {
        if let morphology = prefixes.morphology(of: prefix) {
            result += morphology
            result.append(Text.fieldSeparator)
        } else {
            appendAffixFields(prefix, of: prefixes, to: &result)
        }
    }

    // MARK: Affixes

    /// The readings of `word` with affixes (`affix_check_morph`): prefixes (crossed with
    /// suffixes), suffixes, then two suffixes and a prefix with two suffixes.
    mutating func affixReadings(_ word: [UInt8], needFlag: AffixFlag) -> [UInt8] {
        var result = prefixReadings(word, needFlag: 0)
        result += suffixReadings(word, crossProduct: false, prefix: nil, continuationClass: 0, needFlag: needFlag)
        if dictionary.rules.hasContinuations {
            suffix = nil
            prefix = nil
            result += twoSuffixReadings(word, crossProduct: false, prefix: nil, needFlag: needFlag)
            result += prefixTwoSuffixReadings(word, needFlag: needFlag)
        }
        return result
    }

    /// `prefix_check_morph`.
    private mutating func prefixReadings(_ word: [UInt8], needFlag: AffixFlag) -> [UInt8] {
        prefix = nil
        suffixAppend = nil
        suffixExtra = 0
        var result: [UInt8] = []
        for position in 0..<prefixes.emptyCount {
            result += prefixReadings(prefixes.entry(prefixes.empty(position)), word, needFlag: needFlag)
        }
        guard !word.isEmpty else { return result }
        var matches = prefixes.matching(word)
        while let number = matches.next(prefixes, word) {
            let entry = prefixes.entry(number)
            let found = prefixReadings(entry, word, needFlag: needFlag)
            if !found.isEmpty, !entry.traits.contains(.onlyInCompound) {
                result += found
                prefix = entry
            }
        }
        return result
    }

    /// The root a prefix entry leaves of `word`, when its condition holds.
    private func prefixRoot(_ entry: Affix, _ word: [UInt8]) -> [UInt8]? {
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && dictionary.rules.fullStrip) else { return nil }
        let root = Array(entry.strip) + word[entry.append.count...]
        return entry.condition.matchesStart(of: root, utf8: dictionary.rules.isUTF8) ? root : nil
    }

    /// One prefix entry on `word` (`PfxEntry::check_morph`): its root's entries, then the root
    /// with suffixes when the class allows both.
    private mutating func prefixReadings(_ entry: Affix, _ word: [UInt8], needFlag: AffixFlag) -> [UInt8] {
        guard let root = prefixRoot(entry, word) else { return [] }
        var result: [UInt8] = []
        for number in homonyms(of: root) {
            let candidate = self.entry(number)
            guard candidate.has(entry.flag), !entry.traits.contains(.needAffix),
                  needFlag == 0 || candidate.has(needFlag) || entry.continues(with: needFlag)
            else { continue }
            if let morphology = prefixes.morphology(of: entry) {
                result.append(Text.fieldSeparator)
                result += morphology
            } else {
                result += entry.append
            }
            if !appendEntryFields(number, stem: candidate.word, to: &result) { appendFlagField(entry.flag, to: &result) }
            result.append(Text.recordSeparator)
        }
        if entry.crossProduct {
            result += suffixReadings(root, crossProduct: true, prefix: entry, continuationClass: 0, needFlag: needFlag)
        }
        return result
    }

    /// `suffix_check_morph`: every suffix entry and every root entry it leaves.
    mutating func suffixReadings(_ word: [UInt8], crossProduct: Bool, prefix: Affix?, continuationClass: AffixFlag,
                                 needFlag: AffixFlag) -> [UInt8] {
        var result: [UInt8] = []
        for position in 0..<suffixes.emptyCount {
            let entry = suffixes.entry(suffixes.empty(position))
            guard continuationClass == 0 || !entry.continuation.isEmpty,
                  suffixAllowedInReading(entry, prefix: prefix, continuationClass: continuationClass, emptyAppend: true)
            else { continue }
            appendSuffixReadings(entry, word, crossProduct: crossProduct, prefix: prefix, continuationClass: continuationClass,
                                 needFlag: needFlag, to: &result)
        }
        // Hunspell returns nothing here for an empty word, the readings above included.
        guard !word.isEmpty else { return [] }
        var matches = suffixes.matching(word)
        while let number = matches.next(suffixes, word) {
            let entry = suffixes.entry(number)
            guard suffixAllowedInReading(entry, prefix: prefix, continuationClass: continuationClass, emptyAppend: false) else { continue }
            appendSuffixReadings(entry, word, crossProduct: crossProduct, prefix: prefix, continuationClass: continuationClass,
                                 needFlag: needFlag, to: &result)
        }
        return result
    }

    /// Whether a suffix may be tried in an analysis: circumfixes only with a circumfix prefix,
    /// no fogemorphemes, `NEEDAFFIX` suffixes only with more affixes (a prefix counts only for
    /// the suffixes that add nothing, as in Hunspell).
    private func suffixAllowedInReading(_ entry: Affix, prefix: Affix?, continuationClass: AffixFlag, emptyAppend: Bool) -> Bool {
        if dictionary.rules.circumfix != 0 {
            let prefixCircumfix = prefix?.traits.contains(.circumfix) ?? false
            guard prefixCircumfix == entry.traits.contains(.circumfix) else { return false }
        }
        guard !entry.traits.contains(.onlyInCompound) else { return false }
        return continuationClass != 0 || !entry.traits.contains(.needAffix)
            || (emptyAppend && prefix.map { !$0.traits.contains(.needAffix) } ?? false)
    }

    /// The readings of one suffix entry: each root entry that takes it, with the prefix's,
    /// the entry's and the suffix's fields.
    private func appendSuffixReadings(_ entry: Affix, _ word: [UInt8], crossProduct: Bool, prefix: Affix?,
                                      continuationClass: AffixFlag, needFlag: AffixFlag, to result: inout [UInt8]) {
        word.withUnsafeBufferPointer { word in
            guard let root = suffixRoot(entry, word, crossProduct: crossProduct) else { return }
            let complexPrefixes = dictionary.rules.complexPrefixes
            for number in homonyms(of: root) {
                let candidate = self.entry(number)
                guard suffixAccepts(candidate, entry, crossProduct: crossProduct, prefix: prefix,
                                    continuationClass: continuationClass, needFlag: needFlag, badFlag: 0)
                else { continue }
                if let prefix { appendPrefixFields(prefix, to: &result) }
                appendEntryFields(number, stem: candidate.word, complexOrder: complexPrefixes, to: &result)
                appendAffixFields(entry, of: suffixes, to: &result)
                result.append(Text.recordSeparator)
            }
        }
    }

    /// `suffix_check_twosfx_morph`: an outer suffix that continues an inner one.
    mutating func twoSuffixReadings(_ word: [UInt8], crossProduct: Bool, prefix: Affix?, needFlag: AffixFlag) -> [UInt8] {
        var result: [UInt8] = []
        // The outer suffix is one whose class another affix continues with (see
        // `suffixCheckTwoSuffixes`).
        let suffixes = suffixes.viewing(.outerSuffixes)
        for position in 0..<suffixes.emptyCount {
            let entry = suffixes.entry(suffixes.empty(position))
            guard dictionary.continuationClasses.contains(entry.flag) else { continue }
            let found = outerSuffixReadings(entry, word, crossProduct: crossProduct, prefix: prefix, needFlag: needFlag)
            guard !found.isEmpty else { continue }
            if let prefix { appendPrefixFields(prefix, to: &result) }
            result += found
            appendAffixFields(entry, of: suffixes, to: &result)
            result.append(Text.recordSeparator)
        }
        guard !word.isEmpty else { return [] }
        var matches = suffixes.matching(word)
        while let number = matches.next(suffixes, word) {
            let entry = suffixes.entry(number)
            guard dictionary.continuationClasses.contains(entry.flag) else { continue }
            let found = outerSuffixReadings(entry, word, crossProduct: crossProduct, prefix: prefix, needFlag: needFlag)
            guard !found.isEmpty else { continue }
            suffixFlag = entry.flag
            if entry.continuation.isEmpty { suffixAppend = entry.append }
            var fields: [UInt8] = []
            appendAffixFields(entry, of: suffixes, to: &fields)
            result += Text.appendingToEachLine(found, fields)
            result.append(Text.recordSeparator)
        }
        return result
    }

    /// The outer of two suffixes (`SfxEntry::check_twosfx_morph`): the readings of its root
    /// with a suffix that the outer one continues, without the last line end.
    private mutating func outerSuffixReadings(_ entry: Affix, _ word: [UInt8], crossProduct: Bool, prefix: Affix?,
                                              needFlag: AffixFlag) -> [UInt8] {
        guard let root = word.withUnsafeBufferPointer({ word in suffixRoot(entry, word, crossProduct: crossProduct).map(Array.init) })
        else { return [] }
        var result: [UInt8] = []
        if let prefix {
            if entry.continues(with: prefix.flag) {
                let found = suffixReadings(root, crossProduct: false, prefix: nil, continuationClass: entry.flag, needFlag: needFlag)
                if !found.isEmpty {
                    if let morphology = prefixes.morphology(of: prefix) {
                        result += morphology
                        result.append(Text.fieldSeparator)
                    }
                    result += found
                }
            } else {
                result += suffixReadings(root, crossProduct: crossProduct, prefix: prefix, continuationClass: entry.flag, needFlag: needFlag)
            }
        } else {
            result += suffixReadings(root, crossProduct: false, prefix: nil, continuationClass: entry.flag, needFlag: needFlag)
        }
        return Text.chomped(result)
    }

    /// `prefix_check_twosfx_morph`: a prefix, then two suffixes.
    private mutating func prefixTwoSuffixReadings(_ word: [UInt8], needFlag: AffixFlag) -> [UInt8] {
        prefix = nil
        suffixAppend = nil
        suffixExtra = 0
        var result: [UInt8] = []
        for position in 0..<prefixes.emptyCount {
            let entry = prefixes.entry(prefixes.empty(position))
            if let root = prefixRoot(entry, word), entry.crossProduct {
                result += twoSuffixReadings(root, crossProduct: true, prefix: entry, needFlag: needFlag)
            }
        }
        guard !word.isEmpty else { return result }
        var matches = prefixes.matching(word)
        while let number = matches.next(prefixes, word) {
            let entry = prefixes.entry(number)
            guard let root = prefixRoot(entry, word), entry.crossProduct else { continue }
            let found = twoSuffixReadings(root, crossProduct: true, prefix: entry, needFlag: needFlag)
            if !found.isEmpty {
                result += found
                prefix = entry
            }
        }
        return result
    }
}
