/// The readings of a compound (`AffixMgr::compound_check_morph`): the compound check of
/// ``Lookup/compoundCheck(_:wordNumber:syllables:maxWords:partIndex:rulesActive:parts:movingRule:isSuggestion:info:)``
/// without suggestions' and Hungarian's special paths, collecting each way of splitting the
/// word as a reading with a `pa:` field a part.
extension Lookup {
    private typealias Text = MorphologyText

    /// Appends to `result` the readings of `word` as a compound whose parts so far read
    /// `partResult`.
    mutating func compoundReadings(_ word: [UInt8], wordNumber startWordNumber: Int, syllables startSyllables: Int, maxWords: Int,
                                   partIndex wnum: Int, rulesActive: Bool, parts: inout CompoundParts,
                                   result: inout [UInt8], partResult: [UInt8]?) {
        compoundSteps += 1
        guard compoundSteps <= Self.maximumCompoundSteps else { return }
        let rules = dictionary.rules
        let patternCount = dictionary.compoundPatternTable.records.count
        let byteAt = { (index: Int) -> UInt8 in index >= 0 && index < word.count ? word[index] : 0 }
        var wordnum = startWordNumber
        var numsyllable = startSyllables
        // Set once a reading ends the word, for the rest of this call (Hunspell's `ok`).
        var ok = false
        let oldwords = rulesActive
        var words = rulesActive
        // Hunspell's working copy: a NUL written at each split point, not always put back.
        var st = word
        let (cmin, cmax) = compoundBounds(st, length: word.count)

        var i = cmin
        while i < cmax {
            if rules.isUTF8 {
                while i < st.count, st[i] & 0xC0 == 0x80 { i += 1 }
                if i >= cmax { return }
            }
            words = oldwords
            var onlyRule = words ? 1 : 0
            var oldwordnum = wordnum
            repeat {
                split: do {
                    let oldnumsyllable = numsyllable
                    oldwordnum = wordnum
                    var checkedPrefix = false
                    let ch = i < st.count ? st[i] : 0
                    if i < st.count { st[i] = 0 }
                    suffix = nil
                    var affixed = true
                    var presult = partResult ?? []
                    let first = Array(cString(st, from: 0))

                    // The first part as a dictionary word, with a homonym allowed to begin a compound.
                    let candidates = homonyms(of: first)
                    if let found = candidates.first, rules.compoundForbid != 0, entry(found).has(rules.compoundForbid) { break split }
                    var rv = firstPartEntry(candidates, words: &words, onlyRule: onlyRule != 0, wordnum: wordnum,
                                            partIndex: wnum, pattern: nil, parts: &parts)
                    if let found = rv {
                        affixed = false
                        presult.append(Text.fieldSeparator)
                        presult += Text.part + first
                        appendEntryFields(found, stem: first, to: &presult)
                    }

                    if rv == nil {
                        rv = firstPartWithAffixes(first, wordnum: wordnum, position: .begin, movingRule: false)
                        if rv != nil {
                            var found: [UInt8] = []
                            if rules.compoundFlag != 0 { found = affixReadings(first, needFlag: rules.compoundFlag) }
                            if found.isEmpty {
                                if wordnum == 0, rules.compoundBegin != 0 {
                                    found = affixReadings(first, needFlag: rules.compoundBegin)
                                } else if wordnum > 0, rules.compoundMiddle != 0 {
                                    found = affixReadings(first, needFlag: rules.compoundMiddle)
                                }
                            }
                            if !found.isEmpty {
                                presult.append(Text.fieldSeparator)
                                presult += Text.part + first
                                presult += Text.alternatives(found)
                            }
                            checkedPrefix = true
                        }
                    } else if let found = rv {
                        let candidate = entry(found)
                        if candidate.has(rules.forbiddenWord) || candidate.has(AffixFile.onlyUppercase) || candidate.has(rules.needAffix) {
                            if i < st.count { st[i] = ch }
                            break split
                        }
                    }

                    // Affixes of the first part that forbid compounding or belong elsewhere.
                    if rv != nil, affixContinues(with: rules.compoundForbid) { break split }
                    if rv != nil, !checkedPrefix, rules.compoundEnd != 0, affixContinues(with: rules.compoundEnd) { break split }
                    if rv != nil, !checkedPrefix, wordnum == 0, rules.compoundMiddle != 0, affixContinues(with: rules.compoundMiddle) {
                        rv = nil
                    }
                    if let found = rv, entry(found).has(rules.forbiddenWord) || entry(found).has(AffixFile.onlyUppercase) { break split }
                    if let found = rv, rules.compoundRoot != 0, entry(found).has(rules.compoundRoot) { wordnum += 1 }

                    guard let rvFirst = rv else {
                        if i < st.count { st[i] = ch }
                        wordnum = oldwordnum
                        numsyllable = oldnumsyllable
                        break split
                    }
                    let kindAllowed = checkedPrefix || (words && parts[wnum] != nil)
                        || firstPartFlagsAllow(entry(rvFirst), wordnum: oldwordnum, movingRule: false)
                    let triple = rules.checkCompoundTriple && !words && byteAt(i - 1) == byteAt(i)
                        && ((i > 1 && byteAt(i - 1) == byteAt(i - 2)) || byteAt(i - 1) == byteAt(i + 1))
                    let patternRefuses = patternCount != 0 && !words
                        && compoundPatternForbids(word, at: i, first: rvFirst, second: nil, affixed: affixed)
                    let caseRefuses = rules.checkCompoundCase && !words && compoundCaseRefuses(word, at: i)
                    if kindAllowed, !triple, !patternRefuses, !caseRefuses {
                        let ending = compoundEndingReadings(of: word, at: i, first: rvFirst, firstPart: st[..<min(i, st.count)],
                                                            partResult: presult, maxWords: maxWords, partIndex: wnum, onlyRule: onlyRule != 0,
                                                            wordnum: &wordnum, syllables: &numsyllable, words: &words, parts: &parts,
                                                            ok: &ok, result: &result)
                        switch ending {
                        case .wordRead: return
                        case .abandoned:
                            if i < st.count { st[i] = ch }
                            break split
                        case .tried: break
                        }
                    }
                    if i < st.count { st[i] = ch }
                    wordnum = oldwordnum
                    numsyllable = oldnumsyllable
                }
                onlyRule += 1
            } while rules.hasCompoundRules && oldwordnum == 0 && onlyRule - 1 < 1
            i += 1
        }
    }

