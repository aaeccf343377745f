import LexiconSupport

/// Spells out the word forms of a Hunspell dictionary: each `.dic` stem with the `.aff` affix
/// rules applied, as hunspell's `unmunch` tool does, and further: two suffixes in a row (a
/// suffix's continuation flags), a prefix with one or two suffixes (cross products, and
/// affixes allowed by another affix's continuation flags), flag aliases and every flag format.
///
/// What it leaves out, on purpose: compounds (the compound rules of German, Dutch, Swedish,
/// Hungarian... make open-ended words, none of which is in the output), stems and forms
/// marked `FORBIDDENWORD`, `ONLYINCOMPOUND` or `NEEDAFFIX` (not words on their own), forms
/// marked `NOSUGGEST` (dictionaries mark vulgar words so), and, with `COMPLEXPREFIXES`, second
/// prefixes. It over-generates where Hunspell's checks are finer than the rules (circumfixes,
/// affixes that need another): callers confirm each form with Hunspell.
struct WordFormExpander: Sendable {
    /// Bounds that keep a damaged or hostile dictionary from taking unbounded time and memory.
    struct Limits: Sendable {
        /// The most forms one stem may give.
        var formsPerStem: Int
        /// The most affix entries tried on one stem: a stem whose affixes chain into millions
        /// of combinations (Hungarian's) stops there, whatever it has made.
        var stepsPerStem: Int
        /// The most forms in all. A dictionary whose forms an even sample of its stems puts
        /// above this is refused before it is listed (``Projection``), without the time and
        /// memory listing up to the limit takes.
        var forms: Int

        /// 50,000 forms a stem, two million affix entries tried on one, 20 million forms in
        /// all (how they were chosen: docs/word-form-limits.md).
        static let standard = Limits(formsPerStem: 50_000, stepsPerStem: 2_000_000, forms: 20_000_000)

        init(formsPerStem: Int, stepsPerStem: Int, forms: Int) {
            self.formsPerStem = formsPerStem
            self.stepsPerStem = stepsPerStem
            self.forms = forms
        }
    }

    /// How an expansion foretells that a dictionary makes more forms than its limit: the
    /// distinct forms of stems spread evenly over the `.dic` file, scaled to all its stems. A
    /// first sample of ``sampleSize`` stems settles it when it is far from the limit (more than
    /// ``factor`` times it, or less than a ``factor``th); near it, a sample ``refinement``
    /// times larger decides (how well it estimates: docs/word-form-limits.md).
    enum Projection {
        static let sampleSize = 256
        static let factor = 4.0
        static let refinement = 8
    }

    /// The result of an expansion.
    struct Expansion: Sendable {
        /// The forms, each once, in no particular order.
        var forms: [String]
        /// Whether a limit stopped the expansion (the forms are then incomplete).
        var truncated: Bool
        /// Whether the limit on all forms stopped it, reached or foretold (``Projection``),
        /// rather than a limit on one stem.
        var tooManyInAll = false
        /// The first stem a limit on one stem cut short, if one did.
        var overfullStem: String?
        /// Whether the process's address-space limit (`ulimit -v`) stopped the expansion before
        /// its memory ran out (the forms are then incomplete): the bytes it would have needed
        /// to go on, and the bytes left.
        var memoryShort: (needed: Int, left: Int)?
    }

    let rules: AffixRules
    let limits: Limits
    /// Which forms are wanted, `nil` for all: see ``init(rules:limits:letters:maximumLength:)``.
    let wanted: WantedForms?
    /// An expander of the forms `rules` make, within `limits`.
    ///
    /// With `letters`, only forms made of those characters are wanted, and with `maximumLength`
    /// only forms of at most that many letters (``LetterLength``): others are left out, and so
    /// is every stem and affix that cannot lead to a wanted form (``WantedForms``), unapplied,
    /// so a solver asking for the forms of one root's letters walks a few stems, not the whole
    /// dictionary. The limits count wanted forms only.
    /// `reach` is how far `rules`' classes reach (``AffixReach``), worked out here when not given.
    init(rules: AffixRules, limits: Limits = .standard, letters: Set<Unicode.Scalar>? = nil,
         maximumLength: Int? = nil, reach: AffixReach? = nil) {
        self.rules = rules
        self.limits = limits
        wanted = letters == nil && maximumLength == nil
            ? nil : WantedForms(rules: rules, reach: reach ?? AffixReach(rules: rules), letters: letters, maximumLength: maximumLength)
    }

