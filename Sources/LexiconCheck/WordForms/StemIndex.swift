import Foundation

/// A dictionary's `.dic` entries, each with the letters no affix can strip from it (its core),
/// kept as a 64-bit mask: the entries a set of letters can make forms of are found by comparing
/// masks, and only those entries are read again. What lets a game solve root after root without
/// reading the whole `.dic` each time.
///
/// The entries come from the Swift engine's dictionary when there is one (its word table holds
/// them as the file writes them, and nothing is read twice), else from the `.dic` file's bytes,
/// kept with each entry's line bounds. Held besides: the affix rules (with how far they reach and
/// the characters they hold, which every root's expansion shares) and per entry its core mask.
/// A core letter has the bit of its place in ``letters``, modulo 64; two letters sharing a bit
/// make the test let an entry through that the expansion then drops, never the other way.
struct StemIndex: Sendable {
    /// The `.aff` file's affix rules.
    let rules: AffixRules
    /// How far the rules' classes reach into a stem.
    let reach: AffixReach
    /// Every character the rules' affixes hold.
    let affixAlphabet: Set<Unicode.Scalar>
    /// Where the entries are read again.
    private let entries: Entries
    /// Each entry's core letters, as bits: a letter's place in ``letters``, modulo 64.
    private let masks: [UInt64]
    /// Every core letter of the entries, each once: a letter's place here is its bit.
    private let letters: [Unicode.Scalar: Int]

    /// Where an index reads its entries.
    private enum Entries: Sendable {
        /// The `.dic` file's bytes (a byte-order mark included: the bounds count it) and each
        /// entry's line, as bounds into them.
        case file(bytes: [UInt8], starts: [UInt32], ends: [UInt32])
        /// The engine's dictionary: an entry's number is its place in the index.
        case dictionary(HunspellDictionary)

        /// Entry `index`, or `nil` for one that is not a stem (not text in the dictionary's
        /// encoding, or a capitalised form Hunspell added).
        func stem(at index: Int, rules: AffixRules) -> DictionaryStems.Stem? {
            switch self {
            case .file(let bytes, let starts, let ends):
                return DictionaryStems.stem(of: bytes[Int(starts[index])..<Int(ends[index])], rules: rules)
            case .dictionary(let dictionary):
                guard dictionary.isListedEntry(index) else { return nil }
                let spelling = dictionary.spelling(ofEntry: index)
                guard !spelling.isEmpty, let text = rules.encoding.decode(spelling) else { return nil }
                return DictionaryStems.Stem(word: Array(text.unicodeScalars), flags: Array(dictionary.flags(ofEntry: index)))
            }
        }
    }

    /// Reads the `.aff` and `.dic` files.
    ///
    /// - Throws: `LexiconError` when a file cannot be read, or as
    ///   ``init(affixData:dictionaryBytes:affixPath:dictionaryPath:)`` does.
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
        // Grown as stems are found: reserving a line's room ahead would let a file of empty
        // lines ask for memory no stem uses.
        var starts: [UInt32] = [], ends: [UInt32] = []
        var masks = Masks(rules: rules, capacity: 0)
        var isCountLine = true
        FileLines.forEach(in: bytes) { line in
            if isCountLine {
                isCountLine = false
                return
            }
            guard let stem = DictionaryStems.stem(of: line, rules: rules) else { return }
            masks.add(stem)
            starts.append(UInt32(line.startIndex))
            ends.append(UInt32(line.endIndex))
        }
        self.init(rules: rules, masks: masks, entries: .file(bytes: bytes, starts: starts, ends: ends))
    }

    /// Reads the `.aff` file, and the entries of `dictionary`, the engine's reading of the
    /// `.dic` file beside it. Where the engine does not hold the spellings as written (see
    /// `HunspellDictionary.spellingsAreAsWritten`), the `.dic` file is read instead.
    ///
    /// - Throws: `LexiconError` when a file cannot be read, or the affix file is malformed.
    init(affixURL: URL, dictionaryURL: URL, entriesOf dictionary: HunspellDictionary) throws(LexiconError) {
        guard dictionary.spellingsAreAsWritten else {
            try self.init(affixURL: affixURL, dictionaryURL: dictionaryURL)
            return
        }
        // The engine keeps its affix entries flat, as checking reads them: the rules are read
        // from the `.aff` file.
        let rules = try AffixRules(affixData: try readFile(at: affixURL), path: affixURL.path)
        var masks = Masks(rules: rules, capacity: dictionary.entryCount)
        let entries = Entries.dictionary(dictionary)
        for index in 0..<dictionary.entryCount {
            if let stem = entries.stem(at: index, rules: rules) {
                masks.add(stem)
            } else {
                // Never a stem: a mask no set of letters passes but all of them.
                masks.addNone()
            }
        }
        self.init(rules: rules, masks: masks, entries: entries)
    }

    private init(rules: AffixRules, masks: Masks, entries: Entries) {
        self.rules = rules
        reach = masks.reach
        affixAlphabet = WordFormExpander.alphabet(of: rules)
        self.entries = entries
        self.masks = masks.masks
        letters = masks.letters
    }

    /// The entries whose core letters `allows` all accepts: every entry that can make a form
    /// of allowed letters, and a few more.
    func stems(allowing allows: (Unicode.Scalar) -> Bool) -> DictionaryStems {
        var allowed: UInt64 = 0
        for (letter, place) in letters where allows(letter) { allowed |= 1 << UInt64(place & 63) }
        let refused = ~allowed
        var stems: [DictionaryStems.Stem] = []
        for index in masks.indices where masks[index] & refused == 0 {
            if let stem = entries.stem(at: index, rules: rules) { stems.append(stem) }
        }
        return DictionaryStems(stems: stems)
    }

    /// The core masks of entries as they are added, and the letters they number.
    private struct Masks {
        /// What a stem's flags let affixes strip.
        let reach: AffixReach
        var masks: [UInt64] = []
        var letters: [Unicode.Scalar: Int] = [:]

        init(rules: AffixRules, capacity: Int) {
            reach = AffixReach(rules: rules)
            masks.reserveCapacity(capacity)
        }

        /// Adds `stem`'s mask: its letters no affix its flags name can strip.
        mutating func add(_ stem: DictionaryStems.Stem) {
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
            masks.append(mask)
        }

        /// Adds the mask of an entry that is not a stem.
        mutating func addNone() {
            masks.append(UInt64.max)
        }
    }
}
