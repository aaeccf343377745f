import Foundation

/// A dictionary's `.dic` entries, each with the letters no affix can strip from it (its core),
/// kept as a 64-bit mask: the entries a set of letters can make forms of are found by comparing
/// masks, and only their lines are read again. What lets a game solve root after root without
/// reading the whole `.dic` each time.
///
/// Held: the affix rules (with how far they reach and the characters they hold, which every
/// root's expansion shares), the `.dic` bytes, and per entry its line's bounds and core mask
/// (16 bytes). A core letter has the bit of its place in ``letters``, modulo 64; two letters
/// sharing a bit make the test let an entry through that the expansion then drops, never the
/// other way.
struct StemIndex: Sendable {
    /// The `.aff` file's affix rules.
    let rules: AffixRules
    /// How far the rules' classes reach into a stem.
    let reach: AffixReach
    /// Every character the rules' affixes hold.
    let affixAlphabet: Set<Unicode.Scalar>
    /// The `.dic` file's bytes (a byte-order mark included: the lines' bounds count it).
    private let bytes: [UInt8]
    /// Each entry's line, as bounds into ``bytes``.
    private let starts: [UInt32]
    private let ends: [UInt32]
    /// Each entry's core letters, as bits: a letter's place in ``letters``, modulo 64.
    private let masks: [UInt64]
    /// Every core letter of the entries, each once: a letter's place here is its bit.
    private let letters: [Unicode.Scalar: Int]

    /// Reads the `.aff` and `.dic` files.
    ///
    /// - Throws: `LexiconError` when a file cannot be read, or as
    ///   ``init(affixData:dictionaryData:affixPath:dictionaryPath:)`` does.
    init(affixURL: URL, dictionaryURL: URL) throws(LexiconError) {
        try self.init(affixData: try readFile(at: affixURL), dictionaryBytes: try readFileBytes(at: dictionaryURL),
                      affixPath: affixURL.path, dictionaryPath: dictionaryURL.path)
    }

    /// Reads the `.aff` file's bytes and the `.dic` file's, which the index keeps.
    ///
    /// - Throws: `LexiconError` when the affix file is malformed (see ``AffixRules``), or the
    ///   dictionary is larger than a 32-bit offset reaches.
    init(affixData: Data, dictionaryBytes bytes: [UInt8], affixPath: String, dictionaryPath: String) throws(LexiconError) {
        let rules = try AffixRules(affixData: affixData, path: affixPath)
        guard bytes.count < Int(UInt32.max) else {
            throw .malformed(path: dictionaryPath, line: nil, reason: "the dictionary is larger than 4 GiB")
        }
        // What a stem's flags let affixes strip.
        let reach = AffixReach(rules: rules)
        // An entry per line at most: sized once, the arrays are never copied to grow.
        let lineCount = bytes.withUnsafeBufferPointer { $0.reduce(into: 1) { lines, byte in if byte == 0x0A { lines += 1 } } }
        var starts: [UInt32] = [], ends: [UInt32] = [], masks: [UInt64] = []
        starts.reserveCapacity(lineCount)
        ends.reserveCapacity(lineCount)
        masks.reserveCapacity(lineCount)
        var letters: [Unicode.Scalar: Int] = [:]
        var isCountLine = true
        AffixRules.forEachLine(of: bytes) { line in
            if isCountLine {
                isCountLine = false
                return
            }
            guard let stem = DictionaryStems.stem(of: line, rules: rules) else { return }
            let strippable = reach.strippable(by: stem.flags)
            var mask: UInt64 = 0
            if stem.word.count - strippable.end > strippable.start {
                for letter in stem.word[strippable.start..<(stem.word.count - strippable.end)] {
                    let place: Int
                    if let known = letters[letter] { place = known } else {
                        place = letters.count
                        letters[letter] = place
                    }
                    mask |= 1 << UInt64(place & 63)
                }
            }
            starts.append(UInt32(line.startIndex))
            ends.append(UInt32(line.endIndex))
            masks.append(mask)
        }
        self.rules = rules
        self.reach = reach
        affixAlphabet = WordFormExpander.alphabet(of: rules)
        self.bytes = bytes
        self.starts = starts
        self.ends = ends
        self.masks = masks
        self.letters = letters
    }

    /// The entries whose core letters `allows` all accepts: every entry that can make a form
    /// of allowed letters, and a few more.
    func stems(allowing allows: (Unicode.Scalar) -> Bool) -> DictionaryStems {
        var allowed: UInt64 = 0
        for (letter, place) in letters where allows(letter) { allowed |= 1 << UInt64(place & 63) }
        let refused = ~allowed
        var stems: [DictionaryStems.Stem] = []
        for index in masks.indices where masks[index] & refused == 0 {
            if let stem = DictionaryStems.stem(of: bytes[Int(starts[index])..<Int(ends[index])], rules: rules) {
                stems.append(stem)
            }
        }
        return DictionaryStems(stems: stems)
    }
}
