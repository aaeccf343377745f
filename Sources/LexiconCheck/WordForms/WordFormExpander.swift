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
package struct WordFormExpander: Sendable {
    /// Bounds that keep a damaged or hostile dictionary from taking unbounded time and memory.
    package struct Limits: Sendable {
        /// The most forms one stem may give.
        package var formsPerStem: Int
        /// The most forms in all.
        package var forms: Int

        /// 5,000 forms a stem (the largest real paradigms have about a thousand), 20 million in all.
        package static let standard = Limits(formsPerStem: 5_000, forms: 20_000_000)

        package init(formsPerStem: Int, forms: Int) {
            self.formsPerStem = formsPerStem
            self.forms = forms
        }
    }

    /// The result of an expansion.
    package struct Expansion: Sendable {
        /// The forms, each once, in no particular order.
        package var forms: [String]
        /// Whether a limit stopped the expansion (the forms are then incomplete).
        package var truncated: Bool
    }

    let rules: AffixRules
    let limits: Limits

    package init(rules: AffixRules, limits: Limits = .standard) {
        self.rules = rules
        self.limits = limits
    }

    /// The forms of every stem.
    package func expand(_ stems: DictionaryStems) -> Expansion {
        var seen: Set<String> = []
        var forms: [String] = []
        var truncated = false
        var buffer: [[Unicode.Scalar]] = []
        for stem in stems.stems {
            buffer.removeAll(keepingCapacity: true)
            truncated = self.forms(of: stem, into: &buffer) || truncated
            for form in buffer {
                let text = String(String.UnicodeScalarView(form))
                if seen.insert(text).inserted { forms.append(text) }
            }
            if forms.count >= limits.forms {
                truncated = true
                break
            }
        }
        return Expansion(forms: forms, truncated: truncated)
    }

    /// Appends the forms of `stem` to `output`; true when the per-stem limit cut them short.
    func forms(of stem: DictionaryStems.Stem, into output: inout [[Unicode.Scalar]]) -> Bool {
        let flags = stem.flags
        if has(rules.forbidden, flags) { return false }
        let word = stem.word
        let limit = limits.formsPerStem
        if !has(rules.needAffix, flags), !has(rules.onlyInCompound, flags), !has(rules.noSuggest, flags) {
            output.append(word)
        }
        let stemNoSuggest = has(rules.noSuggest, flags)
        // Suffixes: the stem's, each followed by those its continuation allows, each of these
        // behind a prefix when both cross, or when one's continuation allows the other.
        for flag in flags {
            guard let suffixClass = rules.suffixes[flag] else { continue }
            for suffix in suffixClass.entries {
                guard let suffixed = applySuffix(suffix, to: word) else { continue }
                let suffixedForms = [suffixed] + secondSuffixes(after: suffix, on: suffixed)
                for form in suffixedForms where !stemNoSuggest && !has(rules.noSuggest, suffix.continuation) {
                    output.append(form)
                }
                if output.count > limit { return true }
                // Prefixes on the suffixed forms.
                for prefixFlag in Set(flags + suffix.continuation) {
                    guard let prefixClass = rules.prefixes[prefixFlag] else { continue }
                    let allowed = (prefixClass.crossProduct && suffixClass.crossProduct && flags.contains(prefixFlag))
                        || suffix.continuation.contains(prefixFlag)
                    guard allowed else { continue }
                    for prefix in prefixClass.entries {
                        for form in suffixedForms {
                            if let prefixed = applyPrefix(prefix, to: form), !stemNoSuggest,
                               !has(rules.noSuggest, prefix.continuation) {
                                output.append(prefixed)
                            }
                        }
                    }
                    if output.count > limit { return true }
                }
            }
        }
        // Prefixes alone, and with the suffixes their continuation allows (the stem's own
        // suffixes with a crossing prefix were done above).
        for flag in flags {
            guard let prefixClass = rules.prefixes[flag] else { continue }
            for prefix in prefixClass.entries {
                guard let prefixed = applyPrefix(prefix, to: word) else { continue }
                if !stemNoSuggest && !has(rules.noSuggest, prefix.continuation) { output.append(prefixed) }
                for suffixFlag in prefix.continuation {
                    guard let suffixClass = rules.suffixes[suffixFlag] else { continue }
                    for suffix in suffixClass.entries {
                        guard let suffixed = applySuffix(suffix, to: word) else { continue }
                        for form in [suffixed] + secondSuffixes(after: suffix, on: suffixed) {
                            if let both = applyPrefix(prefix, to: form), !stemNoSuggest { output.append(both) }
                        }
                    }
                }
                if output.count > limit { return true }
            }
        }
        return false
    }

    /// The forms of a second suffix after `suffix` (those its continuation flags name).
    private func secondSuffixes(after suffix: AffixRules.Entry, on word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var forms: [[Unicode.Scalar]] = []
        for flag in suffix.continuation {
            guard let second = rules.suffixes[flag] else { continue }
            for entry in second.entries {
                if let form = applySuffix(entry, to: word) { forms.append(form) }
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
        return Array(word[..<kept]) + entry.append
    }

    /// `word` with `entry` applied as a prefix, or `nil` when it does not apply.
    func applyPrefix(_ entry: AffixRules.Entry, to word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        let kept = word.count - entry.strip.count
        guard kept > 0 || (kept == 0 && rules.fullStrip),
              word.starts(with: entry.strip),
              entry.condition.matchesStart(of: word) else { return nil }
        return entry.append + word[entry.strip.count...]
    }

    private func has(_ flag: AffixFlag?, _ flags: [AffixFlag]) -> Bool {
        guard let flag else { return false }
        return flags.contains(flag)
    }
}