    /// How the readings of what follows a first part came out.
    private enum EndingReadings {
        /// A `COMPOUNDRULE` under way read the whole word: the call is over.
        case wordRead
        /// A forbidden part: this split is given up, its counts left as they are.
        case abandoned
        /// Every way on was tried.
        case tried
    }

    /// Appends the readings of `word` from `i`, after the first part `rvFirst` (`firstPart`,
    /// read as `partResult`): the last part as a dictionary word, with affixes, or as a
    /// compound itself (recursively, unless a reading already ended the word: `ok`).
    private mutating func compoundEndingReadings(of word: [UInt8], at i: Int, first rvFirst: Int32, firstPart: ArraySlice<UInt8>,
                                                 partResult presult: [UInt8], maxWords: Int, partIndex wnum: Int, onlyRule: Bool,
                                                 wordnum: inout Int, syllables numsyllable: inout Int, words: inout Bool,
                                                 parts: inout CompoundParts, ok: inout Bool, result: inout [UInt8]) -> EndingReadings {
        let rules = dictionary.rules
        let hungarian = rules.isHungarian
        if hungarian {
            numsyllable += syllables(firstPart)
            if let taken = prefix, syllables(taken.append) > 1 { wordnum += 1 }
        }
        let rest = Array(word[min(i, word.count)...])

        // The next part as a dictionary word, with a homonym allowed to end a compound.
        var rv = lastPartEntry(rest[...], words: &words, partIndex: wnum + 1, pattern: nil, parts: &parts)
        if let found = rv, words, parts[wnum + 1] != nil {
            result += presult
            result.append(Text.fieldSeparator)
            result += Text.part + rest
            appendEntryFields(found, stem: entry(found).word, complexOrder: rules.complexPrefixes, to: &result)
            result.append(Text.recordSeparator)
            return .wordRead
        }

        let oldnumsyllable2 = numsyllable
        let oldwordnum2 = wordnum
        if let found = rv, hungarian, entry(found).has(AffixFlag(UInt8(ascii: "I"))), !entry(found).has(AffixFlag(UInt8(ascii: "J"))) {
            numsyllable -= 1
        }
        if let found = rv, rules.compoundRoot != 0, entry(found).has(rules.compoundRoot) { wordnum += 1 }
        if let found = rv, entry(found).has(rules.forbiddenWord) || entry(found).has(AffixFile.onlyUppercase) {
            return .abandoned
        }
        if let found = rv {
            let candidate = entry(found)
            let endsCompounds = (rules.compoundFlag != 0 && candidate.has(rules.compoundFlag))
                || (rules.compoundEnd != 0 && candidate.has(rules.compoundEnd))
            if endsCompounds, countAllows(wordnum: wordnum, syllables: numsyllable + syllables(candidate.word)),
               !rules.checkCompoundDuplicates || found != rvFirst {
                result += presult
                result.append(Text.fieldSeparator)
                result += Text.part + rest
                // Hunspell writes such a part's stem only with its fields.
                if dictionary.words.fields(found) != nil {
                    appendEntryFields(found, stem: candidate.word, complexOrder: rules.complexPrefixes, to: &result)
                }
                result.append(Text.recordSeparator)
                ok = true
            }
        }
        numsyllable = oldnumsyllable2
        wordnum = oldwordnum2

        // The next part with affixes.
        suffix = nil
        suffixFlag = 0
        rv = rules.compoundFlag != 0 && !onlyRule ? affixCheck(rest, needFlag: rules.compoundFlag) : nil
        if rv == nil, rules.compoundEnd != 0, !onlyRule {
            suffix = nil
            prefix = nil
            rv = affixCheck(rest, needFlag: rules.compoundEnd)
        }
        if rv == nil, rules.hasCompoundRules, words {
            rv = affixCheck(rest, needFlag: 0, position: .end)
            if let found = rv, compoundRuleCheck(&words, wnum + 1, found, useBuffer: false, all: true, parts: &parts) {
                result += presult
                appendAffixedPart(rest, to: &result, separated: false)
                result.append(Text.recordSeparator)
                ok = true
            }
        }
        if rv != nil, affixContinues(with: rules.compoundForbid) { rv = nil }
        if let found = rv, entry(found).has(rules.forbiddenWord) || entry(found).has(AffixFile.onlyUppercase),
           !entry(found).has(rules.needAffix) {
            return .abandoned
        }
        if hungarian { hungarianLastPart(rest, entry: rv, syllables: &numsyllable, wordnum: &wordnum) }
        if let found = rv, rules.compoundRoot != 0, entry(found).has(rules.compoundRoot) { wordnum += 1 }
        if let found = rv, countAllows(wordnum: wordnum, syllables: numsyllable),
           !rules.checkCompoundDuplicates || found != rvFirst {
            result += presult
            appendAffixedPart(rest, to: &result, separated: true)
            result.append(Text.recordSeparator)
            ok = true
        }
        numsyllable = oldnumsyllable2
        wordnum = oldwordnum2

        // The rest as a compound itself.
        if wordnum + 2 < maxWords, !ok {
            compoundReadings(rest, wordNumber: wordnum + 1, syllables: numsyllable, maxWords: maxWords,
                             partIndex: wnum + 1, rulesActive: words, parts: &parts, result: &result, partResult: presult)
        }
        return .tried
    }

    /// Whether `COMPOUNDWORDMAX` (or, past it, `COMPOUNDSYLLABLE`) allows one more part.
    private func countAllows(wordnum: Int, syllables: Int) -> Bool {
        let maximum = dictionary.rules.compoundWordMaximum ?? -1
        return maximum == -1 || wordnum + 1 < maximum
            || (dictionary.rules.compoundMaximumSyllables != 0 && syllables <= dictionary.rules.compoundMaximumSyllables)
    }

    /// A last part with affixes: ` pa:part` and its readings as alternatives (after a space
    /// when `separated`), when it has any.
    private mutating func appendAffixedPart(_ part: [UInt8], to result: inout [UInt8], separated: Bool) {
        let rules = dictionary.rules
        var found: [UInt8] = []
        if rules.compoundFlag != 0 { found = affixReadings(part, needFlag: rules.compoundFlag) }
        if found.isEmpty, rules.compoundEnd != 0 { found = affixReadings(part, needFlag: rules.compoundEnd) }
        guard !found.isEmpty else { return }
        result.append(Text.fieldSeparator)
        result += Text.part + part
        if separated { result.append(Text.fieldSeparator) }
        result += Text.alternatives(found)
    }
}
