/// What a check learned on the way, as Hunspell's `info` bits.
struct SpellInfo: OptionSet, Sendable {
    let rawValue: UInt8
    /// Accepted as a compound.
    static let compound = SpellInfo(rawValue: 1 << 0)
    /// Found, but forbidden.
    static let forbidden = SpellInfo(rawValue: 1 << 1)
    /// Checked as capitalised (`Word`).
    static let initialCapital = SpellInfo(rawValue: 1 << 4)
    /// Written with a capital somewhere.
    static let originalCapitals = SpellInfo(rawValue: 1 << 5)
    /// Found with the `WARN` flag.
    static let warn = SpellInfo(rawValue: 1 << 6)
}

/// The per-call state of a compound check: the parts `COMPOUNDRULE` matching has taken so far.
struct CompoundParts {
    /// How many parts are recorded at most.
    let count = 100
    /// The entry of each part (`nil`: none yet), shared by the recursive calls as Hunspell's
    /// `rwords` buffer is; made on the first part recorded (most checks record none, and an
    /// entry in no rule is recorded and taken back at once).
    private var parts: [Int32?] = []

    subscript(index: Int) -> Int32? {
        get { parts.indices.contains(index) ? parts[index] : nil }
        set {
            if parts.isEmpty {
                guard newValue != nil else { return }
                parts = [Int32?](repeating: nil, count: count)
            }
            parts[index] = newValue
        }
    }
}

extension Lookup {
    // MARK: Compounds

