/// A Hunspell `.aff` file, read: every directive hunspell 1.7.1 reads, as typed values.
///
/// Strings stay bytes in the dictionary's encoding (``encoding``), the units Hunspell compares;
/// flags are 16-bit numbers however the file writes them (`FLAG`). An unset flag is 0, Hunspell's
/// "no flag". Reading never fails on a file's content: where Hunspell stops reading an `.aff` at a
/// bad line and keeps what came before, so does this, and says why in ``warnings``.
public struct AffixFile: Sendable {
    // MARK: Text

    /// `SET`: the encoding of both files (ISO8859-1 when absent, as in Hunspell).
    public internal(set) var encoding: DictionaryEncoding = .latin1
    /// The encoding's name as the first `SET` line writes it, when there is one (``encoding`` is
    /// ISO8859-1 when the name is one Hunspell does not know, as Hunspell reads it).
    public internal(set) var declaredEncoding: String?
    /// `LANG`: the language the file declares, as written.
    public internal(set) var language: String? {
        didSet {
            isTurkic = ["az", "az_AZ", "tr", "tr_TR", "crh"].contains(language ?? "")
            isHungarian = ["hu", "hu_HU"].contains(language ?? "")
        }
    }
    /// `FLAG`: how flags are written.
    var flagFormat: AffixFlagFormat = .singleByte
    /// `AF`: flag sets the `.dic` and affix lines name by number, from 1; each sorted.
    var flagAliases: [[AffixFlag]] = []
    /// `AM`: morphological fields the `.dic` and affix lines name by number, from 1.
    var morphologyAliases: [[UInt8]] = []
    /// `COMPLEXPREFIXES`: words, affixes and conditions are kept reversed, two prefixes allowed.
    var complexPrefixes = false
    /// `IGNORE`: characters removed from words, affixes and dictionary entries.
    var ignoredCharacters: [UInt8] = [] {
        didSet { ignored = characters(of: ignoredCharacters, utf8: isUTF8) }
    }
    /// The same, as the characters ``removingIgnored(_:)`` compares (read once the encoding is known).
    private(set) var ignored: [UInt32] = []
    /// `WORDCHARS`: characters that belong to words besides letters (bytes in ``encoding``).
    public internal(set) var wordCharacters: [UInt8]?
    /// `ICONV`, `OCONV`: how input is read and output written.
    var inputConversion = ReplacementTable()
    var outputConversion = ReplacementTable()
    /// `VERSION`.
    var version: [UInt8]?

    // MARK: Affixes

    /// `PFX` entries, in file order (`SFX` ones under `COMPLEXPREFIXES`).
    var prefixes: [AffixEntry] = []
    /// `SFX` entries, in file order (`PFX` ones under `COMPLEXPREFIXES`).
    var suffixes: [AffixEntry] = []
    /// Whether some affix entry has flags after a `/` (even none): Hunspell then also tries two
    /// suffixes.
    var hasContinuations = false
    /// `FULLSTRIP`: an affix may strip a whole root.
    package internal(set) var fullStrip = false
    /// `NEEDAFFIX` (old name `PSEUDOROOT`): a root that is not a word without an affix.
    package internal(set) var needAffix: AffixFlag = 0
    /// `CIRCUMFIX`: affixes that come only as a prefix and a suffix together.
    package internal(set) var circumfix: AffixFlag = 0

    // MARK: Words

    /// `FORBIDDENWORD` (65510 when unset, as Hunspell has it).
    package internal(set) var forbiddenWord: AffixFlag = AffixFile.defaultForbiddenWord
    /// `KEEPCASE`: accepted only in the case written.
    var keepCase: AffixFlag = 0
    /// `FORCEUCASE`: a compound ending in this word must be capitalised.
    var forceUppercase: AffixFlag = 0
    /// `WARN`, `FORBIDWARN`: words to warn about, and whether a warning rejects.
    var warn: AffixFlag = 0
    var forbidWarn = false
    /// `CHECKSHARPS`: `SS` in capitals may stand for `ß`.
    var checkSharps = false
    /// `BREAK`: where a word may be split and its parts checked; `nil` until the file sets it
    /// (then `-`, `^-` and `-$`).
    var breakPatterns: [[UInt8]]?
    /// `NOSUGGEST`, `NONGRAMSUGGEST`, `SUBSTANDARD`, `LEMMA_PRESENT`: marks for suggestion and
    /// generation.
    package internal(set) var noSuggest: AffixFlag = 0
    var noNgramSuggest: AffixFlag = 0
    var substandard: AffixFlag = 0
    var lemmaPresent: AffixFlag = 0

