/// One line of an affix class (`SFX D y ied [^aeiou]y`): strip these characters from the root,
/// add those, when the root's end (a suffix) or start (a prefix) meets the condition.
///
/// Strings are bytes in the dictionary's encoding. In a dictionary with `COMPLEXPREFIXES` the
/// words are kept reversed, `PFX` lines become suffixes and `SFX` lines prefixes, and their
/// strings and conditions are reversed with them, as Hunspell keeps them.
struct AffixEntry: Sendable {
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
    /// The morphological fields after the condition, when there are any.
    let morphology: [UInt8]?

    /// Whether the continuation flags hold `flag` (Hunspell's `TESTAFF`). Flag 0 is Hunspell's
    /// "no flag" for a directive a file leaves out, but a numeric flag can be 0 too: where
    /// Hunspell tests a directive's flag only when it is set, so do the callers.
    @inline(__always)
    func continues(with flag: AffixFlag) -> Bool {
        continuation.containsSorted(flag)
    }
}

extension [AffixFlag] {
    /// Whether this sorted array holds `flag` (Hunspell's `TESTAFF`: a binary search).
    @inline(__always)
    func containsSorted(_ flag: AffixFlag) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let value = self[middle]
            if value == flag { return true }
            if value < flag { low = middle + 1 } else { high = middle }
        }
        return false
    }
}