    /// Whether `word` is a compound of dictionary words (`compound_check`): a first part
    /// allowed to begin a compound, then a last part allowed to end one, or a compound itself.
    /// Returns the first part's entry.
    mutating func compoundCheck(_ word: [UInt8], wordNumber startWordNumber: Int, syllables startSyllables: Int, maxWords: Int,
                                partIndex wnum: Int, rulesActive: Bool, parts: inout CompoundParts, movingRule: Bool,
                                isSuggestion: Bool, info: inout SpellInfo) -> Int32? {
        compoundSteps += 1
        guard compoundSteps <= Self.maximumCompoundSteps else { return nil }
        // Where a first part can only be an entry as it is (no affixes on it, no moving rule, no
        // pattern rewriting the split), a word whose first byte begins no such entry has none
        // at any split: it is no compound (English, whose compounds are numbers, rules out most
        // words here).
        if !movingRule, !mayHaveAffixesAsFirstPart(wordnum: startWordNumber), !dictionary.compoundPatternTable.hasReplacements,
           let first = word.first, !dictionary.compoundFirstParts.mayHoldSpelling(startingWith: first) {
            return nil
        }
        let utf8 = dictionary.rules.isUTF8
        let patternCount = dictionary.compoundPatternTable.records.count
        let hungarian = dictionary.rules.isHungarian
        let position: CompoundPosition = movingRule ? .other : .begin
        var wordnum = startWordNumber
        var numsyllable = startSyllables
        var scpd = 0
        var soldi = 0
        var oldcmin = 0
        var oldcmax = 0
        var oldlen = 0
        var affixed = false
        let oldwords = rulesActive
        var words = rulesActive
        var len = word.count
        // Hunspell's working copy: it writes NUL bytes into it to end the first part, and leaves
        // some there; every lookup reads it up to a NUL, as a C string.
        var st = word
        var ch: UInt8 = 0
        var (cmin, cmax) = compoundBounds(st, length: len)

        var i = cmin
        while i < cmax {
            if utf8 {
                while i < st.count, st[i] & 0xC0 == 0x80 { i += 1 }
                if i >= cmax { return nil }
            }
            words = oldwords
            var onlyRule = words ? 1 : 0
            repeat {
                let oldnumsyllable = numsyllable
                let oldwordnum = wordnum
                var checkedPrefix = false

                simplified: repeat {
                    if scpd > 0 {
                        while scpd <= patternCount, !dictionary.compoundPatternTable.replacementStarts(scpd - 1, word[min(i, word.count)...]) {
                            scpd += 1
                        }
                        if scpd > patternCount { break simplified }
                        let (end, begin) = (dictionary.compoundPatternTable.end(scpd - 1), dictionary.compoundPatternTable.begin(scpd - 1))
                        let replacement = dictionary.compoundPatternTable.replacement(scpd - 1)
                        st = Array(st[..<min(i, st.count)]) + end
                        soldi = i
                        i += end.count
                        st += begin
                        st += word[min(soldi + replacement.count, word.count)...]
                        oldlen = len
                        len += end.count + begin.count - replacement.count
                        oldcmin = cmin
                        oldcmax = cmax
                        (cmin, cmax) = compoundBounds(st, length: len)
                        cmax = len - dictionary.compoundMinimum + 1
                    }
                    guard i <= st.count else { break simplified }
                    ch = i < st.count ? st[i] : 0
                    if i < st.count { st[i] = 0 }
                    // The first part is `st` up to its first NUL: read in place, made an array only
                    // for the affix checks, which most splits do not reach.
                    let firstLength = st.firstIndex(of: 0) ?? st.count
                    suffix = nil
                    prefix = nil
                    affixed = true

                    // The first part as a dictionary word, with a homonym allowed to begin a compound
                    // (a spelling no such homonym has is not looked up, but in Hungarian's moving
                    // rule, which takes any).
                    let hash = st.withUnsafeBufferPointer { WordTable.hash(UnsafeBufferPointer(rebasing: $0[..<firstLength])) }
                    let candidates = movingRule || dictionary.compoundFirstParts.mayHold(hash)
                        ? homonyms(from: dictionary.words.first(spelled: st[..<firstLength], hash: hash)) : homonyms(from: nil)
                    var rv: Int32? = candidates.first
                    if let found = rv, dictionary.rules.compoundForbid != 0, entry(found).has(dictionary.rules.compoundForbid), !movingRule {
                        // Hunspell goes on to the next pattern here without counting it; counting
                        // it keeps a file with replacement patterns from looping forever.
                        scpd += 1
                        continue simplified
                    }
                    if !movingRule {
                        rv = firstPartEntry(candidates, words: &words, onlyRule: onlyRule != 0, wordnum: wordnum,
                                            partIndex: wnum, pattern: dictionary.compoundPatternTable.pattern(scpd), parts: &parts)
                    }
                    if rv != nil { affixed = false }

                    if rv == nil {
                        if onlyRule != 0 { break simplified }
                        if mayHaveAffixesAsFirstPart(wordnum: wordnum) {
                            rv = firstPartWithAffixes(firstPart(st[..<firstLength]), wordnum: wordnum, position: position, movingRule: movingRule)
                        }
                        // Once set, it stays set for the patterns tried after this one, as in Hunspell.
                        if rv != nil { checkedPrefix = true }
                    } else if let found = rv {
                        let candidate = entry(found)
                        if candidate.has(dictionary.rules.forbiddenWord) || candidate.has(dictionary.rules.needAffix) || candidate.has(AffixFile.onlyUppercase)
                            || (isSuggestion && dictionary.rules.noSuggest != 0 && candidate.has(dictionary.rules.noSuggest)) {
                            if i < st.count { st[i] = ch }
                            break simplified
                        }
                    }

                    // Affixes of the first part that forbid compounding or belong elsewhere.
                    if rv != nil, !movingRule, affixContinues(with: dictionary.rules.compoundForbid) { rv = nil }
                    if rv != nil, !checkedPrefix, dictionary.rules.compoundEnd != 0, !movingRule, affixContinues(with: dictionary.rules.compoundEnd) { rv = nil }
                    if rv != nil, !checkedPrefix, wordnum == 0, dictionary.rules.compoundMiddle != 0, !movingRule,
                       affixContinues(with: dictionary.rules.compoundMiddle) {
                        rv = nil
                    }
                    if let found = rv {
                        let candidate = entry(found)
                        if isBarredPart(candidate, isSuggestion: isSuggestion) { return nil }
                        if dictionary.rules.compoundRoot != 0, candidate.has(dictionary.rules.compoundRoot) { wordnum += 1 }
                    }

                    var firstIsAllowed = false
                    if let found = rv {
                        let kindAllowed = checkedPrefix || (words && parts[wnum] != nil)
                            || firstPartFlagsAllow(entry(found), wordnum: oldwordnum, movingRule: movingRule)
                        firstIsAllowed = kindAllowed
                            && boundaryAllows(entry(found), in: word, at: i, pattern: dictionary.compoundPatternTable.pattern(scpd), words: words)
                    } else if hungarian && movingRule {
                        rv = affixCheck(firstPart(st[..<firstLength]))
                        if rv != nil, let taken = suffix, !taken.continuation.isEmpty,
                           taken.continues(with: AffixFlag(UInt8(ascii: "x"))) || taken.continues(with: AffixFlag(UInt8(ascii: "%"))) {
                            firstIsAllowed = true
                        }
                    }

                    if firstIsAllowed, let rvFirst = rv {
                        if hungarian {
                            numsyllable += syllables(st[..<firstLength])
                            if let taken = prefix, syllables(taken.append) > 1 { wordnum += 1 }
                        }
                        if i < st.count { st[i] = ch }
                        switch compoundEnding(of: word, workingCopy: st, at: i, first: rvFirst,
                                              split: CompoundSplit(wordnum: wordnum, syllables: numsyllable, partIndex: wnum, pattern: scpd,
                                                                   firstIsAffixed: affixed, onlyRule: onlyRule != 0, maxWords: maxWords,
                                                                   isSuggestion: isSuggestion),
                                              words: &words, parts: &parts, info: &info) {
                        case .compound: return rvFirst
                        case .refused: return nil
                        case .none: break
                        }
                    }

                    if soldi != 0 {
                        i = soldi
                        soldi = 0
                        len = oldlen
                        cmin = oldcmin
                        cmax = oldcmax
                    }
                    scpd += 1
                } while onlyRule == 0 && dictionary.compoundPatternTable.hasReplacements && scpd <= patternCount

                scpd = 0
                wordnum = oldwordnum
                numsyllable = oldnumsyllable
                if soldi != 0 {
                    i = soldi
                    st = word
                    soldi = 0
                } else if i < st.count {
                    st[i] = ch
                }
                onlyRule += 1
            } while dictionary.rules.hasCompoundRules && wordnum == 0 && onlyRule <= 1
            i += 1
        }
        return nil
    }