    /// Every character the affixes of `rules` hold; with the characters of the stems, those
    /// any form can hold.
    static func alphabet(of rules: AffixRules) -> Set<Unicode.Scalar> {
        var found: Set<Unicode.Scalar> = []
        for affixClass in [rules.prefixes.values, rules.suffixes.values].joined() {
            for entry in affixClass.entries {
                found.formUnion(entry.append)
                found.formUnion(entry.strip)
            }
        }
        return found
    }

    /// Whether `form` is wanted.
    private func isWanted(_ form: [Unicode.Scalar]) -> Bool {
        wanted?.isWanted(form) ?? true
    }

    /// Whether `form` can lead to a wanted form when later affixes strip at most `start`
    /// characters from its start and `end` from its end: what they cannot strip stays in every
    /// form made from it.
    private func mayLead(_ form: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        guard let wanted else { return true }
        let last = form.count - end
        return start >= last || wanted.isWanted(form[start..<last])
    }

    /// Whether an even sample of `stems` foretells more forms than the limit on all forms
    /// (``Projection``). A dictionary of a few sample sizes is not judged: it is listed, within
    /// the limits, faster than judged.
    func foretellsTooManyForms(_ stems: DictionaryStems) -> Bool {
        guard stems.stems.count >= 4 * Projection.sampleSize else { return false }
        let limit = Double(limits.forms)
        let first = estimatedForms(stems, sampleSize: Projection.sampleSize, stoppingAbove: Projection.factor * limit)
        if first > Projection.factor * limit { return true }
        if first < limit / Projection.factor { return false }
        let refined = estimatedForms(stems, sampleSize: Projection.sampleSize * Projection.refinement, stoppingAbove: limit)
        return refined > limit
    }

    /// The forms of `stems` estimated from about `sampleSize` of them, evenly spread: the
    /// distinct forms of each, averaged and scaled to all. Once the stems sampled so far alone
    /// put the estimate above `stoppingAbove`, the rest are not looked at (and the estimate
    /// returned is that lower bound).
    func estimatedForms(_ stems: DictionaryStems, sampleSize: Int, stoppingAbove: Double = .infinity) -> Double {
        let all = stems.stems
        let step = max(1, all.count / sampleSize)
        let planned = (all.count + step - 1) / step
        var buffer: [[Unicode.Scalar]] = []
        var made = 0, sampled = 0
        for index in stride(from: 0, to: all.count, by: step) {
            buffer.removeAll(keepingCapacity: true)
            _ = forms(of: all[index], into: &buffer)
            made += Set(buffer).count
            sampled += 1
            let atLeast = Double(made) / Double(planned) * Double(all.count)
            if atLeast > stoppingAbove { return atLeast }
        }
        return Double(made) / Double(sampled) * Double(all.count)
    }

    /// The forms of every stem.
    func expand(_ stems: DictionaryStems) -> Expansion {
        if foretellsTooManyForms(stems) {
            return Expansion(forms: [], truncated: true, tooManyInAll: true)
        }
        var seen: Set<String> = []
        var forms: [String] = []
        var truncated = false
        var tooManyInAll = false
        var overfullStem: String?
        var buffer: [[Unicode.Scalar]] = []
        var memoryShort: (needed: Int, left: Int)?
        var checkedAt = -1
        for stem in stems.stems {
            // Under an address-space limit, stop while the set and the list can still double
            // once more (16 bytes a string, a byte of metadata) with room for the rest: checked
            // again after every few thousand new forms.
            if forms.count >= checkedAt + 4096 || checkedAt < 0 {
                checkedAt = forms.count
                if let left = Platform.addressSpaceLeft() {
                    let needed = memoryReserve + 2 * 17 * seen.capacity + 2 * 16 * forms.capacity
                    if needed > left {
                        memoryShort = (needed, left)
                        break
                    }
                }
            }
            buffer.removeAll(keepingCapacity: true)
            if self.forms(of: stem, into: &buffer) {
                truncated = true
                if overfullStem == nil { overfullStem = String(String.UnicodeScalarView(stem.word)) }
            }
            for form in buffer {
                let text = String(String.UnicodeScalarView(form))
                if seen.insert(text).inserted { forms.append(text) }
            }
            if forms.count >= limits.forms {
                tooManyInAll = true
                break
            }
        }
        return Expansion(forms: forms, truncated: truncated || tooManyInAll || memoryShort != nil,
                         tooManyInAll: tooManyInAll, overfullStem: overfullStem, memoryShort: memoryShort)
    }

