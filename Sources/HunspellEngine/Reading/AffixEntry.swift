/// One line of an affix class (`SFX D y ied [^aeiou]y`): strip these characters from the root,
/// add those, when the root's end (a suffix) or start (a prefix) meets the condition.
///
/// Strings are bytes in the dictionary's encoding. In a dictionary with `COMPLEXPREFIXES` the
/// words are kept reversed, `PFX` lines become suffixes and `SFX` lines prefixes, and their
/// strings and conditions are reversed with them, as Hunspell keeps them.
final class AffixEntry: Sendable {
    /// The class's flag (`D`).
    let flag: AffixFlag
    /// The class allows a prefix and a suffix together (`Y` in the header).
    let crossProduct: Bool
    /// Removed from the root before `append` is added (`0` in the file: nothing).
    let strip: [UInt8]
    /// Added to the root (`0`: nothing).
    let append: [UInt8]
    /// The flags after `/` in the affix field, sorted: classes that may follow this one, and
    /// special flags (`NEEDAFFIX`, `CIRCUMFIX`, `COMPOUNDPERMITFLAG`...) for the affixed form.
    let continuation: [AffixFlag]
    /// What the root must start (prefix) or end (suffix) with.
    let condition: AffixCondition
    /// The condition as the file writes it (empty when none is written), for readers that match
    /// it on characters rather than as Hunspell's bytes (word-form expansion).
    let writtenCondition: [UInt8]
    /// The morphological fields after the condition, when there are any.
    let morphology: [UInt8]?
    /// Which of the directives' special flags the continuation holds, worked out once for the
    /// checks that ask on every word.
    let traits: AffixTraits

    init(flag: AffixFlag, crossProduct: Bool, strip: [UInt8], append: [UInt8], continuation: [AffixFlag],
         condition: AffixCondition, writtenCondition: [UInt8], morphology: [UInt8]?, traits: AffixTraits = []) {
        self.traits = traits
        self.writtenCondition = writtenCondition
        self.flag = flag
        self.crossProduct = crossProduct
        self.strip = strip
        self.append = append
        self.continuation = continuation
        self.condition = condition
        self.morphology = morphology
    }

    /// The same entry, knowing which of `affix`'s special flags its continuation holds.
    func withTraits(of affix: AffixFile) -> AffixEntry {
        var traits: AffixTraits = []
        if continues(with: affix.needAffix) { traits.insert(.needAffix) }
        if continues(with: affix.onlyInCompound) { traits.insert(.onlyInCompound) }
        if continues(with: affix.compoundPermit) { traits.insert(.compoundPermit) }
        if continues(with: affix.circumfix) { traits.insert(.circumfix) }
        return AffixEntry(flag: flag, crossProduct: crossProduct, strip: strip, append: append, continuation: continuation,
                          condition: condition, writtenCondition: writtenCondition, morphology: morphology, traits: traits)
    }

    /// Whether the continuation flags hold `flag` (Hunspell's `TESTAFF`). Flag 0 is Hunspell's
    /// "no flag" for a directive a file leaves out, but a numeric flag can be 0 too: where
    /// Hunspell tests a directive's flag only when it is set, so do the callers.
    @inline(__always)
    func continues(with flag: AffixFlag) -> Bool {
        continuation.containsSorted(flag)
    }
}

/// The special flags an affix entry's continuation may hold. Each is exactly
/// ``AffixEntry/continues(with:)`` of the directive's flag, 0 included, as Hunspell tests them.
struct AffixTraits: OptionSet, Sendable {
    let rawValue: UInt8
    /// `NEEDAFFIX`.
    static let needAffix = AffixTraits(rawValue: 1)
    /// `ONLYINCOMPOUND`.
    static let onlyInCompound = AffixTraits(rawValue: 2)
    /// `COMPOUNDPERMITFLAG`.
    static let compoundPermit = AffixTraits(rawValue: 4)
    /// `CIRCUMFIX`.
    static let circumfix = AffixTraits(rawValue: 8)
}

extension [AffixFlag] {
    /// Whether this sorted array holds `flag` (Hunspell's `TESTAFF`: a binary search).
    @inline(__always)
    func containsSorted(_ flag: AffixFlag) -> Bool {
        containsSorted(flag, in: 0..<count)
    }

    /// Whether the sorted run `range` of this array holds `flag`.
    @inline(__always)
    func containsSorted(_ flag: AffixFlag, in range: Range<Int>) -> Bool {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            let value = self[middle]
            if value == flag { return true }
            if value < flag { low = middle + 1 } else { high = middle }
        }
        return false
    }
}