    /// `bytes` as an array, in storage the lookup keeps for a compound's first parts: a split
    /// tried with affixes needs its first part as an array, and most splits of a word are
    /// tried so. The storage is reused once the array returned is released.
    mutating func firstPart(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        firstPartStorage.removeAll(keepingCapacity: true)
        firstPartStorage.append(contentsOf: bytes)
        return firstPartStorage
    }

    /// The bytes of `bytes` from `start` up to the first NUL, as C reads a string there.
    func cString(_ bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
        guard start < bytes.count else { return [] }
        let tail = bytes[start...]
        return tail[..<(tail.firstIndex(of: 0) ?? tail.endIndex)]
    }

    /// How a compound check fares with the rest of a word after a first part.
    private enum CompoundEnding {
        /// The rest ends the compound: the word is correct.
        case compound
        /// A part is forbidden, or the word is a misspelled word pair: the word is wrong,
        /// whatever other splits give.
        case refused
        /// Nothing here: try other splits.
        case none
    }

    /// Where a compound check stands at one split: the words and syllables counted so far,
    /// the `COMPOUNDRULE` part and `CHECKCOMPOUNDPATTERN` number (from 1; 0 for none) being
    /// tried, and the limits of the call.
    private struct CompoundSplit {
        var wordnum: Int
        var syllables: Int
        var partIndex: Int
        var pattern: Int
        /// Whether the first part was found with affixes (the patterns' `affixed` test).
        var firstIsAffixed: Bool
        var onlyRule: Bool
        var maxWords: Int
        var isSuggestion: Bool
    }