    /// Appends the forms of `stem` to `output`; true when the per-stem limit cut them short.
    func forms(of stem: DictionaryStems.Stem, into output: inout [[Unicode.Scalar]]) -> Bool {
        let flags = stem.flags
        if has(rules.forbidden, flags) { return false }
        let word = stem.word
        let strippable = wanted?.reach.strippable(by: flags) ?? (start: 0, end: 0)
        guard mayLead(word, start: strippable.start, end: strippable.end) else { return false }
        // An affix is judged by what it adds when no prefix can strip into it (the stem keeps
        // more than any prefix strips); else only the forms are.
        let judgesAffixes = wanted != nil && word.count - strippable.end >= strippable.start
        let judge = judgesAffixes ? wanted : nil
        let limit = limits.formsPerStem
        var steps = 0
        let stepLimit = limits.stepsPerStem
        let stemNoSuggest = has(rules.noSuggest, flags)
        // The letters of the stem that every form keeps, at least, when forms have a length
        // limit: with what a suffix entry adds (`AffixReach.addedLetters(after:)`), whether
        // the entry can lead to a form short enough, told before it is read.
        let longest = wanted?.maximumLength
        let stemLetters = longest == nil ? 0 : LetterLength.of(word) - strippable.start
        let emit = { (form: [Unicode.Scalar], output: inout [[Unicode.Scalar]]) in
            if !stemNoSuggest && self.isWanted(form) { output.append(form) }
        }
        if !has(rules.needAffix, flags), !has(rules.onlyInCompound, flags) {
            emit(word, &output)
        }
        // Suffixes: the stem's, each followed by those its continuation allows, each of these
        // behind a prefix when both cross, or when one's continuation allows the other.
        for flag in flags {
            guard let suffixClass = rules.suffixes[flag] else { continue }
            let kept = judge?.firstSuffixesKept(flag)
            let secondStrips = wanted?.reach.secondStrips(after: flag)
            let added = addedLetters(after: flag, entries: suffixClass.entries.count)
            // By index: an entry is read (and retained) only when it is kept.
            for index in suffixClass.entries.indices where kept?[index] != false {
                if let longest, let added, stemLetters + added[index] > longest { continue }
                let suffix = suffixClass.entries[index]
                steps += 1
                guard let suffixed = applySuffix(suffix, to: word),
                      mayLead(suffixed, start: strippable.start, end: secondStrips?[index] ?? 0)
                else { continue }
                let suffixedForms = [suffixed] + secondSuffixes(after: suffix, on: suffixed, start: strippable.start, judge: judge, steps: &steps)
                if !has(rules.noSuggest, suffix.continuation) {
                    for form in suffixedForms { emit(form, &output) }
                }
                if output.count > limit || steps > stepLimit { return true }
                // Prefixes on the suffixed forms: of the stem's flags, then of the suffix's
                // continuation flags the stem lacks (a new array only when the suffix has
                // continuation flags).
                let prefixFlags = suffix.continuation.isEmpty ? flags : flags + suffix.continuation.filter { !flags.contains($0) }
                for prefixFlag in prefixFlags {
                    guard let prefixClass = rules.prefixes[prefixFlag] else { continue }
                    let allowed = (prefixClass.crossProduct && suffixClass.crossProduct && flags.contains(prefixFlag))
                        || suffix.continuation.contains(prefixFlag)
                    guard allowed else { continue }
                    let kept = judge?.prefixesKept(prefixFlag)
                    for index in prefixClass.entries.indices where kept?[index] != false {
                        let prefix = prefixClass.entries[index]
                        guard !has(rules.noSuggest, prefix.continuation) else { continue }
                        steps += suffixedForms.count
                        for form in suffixedForms {
                            if let prefixed = applyPrefix(prefix, to: form) { emit(prefixed, &output) }
                        }
                    }
                    if output.count > limit || steps > stepLimit { return true }
                }
            }
        }
        // Prefixes alone, and with the suffixes their continuation allows (the stem's own
        // suffixes with a crossing prefix were done above).
        for flag in flags {
            guard let prefixClass = rules.prefixes[flag] else { continue }
            let kept = judge?.prefixesKept(flag)
            for index in prefixClass.entries.indices where kept?[index] != false {
                let prefix = prefixClass.entries[index]
                steps += 1
                guard let prefixed = applyPrefix(prefix, to: word) else { continue }
                if !has(rules.noSuggest, prefix.continuation) { emit(prefixed, &output) }
                for suffixFlag in prefix.continuation {
                    guard let suffixClass = rules.suffixes[suffixFlag] else { continue }
                    let keptSuffixes = judge?.firstSuffixesKept(suffixFlag)
                    let secondStrips = wanted?.reach.secondStrips(after: suffixFlag)
                    let added = addedLetters(after: suffixFlag, entries: suffixClass.entries.count)
                    for index in suffixClass.entries.indices where keptSuffixes?[index] != false {
                        if let longest, let added, stemLetters + added[index] > longest { continue }
                        let suffix = suffixClass.entries[index]
                        steps += 1
                        guard let suffixed = applySuffix(suffix, to: word),
                              mayLead(suffixed, start: strippable.start, end: secondStrips?[index] ?? 0)
                        else { continue }
                        for form in [suffixed] + secondSuffixes(after: suffix, on: suffixed, start: strippable.start, judge: judge, steps: &steps) {
                            if let both = applyPrefix(prefix, to: form) { emit(both, &output) }
                        }
                    }
                }
                if output.count > limit || steps > stepLimit { return true }
            }
        }
        return false
    }

