/// A suffix that the walk for prefixes adding and stripping nothing found a root for: the
/// entry, the first entry spelled as its root, and whether the suffix adds anything.
struct BareWalkEntry {
    let number: Int32
    let head: WordTable.Number
    let matched: Bool
}

/// Prefixes that add and strip nothing and take cross products (French has two, `PFX Um 0 0` and
/// `PFX Ui 0 0`) leave the word itself as their root, so Hunspell's suffix check after each walks
/// the same suffixes over the same roots; only whether a homonym takes the prefix and the suffix
/// together differs. Where there are two or more, one walk records the suffixes whose root is a
/// word and whose condition holds, in the walk's order, and each prefix reads that record: the
/// same entry found, the same suffix taken, as a walk of its own would.
extension Lookup {
    /// `tryPrefix` for such a prefix: the word itself with the prefix's flag, else the word with
    /// a suffix, read from `walk` (made at the first prefix that needs it).
    mutating func tryBarePrefix(_ entry: Affix, _ word: [UInt8], position: CompoundPosition, needFlag: AffixFlag,
                                walk: inout [BareWalkEntry]?) -> Int32? {
        guard position != .none || !entry.traits.contains(.onlyInCompound),
              position != .end || entry.traits.contains(.compoundPermit),
              !word.isEmpty || dictionary.rules.fullStrip,
              entry.condition.matchesStart(of: word, utf8: dictionary.rules.isUTF8)
        else { return nil }
        for number in homonyms(of: word) {
            let candidate = self.entry(number)
            if candidate.has(entry.flag), !entry.traits.contains(.needAffix),
               needFlag == 0 || candidate.has(needFlag) || entry.continues(with: needFlag) {
                prefix = entry
                return number
            }
        }
        if walk == nil { walk = bareWalk(word, position: position) }
        guard let found = bareSuffix(in: walk ?? [], prefix: entry, needFlag: needFlag, position: position) else { return nil }
        prefix = entry
        return found
    }

    /// The suffixes a cross-product check of `word` would reach a root for, whatever the prefix:
    /// those that add nothing, then those whose added string the word ends with, in Hunspell's
    /// order (at a compound's first part, the suffixes it may take).
    /// The record is made in storage the lookup keeps, reused once the array returned is
    /// released (a prefix check is not made again inside one).
    private mutating func bareWalk(_ word: [UInt8], position: CompoundPosition) -> [BareWalkEntry] {
        var found = bareWalkStorage
        bareWalkStorage = []
        found.removeAll(keepingCapacity: true)
        word.withUnsafeBufferPointer { bytes in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: bytes.count + 1) { states in
                var roots = RootLookup(hashes: StartHashes(word: bytes, states: states))
                let suffixes = position == .begin ? suffixes.viewing(.compoundBegin) : suffixes
                let longestKept = roots.longestKept(of: bytes, in: dictionary)
                for emptyPosition in 0..<(longestKept == bytes.count ? suffixes.emptyCount : 0) {
                    let number = suffixes.empty(emptyPosition)
                    if let head = roots.head(suffixes.entry(number), bytes, crossProduct: true, in: dictionary) {
                        found.append(BareWalkEntry(number: number, head: head, matched: false))
                    }
                }
                var matches = suffixes.matching(word)
                while let number = matches.next(suffixes, word, keysFrom: bytes.count - longestKept) {
                    if let head = roots.head(suffixes.entry(number), bytes, crossProduct: true, in: dictionary) {
                        found.append(BareWalkEntry(number: number, head: head, matched: true))
                    }
                }
            }
        }
        bareWalkStorage = found
        return found
    }

    /// The first entry of `walk` that takes `prefix` and the suffix together, as the suffix check
    /// after `prefix` finds it (the suffix noted as taken).
    private mutating func bareSuffix(in walk: [BareWalkEntry], prefix: Affix, needFlag: AffixFlag,
                                     position: CompoundPosition) -> Int32? {
        let badFlag = position == .none ? dictionary.rules.onlyInCompound : 0
        for step in walk {
            let entry = suffixes.entry(step.number)
            guard suffixAllowed(entry, prefix: prefix, continuationClass: 0, position: position) else { continue }
            for number in homonyms(from: step.head)
            where suffixAccepts(self.entry(number), entry, crossProduct: true, prefix: prefix,
                                continuationClass: 0, needFlag: needFlag, badFlag: badFlag) {
                took(entry, matched: step.matched)
                return number
            }
        }
        return nil
    }
}