    /// The rest of `word` from `start`, after the first part `rvFirst`: a dictionary word
    /// allowed to end a compound, the same with affixes, or a compound itself (recursively);
    /// with `SIMPLIFIEDTRIPLE`, also from a letter earlier where the split dropped one of
    /// three. `st` is the working copy with the first part's pattern replacement made.
    private mutating func compoundEnding(of word: [UInt8], workingCopy st: [UInt8], at start: Int, first rvFirst: Int32,
                                         split: CompoundSplit, words: inout Bool, parts: inout CompoundParts,
                                         info: inout SpellInfo) -> CompoundEnding {
        let patternTable = dictionary.compoundPatternTable
        let patternCount = patternTable.records.count
        let hungarian = dictionary.rules.isHungarian
        let (wnum, scpd, affixed, maxWords, isSuggestion) = (split.partIndex, split.pattern, split.firstIsAffixed, split.maxWords, split.isSuggestion)
        let onlyRule = split.onlyRule ? 1 : 0
        var (wordnum, numsyllable) = (split.wordnum, split.syllables)
        let pattern = patternTable.pattern(scpd)
        var i = start
        var striple = false
        var checkedStriple = false
        repeat {
            if dictionary.rules.simplifiedTriple {
                if striple {
                    checkedStriple = true
                    i -= 1
                } else if i > 2, i - 1 < word.count, word[i - 1] == word[i - 2] {
                    striple = true
                }
            }
            var rv = lastPartEntry(cString(st, from: i), words: &words, partIndex: wnum + 1, pattern: pattern, parts: &parts)
            if let found = rv, dictionary.rules.forceUppercase != 0, entry(found).has(dictionary.rules.forceUppercase),
               !info.contains(.originalCapitals) {
                rv = nil
            }
            if rv != nil, words, parts[wnum + 1] != nil { return .compound }

            let oldnumsyllable2 = numsyllable
            let oldwordnum2 = wordnum
            if let found = rv {
                let candidate = entry(found)
                if hungarian, candidate.has(AffixFlag(UInt8(ascii: "I"))), !candidate.has(AffixFlag(UInt8(ascii: "J"))) {
                    numsyllable -= 1
                }
                if dictionary.rules.compoundRoot != 0, candidate.has(dictionary.rules.compoundRoot) { wordnum += 1 }
                if isBarredPart(candidate, isSuggestion: isSuggestion) { return .refused }
                let endsCompounds = (dictionary.rules.compoundFlag != 0 && candidate.has(dictionary.rules.compoundFlag))
                    || (dictionary.rules.compoundEnd != 0 && candidate.has(dictionary.rules.compoundEnd))
                let maximum = dictionary.rules.compoundWordMaximum ?? -1
                let countAllows = maximum == -1 || wordnum + 1 < maximum
                    || (dictionary.rules.compoundMaximumSyllables != 0
                        && numsyllable + syllables(candidate.word) <= dictionary.rules.compoundMaximumSyllables)
                if endsCompounds, countAllows,
                   patternCount == 0 || scpd != 0 || !compoundPatternForbids(word, at: i, first: rvFirst, second: found, affixed: false),
                   !dictionary.rules.checkCompoundDuplicates || found != rvFirst,
                   pattern.map({ $0.beginFlag == 0 || candidate.has($0.beginFlag) }) ?? true {
                    if (dictionary.rules.checkCompoundReplacements && replacementMakesWord(word)) || spaceMakesWordPair(word) {
                        return .refused
                    }
                    return .compound
                }
            }
            numsyllable = oldnumsyllable2
            wordnum = oldwordnum2

            // The last part with affixes.
            lazy var wordRest = Array(word[min(i, word.count)...])
            switch lastPartWithAffixes(of: word, from: i, onlyRule: onlyRule != 0, words: &words, partIndex: wnum + 1, parts: &parts) {
            case .completesRule: return .compound
            case .entry(let found): rv = found
            case .none: rv = nil
            }
            if let found = rv, let pattern, pattern.beginFlag != 0, !entry(found).has(pattern.beginFlag) {
                rv = nil
            }
            if let found = rv, patternCount != 0, scpd == 0,
               compoundPatternForbids(word, at: i, first: rvFirst, second: found, affixed: affixed) {
                rv = nil
            }
            if rv != nil, affixContinues(with: dictionary.rules.compoundForbid) { rv = nil }
            if let found = rv, dictionary.rules.forceUppercase != 0, entry(found).has(dictionary.rules.forceUppercase),
               !info.contains(.originalCapitals) {
                rv = nil
            }
            if let found = rv {
                let candidate = entry(found)
                if isBarredPart(candidate, isSuggestion: isSuggestion) { return .refused }
            }
            if hungarian { hungarianLastPart(wordRest, entry: rv, syllables: &numsyllable, wordnum: &wordnum) }
            if let found = rv, dictionary.rules.compoundRoot != 0, entry(found).has(dictionary.rules.compoundRoot) { wordnum += 1 }
            if let found = rv {
                let maximum = dictionary.rules.compoundWordMaximum ?? -1
                let countAllows = maximum == -1 || wordnum + 1 < maximum
                    || (dictionary.rules.compoundMaximumSyllables != 0 && numsyllable <= dictionary.rules.compoundMaximumSyllables)
                if countAllows, !dictionary.rules.checkCompoundDuplicates || found != rvFirst {
                    if (dictionary.rules.checkCompoundReplacements && replacementMakesWord(word)) || spaceMakesWordPair(word) {
                        return .refused
                    }
                    return .compound
                }
            }
            numsyllable = oldnumsyllable2
            wordnum = oldwordnum2

            // The rest as a compound itself.
            if wordnum + 2 < maxWords {
                rv = compoundCheck(Array(st[min(i, st.count)...]), wordNumber: wordnum + 1, syllables: numsyllable, maxWords: maxWords,
                                   partIndex: wnum + 1, rulesActive: words, parts: &parts, movingRule: false,
                                   isSuggestion: isSuggestion, info: &info)
                if let found = rv, patternCount != 0 {
                    let forbids = compoundPatternForbids(word, at: i, first: rvFirst, second: found, affixed: affixed)
                    if (scpd == 0 && forbids) || (scpd != 0 && !forbids) { rv = nil }
                }
            } else {
                rv = nil
            }
            if let found = rv {
                if spaceMakesWordPair(word) { return .refused }
                if dictionary.rules.checkCompoundReplacements && replacementMakesWord(word) { return .refused }
                let second = entry(found).word
                let end = i + second.count
                if end <= word.count, word[i..<end].elementsEqual(second) {
                    let joined = Array(cString(Array(st[..<min(end, st.count)]), from: 0))
                    if (dictionary.rules.checkCompoundReplacements && replacementMakesWord(joined)) || spaceMakesWordPair(joined) {
                        continue
                    }
                    var whole = homonyms(of: word).first
                    if whole == nil { whole = affixCheck(word) }
                    if let whole, entry(whole).has(dictionary.rules.forbiddenWord), entry(whole).word.starts(with: joined) {
                        return .refused
                    }
                }
                return .compound
            }
        } while striple && !checkedStriple
        return .none
    }