    // MARK: Compounds

    var compoundFlag: AffixFlag = 0
    var compoundBegin: AffixFlag = 0
    var compoundMiddle: AffixFlag = 0
    var compoundEnd: AffixFlag = 0
    var compoundRoot: AffixFlag = 0
    var compoundPermit: AffixFlag = 0
    var compoundForbid: AffixFlag = 0
    package internal(set) var onlyInCompound: AffixFlag = 0
    /// `COMPOUNDMIN` (`nil`: 3).
    var compoundMinimum: Int?
    /// `COMPOUNDWORDMAX` (`nil`: no limit).
    var compoundWordMaximum: Int?
    var compoundMoreSuffixes = false
    var checkCompoundDuplicates = false
    var checkCompoundReplacements = false
    var checkCompoundTriple = false
    var simplifiedTriple = false
    var checkCompoundCase = false
    /// `CHECKCOMPOUNDPATTERN` lines.
    var compoundPatterns: [CompoundPattern] = []
    /// `COMPOUNDRULE` lines: flags, with `*` and `?` as their byte values.
    var compoundRules: [[AffixFlag]] = []
    /// `COMPOUNDSYLLABLE`: the most syllables and the vowels that count them.
    var compoundMaximumSyllables = 0
    var compoundVowels: [UInt32] = []
    /// `SYLLABLENUM`.
    var syllableNumber: [UInt8]?
    /// `CHECKNUM`.
    var checkNumbers = false

    // MARK: Suggestions

    /// `TRY`, `KEY`.
    var tryCharacters: [UInt8]?
    package internal(set) var keyboard: [UInt8]?
    /// `REP`: typical misspellings, and the `ph:` fields of the `.dic` added when it is read.
    var replacements: [Replacement] = []
    /// `MAP`: groups of related characters (or strings, in parentheses).
    package internal(set) var map: [[[UInt8]]] = []
    /// `PHONE`: pairs of rule and replacement.
    var phone: [([UInt8], [UInt8])] = []
    var maxNgramSuggestions: Int?
    var maxDifference: Int?
    var onlyMaxDifference = false
    var maxCompoundSuggestions: Int?
    var noSplitSuggestions = false
    var suggestionsWithDots = false

    // MARK: Reading

    /// What Hunspell would have warned about while reading, with the line.
    public internal(set) var warnings: [String] = []

    /// Hunspell's `FORBIDDENWORD` when a file sets none.
    static let defaultForbiddenWord: AffixFlag = 65510
    /// The flag Hunspell gives the capitalised forms it adds for mixed-case entries.
    static let onlyUppercase: AffixFlag = 65511

    /// Whether the dictionary is UTF-8.
    var isUTF8: Bool { encoding == .utf8 }

    /// Whether Hunspell treats the language's `i` and `I` as Turkish and Azeri do (`LANG`).
    private(set) var isTurkic = false
    /// Hungarian (`LANG`): Hunspell has rules of its own for it.
    private(set) var isHungarian = false
    /// `word` without the `IGNORE` characters, as Hunspell removes them from words, affixes and
    /// dictionary entries alike (whole UTF-8 sequences in a UTF-8 dictionary).
    func removingIgnored(_ word: [UInt8]) -> [UInt8] {
        guard !ignored.isEmpty else { return word }
        // Copied only from the first ignored character on.
        var result: [UInt8]?
        var index = 0
        while index < word.count {
            let length = isUTF8 ? utf8Length(word, at: index) : 1
            var iterator = CharacterIterator(bytes: word[index..<(index + length)], utf8: isUTF8)
            if let character = iterator.next(), ignored.contains(character) {
                if result == nil { result = Array(word[..<index]) }
            } else {
                result?.append(contentsOf: word[index..<(index + length)])
            }
            index += length
        }
        return result ?? word
    }

    /// The flags an `AF` number names (none for a number out of range).
    func alias(_ written: some Collection<UInt8>) -> [AffixFlag] {
        Self.alias(written, in: flagAliases)
    }

    /// The flags of `aliases` the `AF` number `written` names (none for a number out of range).
    static func alias(_ written: some Collection<UInt8>, in aliases: [[AffixFlag]]) -> [AffixFlag] {
        let number = written.cInteger
        return number >= 1 && number <= aliases.count ? aliases[number - 1] : []
    }

    /// Whether the file has `IGNORE` characters.
    var hasIgnoredCharacters: Bool { !ignored.isEmpty }

    /// Whether compounds are checked at all.
    var checksCompounds: Bool { compoundFlag != 0 || compoundBegin != 0 || !compoundRules.isEmpty }
}