    /// For each of the `entries` entries of the suffix class `flag`, the fewest letters it adds
    /// (``AffixReach/addedLetters(after:)``), when forms have a length limit; `nil` otherwise,
    /// and for a reach that does not know the class as these rules have it.
    private func addedLetters(after flag: AffixFlag, entries: Int) -> [Int]? {
        guard wanted?.maximumLength != nil, let added = wanted?.reach.addedLetters(after: flag), added.count == entries
        else { return nil }
        return added
    }

    /// The forms of a second suffix after `suffix` (those its continuation flags name) that
    /// can lead to a wanted form, when a prefix may strip `start` characters after (`judge`:
    /// which entries can, when they are judged by what they add).
    private func secondSuffixes(after suffix: AffixRules.Entry, on word: [Unicode.Scalar], start: Int,
                                judge: WantedForms?, steps: inout Int) -> [[Unicode.Scalar]] {
        var forms: [[Unicode.Scalar]] = []
        for flag in suffix.continuation {
            guard let second = rules.suffixes[flag] else { continue }
            let kept = judge?.secondSuffixesKept(flag)
            for index in second.entries.indices where kept?[index] != false {
                let entry = second.entries[index]
                steps += 1
                if let form = applySuffix(entry, to: word), mayLead(form, start: start, end: 0) {
                    forms.append(form)
                }
            }
        }
        return forms
    }

    /// `word` with `entry` applied as a suffix, or `nil` when it does not apply: the word must
    /// end with the strip characters and meet the condition, and keep a character of its own
    /// (any number with `FULLSTRIP`).
    func applySuffix(_ entry: AffixRules.Entry, to word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        let kept = word.count - entry.strip.count
        guard kept > 0 || (kept == 0 && rules.fullStrip),
              word[kept...].elementsEqual(entry.strip),
              entry.condition.matchesEnd(of: word) else { return nil }
        var form: [Unicode.Scalar] = []
        form.reserveCapacity(kept + entry.append.count)
        form.append(contentsOf: word[..<kept])
        form.append(contentsOf: entry.append)
        return form
    }

    /// `word` with `entry` applied as a prefix, or `nil` when it does not apply.
    func applyPrefix(_ entry: AffixRules.Entry, to word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        let kept = word.count - entry.strip.count
        guard kept > 0 || (kept == 0 && rules.fullStrip),
              word.starts(with: entry.strip),
              entry.condition.matchesStart(of: word) else { return nil }
        var form: [Unicode.Scalar] = []
        form.reserveCapacity(entry.append.count + kept)
        form.append(contentsOf: entry.append)
        form.append(contentsOf: word[entry.strip.count...])
        return form
    }

    private func has(_ flag: AffixFlag?, _ flags: [AffixFlag]) -> Bool {
        guard let flag else { return false }
        return flags.contains(flag)
    }
}