    /// The first of a compound's first part's homonyms that may begin it (or continue it, past
    /// its first word): one with `COMPOUNDFLAG`, `COMPOUNDBEGIN` or `COMPOUNDMIDDLE`, or, when
    /// `onlyRule` is on, one that fits the `COMPOUNDRULE`s; it must carry the flag the pattern
    /// being tried asks of a first part. `NEEDAFFIX` entries are skipped.
    mutating func firstPartEntry(_ candidates: Homonyms, words: inout Bool, onlyRule: Bool, wordnum: Int,
                                         partIndex: Int, pattern: CompoundPatternTable.Record?, parts: inout CompoundParts) -> Int32? {
        let rules = dictionary.rules
        for found in candidates {
            let candidate = entry(found)
            if rules.needAffix != 0, candidate.has(rules.needAffix) { continue }
            var allowed = !onlyRule
                && ((rules.compoundFlag != 0 && !words && candidate.has(rules.compoundFlag))
                    || (rules.compoundBegin != 0 && wordnum == 0 && candidate.has(rules.compoundBegin))
                    || (rules.compoundMiddle != 0 && wordnum != 0 && !words && candidate.has(rules.compoundMiddle)))
            if !allowed, rules.hasCompoundRules, onlyRule, words || wordnum == 0 {
                allowed = compoundRuleCheck(&words, partIndex, found, useBuffer: true, all: false, parts: &parts)
            }
            let patternRefuses = pattern.map { $0.endFlag != 0 && !candidate.has($0.endFlag) } ?? false
            if allowed, !patternRefuses { return found }
        }
        return nil
    }

    /// The first part with affixes: a prefix or suffix allowed in compounds (`COMPOUNDFLAG`;
    /// not a suffix that continues with `COMPOUNDFORBIDFLAG` or `COMPOUNDEND`), else one of the
    /// first word's or a middle word's (``edgeAffixCheck(_:wordnum:position:)``).
    mutating func firstPartWithAffixes(_ first: [UInt8], wordnum: Int, position: CompoundPosition, movingRule: Bool) -> Int32? {
        let rules = dictionary.rules
        if rules.compoundFlag != 0 {
            if let found = prefixCheck(first, position: position, needFlag: rules.compoundFlag) { return found }
            var found = suffixCheck(first, crossProduct: false, prefix: nil, continuationClass: 0,
                                    needFlag: rules.compoundFlag, position: position)
            if found == nil, rules.compoundMoreSuffixes {
                found = suffixCheckTwoSuffixes(first, crossProduct: false, prefix: nil, needFlag: rules.compoundFlag)
            }
            if found != nil, !movingRule, let taken = suffix, !taken.continuation.isEmpty,
               (rules.compoundForbid != 0 && taken.continues(with: rules.compoundForbid))
                || (rules.compoundEnd != 0 && taken.continues(with: rules.compoundEnd)) {
                found = nil
            }
            if let found { return found }
        }
        return edgeAffixCheck(first, wordnum: wordnum, position: position)
    }

    /// Whether ``firstPartWithAffixes(_:wordnum:position:movingRule:)`` may find anything: the
    /// file has `COMPOUNDFLAG`, or the flag of the first part's place (`COMPOUNDBEGIN` as the
    /// first word, `COMPOUNDMIDDLE` after it). A dictionary whose compounds come from
    /// `COMPOUNDRULE` alone (English) has none, and the part is not made into an array.
    func mayHaveAffixesAsFirstPart(wordnum: Int) -> Bool {
        let rules = dictionary.rules
        return rules.compoundFlag != 0 || (wordnum == 0 ? rules.compoundBegin : rules.compoundMiddle) != 0
    }

    /// Whether a first part's own flags let it begin a compound (`COMPOUNDFLAG`, or
    /// `COMPOUNDBEGIN` as the first word, `COMPOUNDMIDDLE` after it) or, in Hungarian's moving
    /// rule, one of the flags F, G, H.
    func firstPartFlagsAllow(_ candidate: Homonym, wordnum: Int, movingRule: Bool) -> Bool {
        let rules = dictionary.rules
        return (rules.compoundFlag != 0 && candidate.has(rules.compoundFlag))
            || (wordnum == 0 && rules.compoundBegin != 0 && candidate.has(rules.compoundBegin))
            || (wordnum > 0 && rules.compoundMiddle != 0 && candidate.has(rules.compoundMiddle))
            || (rules.isHungarian && movingRule
                && (candidate.has(AffixFlag(UInt8(ascii: "F"))) || candidate.has(AffixFlag(UInt8(ascii: "G")))
                    || candidate.has(AffixFlag(UInt8(ascii: "H")))))
    }

    /// Whether the word may split at `i` after the first part `candidate`: it carries the
    /// flag the pattern being tried asks of a first part, and, with no pattern and no
    /// `COMPOUNDRULE` under way, the split makes no triple letter (`CHECKCOMPOUNDTRIPLE`) and no
    /// capital at the boundary (`CHECKCOMPOUNDCASE`).
    private func boundaryAllows(_ candidate: Homonym, in word: [UInt8], at i: Int, pattern: CompoundPatternTable.Record?,
                                words: Bool) -> Bool {
        if let pattern, pattern.endFlag != 0, !candidate.has(pattern.endFlag) { return false }
        guard pattern == nil, !words else { return true }
        let byteAt = { (index: Int) -> UInt8 in index < word.count ? word[index] : 0 }
        let triple = dictionary.rules.checkCompoundTriple && i > 0 && byteAt(i - 1) == byteAt(i)
            && ((i > 1 && byteAt(i - 1) == byteAt(i - 2)) || byteAt(i - 1) == byteAt(i + 1))
        let caseBound = dictionary.rules.checkCompoundCase && compoundCaseRefuses(word, at: i)
        return !triple && !caseBound
    }