/// A `REP` line: a pattern, and what it is replaced with in the middle of a word, at its start,
/// at its end, or as the whole word (`^` and `$` in the pattern).
struct Replacement: Sendable {
    var pattern: [UInt8]
    /// Indexed by position: 0 anywhere, 1 at the start, 2 at the end, 3 the whole word.
    var replacements: [[UInt8]] = [[], [], [], []]
}

/// A `CHECKCOMPOUNDPATTERN` line: compounds whose first part ends with `end` and second begins
/// with `begin` are forbidden (with `replacement`, written as it instead).
struct CompoundPattern: Sendable {
    var end: [UInt8] = []
    var endFlag: AffixFlag = 0
    var begin: [UInt8] = []
    var beginFlag: AffixFlag = 0
    var replacement: [UInt8]?
}

/// `ICONV` or `OCONV`: patterns and what they become, applied left to right, the longest pattern
/// first (`_` at a pattern's start or end anchors it, as in Hunspell's `RepList`).
struct ReplacementTable: Sendable {
    /// Sorted by pattern bytes.
    private(set) var entries: [Replacement] = []
    /// The bytes some pattern starts with, as bits: a word with none of them is left as it is
    /// without trying a pattern.
    private var firstBytes = ByteSet()

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(pattern written: [UInt8], output: [UInt8]) {
        var pattern = written[...]
        var position = 0
        if pattern.first == UInt8(ascii: "_") {
            pattern = pattern.dropFirst()
            position = 1
        }
        if pattern.last == UInt8(ascii: "_") {
            pattern = pattern.dropLast()
            position += 2
        }
        let key = Array(pattern).replacing([UInt8(ascii: "_")], with: [0x20])
        let value = output.replacing([UInt8(ascii: "_")], with: [0x20])
        if let index = entries.firstIndex(where: { $0.pattern == key }) {
            entries[index].replacements[position] = value
            return
        }
        var entry = Replacement(pattern: key)
        entry.replacements[position] = value
        if let first = key.first { firstBytes.insert(first) }
        let index = entries.firstIndex { $0.pattern.lexicographicallyPrecedes(key) == false } ?? entries.endIndex
        entries.insert(entry, at: index)
    }

    /// `word` converted, or `nil` when nothing in it matched. A word nothing matches (most, even
    /// where patterns begin with common letters: French decomposes `à` as `a` and a combining
    /// accent) is read without being copied.
    func convert(_ word: [UInt8]) -> [UInt8]? {
        var index = 0
        while index < word.count {
            if firstBytes.contains(word[index]), let first = match(word, at: index) {
                return converted(word, from: index, first: first)
            }
            index += 1
        }
        return nil
    }

    /// `word` converted from `start`, where `first` matched, on.
    private func converted(_ word: [UInt8], from start: Int, first: (pattern: Int, replacement: [UInt8])) -> [UInt8] {
        var output = Array(word[..<start]) + first.replacement
        var index = start + first.pattern
        while index < word.count {
            if firstBytes.contains(word[index]), let (pattern, replacement) = match(word, at: index) {
                output += replacement
                index += pattern
            } else {
                output.append(word[index])
                index += 1
            }
        }
        return output
    }

    /// The longest entry whose pattern starts at `index` (its pattern's length), with the
    /// replacement for where it stands (falling back as Hunspell's `RepList::replace` does), when
    /// it has one. Entries are sorted, so those that can start there are the run of patterns
    /// beginning with the byte there (and an empty pattern, sorted first), and the longest
    /// match is the last in it.
    private func match(_ word: [UInt8], at index: Int) -> (pattern: Int, replacement: [UInt8])? {
        let rest = word[index...]
        let byte = word[index]
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if let first = entries[middle].pattern.first, first >= byte { high = middle } else { low = middle + 1 }
        }
        var found: Int?
        var candidate = low
        while candidate < entries.count, entries[candidate].pattern.first == byte {
            if rest.starts(with: entries[candidate].pattern) { found = candidate }
            candidate += 1
        }
        if found == nil, entries.first?.pattern.isEmpty == true { found = 0 }
        guard let found else { return nil }
        let entry = entries[found]
        let atStart = index == 0
        var position = atStart ? 1 : 0
        if rest.count == entry.pattern.count { position = atStart ? 3 : 2 }
        while position > 0, entry.replacements[position].isEmpty {
            position = position == 2 && !atStart ? 0 : position - 1
        }
        let replacement = entry.replacements[position]
        return replacement.isEmpty ? nil : (entry.pattern.count, replacement)
    }
}