    /// The first of the last part's homonyms that may end the compound: one with
    /// `COMPOUNDFLAG` or `COMPOUNDEND`, or one that completes a `COMPOUNDRULE` under way; it
    /// must carry the flag the pattern being tried asks of a second part. `NEEDAFFIX` entries
    /// are skipped.
    mutating func lastPartEntry(_ part: ArraySlice<UInt8>, words: inout Bool, partIndex: Int,
                                        pattern: CompoundPatternTable.Record?, parts: inout CompoundParts) -> Int32? {
        let rules = dictionary.rules
        for found in homonyms(of: part) {
            let candidate = entry(found)
            if rules.needAffix != 0, candidate.has(rules.needAffix) { continue }
            var allowed = (rules.compoundFlag != 0 && !words && candidate.has(rules.compoundFlag))
                || (rules.compoundEnd != 0 && !words && candidate.has(rules.compoundEnd))
            if !allowed, rules.hasCompoundRules, words {
                allowed = compoundRuleCheck(&words, partIndex, found, useBuffer: false, all: true, parts: &parts)
            }
            let patternRefuses = pattern.map { $0.beginFlag != 0 && !candidate.has($0.beginFlag) } ?? false
            if allowed, !patternRefuses { return found }
        }
        return nil
    }

    /// What the last part is with affixes.
    private enum AffixedLastPart {
        /// No entry.
        case none
        /// An entry whose affixes allow it to end a compound.
        case entry(Int32)
        /// An affixed entry that completes a `COMPOUNDRULE` under way: the word is a compound.
        case completesRule
    }

    /// The last part with affixes: with a `COMPOUNDFLAG` or `COMPOUNDEND` affix (unless only
    /// the `COMPOUNDRULE`s are tried), else, with a rule under way, any affixed form that
    /// completes it.
    private mutating func lastPartWithAffixes(of word: [UInt8], from start: Int, onlyRule: Bool, words: inout Bool, partIndex: Int,
                                              parts: inout CompoundParts) -> AffixedLastPart {
        let rules = dictionary.rules
        // Made only for the affix checks, which many splits do not reach.
        lazy var rest = Array(word[min(start, word.count)...])
        suffix = nil
        suffixFlag = 0
        if rules.compoundFlag != 0, !onlyRule, let found = affixCheck(rest, needFlag: rules.compoundFlag, position: .end) {
            return .entry(found)
        }
        if rules.compoundEnd != 0, !onlyRule {
            suffix = nil
            prefix = nil
            if let found = affixCheck(rest, needFlag: rules.compoundEnd, position: .end) { return .entry(found) }
        }
        if rules.hasCompoundRules, words, let found = affixCheck(rest, needFlag: 0, position: .end),
           compoundRuleCheck(&words, partIndex, found, useBuffer: false, all: true, parts: &parts) {
            return .completesRule
        }
        return .none
    }

    /// A part that makes the whole word wrong: forbidden, a capitalised form Hunspell made, or
    /// (for suggestions) marked `NOSUGGEST`.
    private func isBarredPart(_ candidate: Homonym, isSuggestion: Bool) -> Bool {
        candidate.has(dictionary.rules.forbiddenWord) || candidate.has(AffixFile.onlyUppercase)
            || (isSuggestion && dictionary.rules.noSuggest != 0 && candidate.has(dictionary.rules.noSuggest))
    }

    /// The first part with `COMPOUNDBEGIN` (first word) or `COMPOUNDMIDDLE` affixes.
    mutating func edgeAffixCheck(_ first: [UInt8], wordnum: Int, position: CompoundPosition) -> Int32? {
        let flag = wordnum == 0 ? dictionary.rules.compoundBegin : dictionary.rules.compoundMiddle
        guard flag != 0 else { return nil }
        if let found = suffixCheck(first, crossProduct: false, prefix: nil, continuationClass: 0, needFlag: flag, position: position) {
            return found
        }
        if dictionary.rules.compoundMoreSuffixes, let found = suffixCheckTwoSuffixes(first, crossProduct: false, prefix: nil, needFlag: flag) {
            return found
        }
        return prefixCheck(first, position: position, needFlag: flag)
    }

    /// Whether the prefix or suffix last taken has `flag` among its continuation flags.
    func affixContinues(with flag: AffixFlag) -> Bool {
        (prefix?.continues(with: flag) ?? false) || (suffix?.continues(with: flag) ?? false)
    }

    /// Where the first part of a compound may end (`setcminmax`): after `COMPOUNDMIN`
    /// characters, and before the last `COMPOUNDMIN - 1`.
    func compoundBounds(_ word: [UInt8], length: Int) -> (Int, Int) {
        let minimum = dictionary.compoundMinimum
        guard dictionary.rules.isUTF8 else { return (minimum, length - minimum + 1) }
        var cmin = 0
        var count = 0
        while count < minimum, cmin < length {
            cmin += 1
            while cmin < length, cmin < word.count, word[cmin] & 0xC0 == 0x80 { cmin += 1 }
            count += 1
        }
        var cmax = length
        count = 0
        while count < minimum - 1, cmax >= 0 {
            cmax -= 1
            while cmax >= 0, cmax < word.count, word[cmax] & 0xC0 == 0x80 { cmax -= 1 }
            count += 1
        }
        return (cmin, cmax)
    }

    /// Hungarian's count for a compound's last part with affixes: its syllables but those of the
    /// suffix taken (`suffixAppend`, `suffixExtra`), one more word for a prefix of two
    /// syllables or more, and the `SYLLABLENUM` classes' extra syllables.
    func hungarianLastPart(_ part: [UInt8], entry found: Int32?, syllables numsyllable: inout Int, wordnum: inout Int) {
        numsyllable += syllables(part)
        if let append = suffixAppend {
            numsyllable -= syllables(append) + suffixExtra
        } else {
            numsyllable -= suffixExtra
        }
        if let taken = prefix, syllables(taken.append) > 1 { wordnum += 1 }
        guard dictionary.rules.hasSyllableNumber else { return }
        switch suffixFlag {
        case AffixFlag(UInt8(ascii: "c")): numsyllable += 2
        case AffixFlag(UInt8(ascii: "J")): numsyllable += 1
        case AffixFlag(UInt8(ascii: "I")):
            if let found, entry(found).has(AffixFlag(UInt8(ascii: "J"))) { numsyllable += 1 }
        default: break
        }
    }

    /// The syllables of `word` for `COMPOUNDSYLLABLE` (0 when it is not set).
    func syllables(_ word: some Collection<UInt8>) -> Int {
        guard dictionary.rules.compoundMaximumSyllables != 0, !dictionary.compoundVowels.isEmpty else { return 0 }
        let units = dictionary.rules.isUTF8 ? dictionary.letterCase.units(word) : word.map(UInt32.init)
        return units.filter { dictionary.compoundVowels.contains($0) }.count
    }

    /// `CHECKCOMPOUNDCASE`: an upper-case letter on either side of the bound at `position`, and
    /// no hyphen there.
    func compoundCaseRefuses(_ word: [UInt8], at position: Int) -> Bool {
        guard position > 0, position <= word.count else { return false }
        let letterCase = dictionary.letterCase
        if dictionary.rules.isUTF8 {
            var start = position - 1
            while start > 0, word[start] & 0xC0 == 0x80 { start -= 1 }
            let pair = letterCase.units(word[start...])
            let after = pair.count > 1 ? pair[1] : 0
            let before = pair.first ?? 0
            return (letterCase.upper(after) == after || letterCase.upper(before) == before)
                && after != UInt32(UInt8(ascii: "-")) && before != UInt32(UInt8(ascii: "-"))
        }
        let before = UInt32(word[position - 1])
        let after = position < word.count ? UInt32(word[position]) : 0
        let isUpper = { (unit: UInt32) in letterCase.lower(unit) != unit }
        return (isUpper(before) || isUpper(after)) && before != UInt32(UInt8(ascii: "-")) && after != UInt32(UInt8(ascii: "-"))
    }

    /// `CHECKCOMPOUNDPATTERN`: whether a pattern forbids the bound at `position` between the
    /// parts `first` and `second` (`cpdpat_check`).
    func compoundPatternForbids(_ word: [UInt8], at position: Int, first: Int32?, second: Int32?, affixed: Bool) -> Bool {
        let table = dictionary.compoundPatternTable
        guard position <= word.count else { return false }
        for record in table.records {
            guard table.beginMatches(record, word[position...]) else { continue }
            if record.endFlag != 0, let first, !entry(first).has(record.endFlag) { continue }
            if record.beginFlag != 0, let second, !entry(second).has(record.beginFlag) { continue }
            if record.end.isEmpty { return true }
            if record.endIsStem {
                guard let first else { continue }
                let stem = entry(first).word
                if stem.count <= position, word[(position - stem.count)..<position].elementsEqual(stem) { return true }
            } else if table.endMatches(record, word[..<position]) {
                return true
            }
        }
        return false
    }

    /// `CHECKCOMPOUNDREP`: whether a `REP` replacement inside `word` makes a dictionary word,
    /// so that the compound is more likely a misspelling of it (`cpdrep_check`).
    mutating func replacementMakesWord(_ word: [UInt8]) -> Bool {
        guard word.count >= 2 else { return false }
        // The table is read in place (a copy of a line would count references to its arrays,
        // for each of a long table's lines, for each compound checked), and a pattern whose first
        // byte is not in the word is passed over at once.
        var present = ByteSet()
        for byte in word { present.insert(byte) }
        let count = Self.inPlace(dictionary) { $0.replacements.count }
        for index in 0..<count {
            let usable = Self.inPlace(dictionary) { dictionary in
                let line = dictionary.replacements[index]
                return line.pattern.first.map(present.contains) == true && !line.replacements[0].isEmpty
            }
            guard usable else { continue }
            var start = 0
            while let found = Self.inPlace(dictionary, { word.firstIndex(of: $0.replacements[index].pattern, from: start) }) {
                let candidate = Self.inPlace(dictionary) { dictionary in
                    let line = dictionary.replacements[index]
                    return Array(word[..<found]) + line.replacements[0] + word[(found + line.pattern.count)...]
                }
                if isCandidateWord(candidate) { return true }
                start = found + 1
            }
        }
        return false
    }

    /// Whether `word` with a space inserted somewhere is a dictionary word (`cpdwordpair_check`).
    mutating func spaceMakesWordPair(_ word: [UInt8]) -> Bool {
        guard word.count > 2 else { return false }
        for index in 1..<word.count {
            if dictionary.rules.isUTF8, word[index] & 0xC0 == 0x80 { continue }
            if isCandidateWord(Array(word[..<index]) + [0x20] + word[index...]) { return true }
        }
        return false
    }

    /// A dictionary entry, or a word with affixes (`candidate_check`).
    private mutating func isCandidateWord(_ word: [UInt8]) -> Bool {
        if dictionary.words.first(spelled: word) != nil { return true }
        return affixCheck(word) != nil
    }

    /// `COMPOUNDRULE`: records `entry` as part `index` and tells whether the parts so far match
    /// a rule (all of it, with `all`), as Hunspell's `defcpd_check` does, backtracking over `*`
    /// and `?`. `words` says whether the parts are being recorded; `useBuffer` starts it.
    mutating func compoundRuleCheck(_ words: inout Bool, _ index: Int, _ entryIndex: Int32, useBuffer: Bool, all: Bool,
                                    parts: inout CompoundParts) -> Bool {
        var started = false
        if !words {
            started = true
            words = useBuffer
        }
        guard words, index >= 0, index < parts.count else { return false }
        let star = AffixFlag(UInt8(ascii: "*"))
        let question = AffixFlag(UInt8(ascii: "?"))
        func reset(_ words: inout Bool, _ parts: inout CompoundParts) {
            parts[index] = nil
            if started { words = false }
        }
        // An entry in no rule is recorded and taken back, as in Hunspell: the part is left empty.
        guard entry(entryIndex).flags.contains(where: { dictionary.compoundRuleFlags.contains($0) }) else {
            reset(&words, &parts)
            return false
        }
        parts[index] = entryIndex
        func partHas(_ position: Int, _ flag: AffixFlag) -> Bool {
            guard let part = parts[position] else { return false }
            return entry(part).has(flag)
        }
        var backtrack: [(pp: Int, wp: Int, count: Int)] = []
        for rule in dictionary.compoundRules {
            var pp = 0
            var wp = 0
            var ok = true
            var ok2 = true
            backtrack.removeAll(keepingCapacity: true)
            backtrack.append((0, 0, 0))
            var bt = 0
            repeat {
                while pp < rule.count, wp <= index {
                    if pp + 1 < rule.count, rule[pp + 1] == star || rule[pp + 1] == question {
                        let wend = rule[pp + 1] == question ? wp : index
                        ok2 = true
                        pp += 2
                        backtrack[bt].pp = pp
                        backtrack[bt].wp = wp
                        while wp <= wend {
                            if !partHas(wp, rule[pp - 2]) {
                                ok2 = false
                                break
                            }
                            wp += 1
                        }
                        if wp <= index { ok2 = false }
                        backtrack[bt].count = wp - backtrack[bt].wp
                        if backtrack[bt].count > 0 {
                            bt += 1
                            backtrack.append((0, 0, 0))
                        }
                        if ok2 { break }
                    } else {
                        ok2 = true
                        if !partHas(wp, rule[pp]) {
                            ok = false
                            break
                        }
                        pp += 1
                        wp += 1
                        if rule.count == pp, wp <= index { ok = false }
                    }
                }
                if ok, ok2 {
                    var r = pp
                    while rule.count > r, r + 1 < rule.count, rule[r + 1] == star || rule[r + 1] == question { r += 2 }
                    if rule.count <= r { return true }
                }
                if bt > 0 {
                    repeat {
                        ok = true
                        backtrack[bt - 1].count -= 1
                        pp = backtrack[bt - 1].pp
                        wp = backtrack[bt - 1].wp + backtrack[bt - 1].count
                        if backtrack[bt - 1].count >= 0 { break }
                        bt -= 1
                    } while bt > 0
                }
            } while bt > 0
            if ok, ok2, !all || rule.count <= pp { return true }
            while ok, ok2, rule.count > pp, pp + 1 < rule.count, rule[pp + 1] == star || rule[pp + 1] == question { pp += 2 }
            if ok, ok2, rule.count <= pp { return true }
        }
        reset(&words, &parts)
        return false
    }
}
