import Foundation

/// A Hunspell dictionary (an `.aff` and a `.dic` file), read and checked in Swift: the verdicts of
/// hunspell 1.7.1's `Hunspell_spell`, on every platform, with no C library.
///
/// The value is immutable and `Sendable`; checking takes no lock, so any number of threads may
/// check with one dictionary at once.
///
/// ```swift
/// let affix = Array("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8)
/// let words = Array("2\ncat/S\ndog\n".utf8)
/// let dictionary = try HunspellDictionary(affix: affix, dictionary: words)
/// dictionary.spell("cats")   // true
/// dictionary.spell("dogs")   // false
/// dictionary.spell("CAT")    // true
/// ```
public struct HunspellDictionary: Sendable {
    /// Everything read, shared by copies of the value.
    let storage: DictionaryStorage

    var affix: AffixFile { storage.affix }
    var words: WordTable { storage.words }
    var prefixes: AffixIndex { storage.prefixes }
    var suffixes: AffixIndex { storage.suffixes }

    /// What reading the `.aff` file would have made Hunspell warn about.
    public var warnings: [String] { storage.affix.warnings }

    /// The encoding of the dictionary's files (`SET`).
    public var encoding: DictionaryEncoding { storage.affix.encoding }

    /// The language the `.aff` file declares (`LANG`), as written.
    public var declaredLanguage: String? { storage.affix.language }

    init(storage: DictionaryStorage) {
        self.storage = storage
    }

    /// Reads a dictionary from its files' bytes.
    ///
    /// - Parameters:
    ///   - affix: the `.aff` file's bytes.
    ///   - dictionary: the `.dic` file's bytes.
    ///   - affixPath: the `.aff` file's name in warnings.
    ///   - dictionaryPath: the `.dic` file's name in errors.
    /// - Throws: ``DictionaryFileError`` when the `.dic` file has no valid word count, or a file
    ///   is larger than the engine reads (hundreds of MB; real ones are a few).
    public init(affix: [UInt8], dictionary: [UInt8], affixPath: String = "(aff)", dictionaryPath: String = "(dic)")
        throws(DictionaryFileError) {
        // The whole file is one piece.
        var reader = try Reader(affix: affix, dictionarySize: dictionary.count, affixPath: affixPath, dictionaryPath: dictionaryPath)
        try reader.read(dictionary)
        self = try reader.finish()
    }

    /// Reads a dictionary from its files.
    ///
    /// - Throws: ``DictionaryFileError`` when a file cannot be read or is larger than the engine
    ///   reads, or the `.dic` file has no valid word count.
    public init(affixURL: URL, dictionaryURL: URL) throws(DictionaryFileError) {
        func read(_ url: URL) throws(DictionaryFileError) -> [UInt8] {
            do {
                return Array(try Data(contentsOf: url))
            } catch {
                throw DictionaryFileError(path: url.path, reason: "cannot read: \(error.localizedDescription)")
            }
        }
        try self.init(affix: read(affixURL), dictionary: read(dictionaryURL), affixPath: affixURL.path, dictionaryPath: dictionaryURL.path)
    }

    /// Whether `word` is correct, as `Hunspell_spell` answers for the bytes the hunspell tool
    /// hands it: the word in the dictionary's encoding, cut at the first character the encoding
    /// lacks.
    public func spell(_ word: String) -> Bool {
        spell(bytes: encoding.convertedPrefix(word))
    }

    /// Whether `word`, bytes in the dictionary's encoding, is correct (`Hunspell_spell`).
    public func spell(bytes word: [UInt8]) -> Bool {
        spellReportingCompound(bytes: word).correct
    }

    /// Whether `word` is correct, and whether it took a compound to accept it (Hunspell's
    /// suggestions offer such words only in a second pass).
    func spellReportingCompound(bytes word: [UInt8]) -> (correct: Bool, compound: Bool) {
        storage.prefixes.withHandle { prefixes in
            storage.suffixes.withHandle { suffixes in
                var lookup = Lookup(storage, prefixes: prefixes, suffixes: suffixes)
                let correct = lookup.spell(word)
                return (correct, lookup.acceptedCompound)
            }
        }
    }
}

/// A dictionary's files, read: the `.aff` file's values, the words, and what checking derives
/// from them. Immutable once made, so shared by any number of threads.
final class DictionaryStorage: Sendable {
    /// The `.aff` file's values, without its affix entries: those are in ``prefixes`` and
    /// ``suffixes``, flat.
    let affix: AffixFile
    /// The settings checking reads for every word, as plain values.
    let rules: SpellRules
    let words: WordTable
    let letterCase: LetterCase
    let prefixes: AffixIndex
    let suffixes: AffixIndex
    /// `ICONV`: how a word is read before it is checked.
    let inputConversion: ReplacementTable
    /// `REP` lines and the `.dic`'s `ph:` fields.
    let replacements: [Replacement]
    /// Flags that some affix names after its `/`: the classes that may follow another.
    let continuationClasses: FlagSet
    /// `BREAK` patterns (`-`, `^-`, `-$` when the file sets none).
    let breakPatterns: [[UInt8]]
    /// `COMPOUNDMIN` (3 when the file sets none).
    let compoundMinimum: Int
    /// Whether compounds are checked at all.
    let checksCompounds: Bool
    /// `CHECKCOMPOUNDPATTERN`, `COMPOUNDRULE` and `COMPOUNDSYLLABLE`'s vowels, read by the
    /// compound check.
    let compoundPatternTable: CompoundPatternTable
    let compoundRules: [[AffixFlag]]
    let compoundVowels: [UInt32]
    /// The flags the `COMPOUNDRULE` lines name (not their `*` and `?`): an entry with none of
    /// them is in no rule.
    let compoundRuleFlags: FlagSet
    /// The spellings of the entries that may be a compound's first part as they are (see
    /// ``compoundFirstParts(of:rules:ruleFlags:checksCompounds:)``): most splits of a word are none, and the
    /// filter says so in the cache.
    let compoundFirstParts: SpellingFilter
    /// A checksum of the `.aff` file's bytes, which stored words carry (see `StoredWords`).
    let affixChecksum: UInt64

    /// The dictionary of an `.aff` file read (`affixChecksum` its bytes' checksum) and a `.dic`
    /// file's `words`, whose `ph:` fields made `phoneticReplacements`.
    init(affixFile: AffixFile, affixChecksum: UInt64, letterCase: LetterCase, words: WordTable, phoneticReplacements: [Replacement]) {
        self.affixChecksum = affixChecksum
        // The affix entries live on flat in the indexes below; the objects they were read into
        // are not kept.
        var kept = affixFile
        kept.prefixes = []
        kept.suffixes = []
        self.affix = kept
        rules = SpellRules(affixFile)
        inputConversion = affixFile.inputConversion
        compoundPatternTable = CompoundPatternTable(affixFile.compoundPatterns)
        compoundRules = affixFile.compoundRules
        compoundVowels = affixFile.compoundVowels
        compoundRuleFlags = FlagSet(affixFile.compoundRules.joined().filter { $0 != AffixFlag(UInt8(ascii: "*")) && $0 != AffixFlag(UInt8(ascii: "?")) })
        self.letterCase = letterCase
        self.words = words
        let continuationClasses = FlagSet((affixFile.prefixes + affixFile.suffixes).flatMap(\.continuation))
        self.continuationClasses = continuationClasses
        prefixes = AffixIndex(affixFile.prefixes, isSuffix: false, continuationClasses: continuationClasses)
        suffixes = AffixIndex(affixFile.suffixes, isSuffix: true, continuationClasses: continuationClasses)
        replacements = affixFile.replacements + phoneticReplacements
        breakPatterns = affixFile.breakPatterns ?? ["-", "^-", "-$"].map { Array($0.utf8) }
        compoundMinimum = affixFile.compoundMinimum ?? 3
        checksCompounds = affixFile.checksCompounds
        compoundFirstParts = Self.compoundFirstParts(of: words, rules: rules, ruleFlags: compoundRuleFlags, checksCompounds: checksCompounds)
    }

    /// The spellings of `words` some entry of which has a flag that lets it begin or continue a
    /// compound as it is (`COMPOUNDFLAG`, `COMPOUNDBEGIN`, `COMPOUNDMIDDLE`, a `COMPOUNDRULE`
    /// flag) or forbids it (`COMPOUNDFORBIDFLAG`): of the first parts a compound check looks up,
    /// only these can be taken, or stop the check, unaffixed. Without compounds, nothing is
    /// worked out (the filter is never asked).
    static func compoundFirstParts(of words: WordTable, rules: SpellRules, ruleFlags: FlagSet, checksCompounds: Bool) -> SpellingFilter {
        guard checksCompounds else { return SpellingFilter() }
        let flags = [rules.compoundFlag, rules.compoundBegin, rules.compoundMiddle, rules.compoundForbid].filter { $0 != 0 }
        return words.filter(flagsMatching: { entryFlags, run in
            flags.contains { entryFlags.containsSorted($0, in: run) } || entryFlags[run].contains(where: ruleFlags.contains)
        })
    }

    /// The rules of `base` with other words.
    init(rules base: DictionaryStorage, words: WordTable) {
        affix = base.affix
        affixChecksum = base.affixChecksum
        rules = base.rules
        inputConversion = base.inputConversion
        compoundPatternTable = base.compoundPatternTable
        compoundRules = base.compoundRules
        compoundVowels = base.compoundVowels
        compoundRuleFlags = base.compoundRuleFlags
        letterCase = base.letterCase
        prefixes = base.prefixes
        suffixes = base.suffixes
        replacements = base.replacements
        continuationClasses = base.continuationClasses
        breakPatterns = base.breakPatterns
        compoundMinimum = base.compoundMinimum
        checksCompounds = base.checksCompounds
        compoundFirstParts = Self.compoundFirstParts(of: words, rules: base.rules, ruleFlags: base.compoundRuleFlags,
                                                     checksCompounds: base.checksCompounds)
        self.words = words
    }
}

extension HunspellDictionary {
    /// The words the `.dic` file lists, as written there (without their flags; each spelling
    /// once, in file order). Hunspell's own capitalised forms of mixed-case words are not among them.
    public var listedWords: [String] {
        var seen: Set<[UInt8]> = []
        var words: [String] = []
        let table = storage.words
        for number in table.entries.indices.lazy.map(WordTable.Number.init) where !table.has(number, AffixFile.onlyUppercase) {
            let spelling = Array(table.word(number))
            guard seen.insert(spelling).inserted else { continue }
            let written = storage.rules.complexPrefixes ? reverseCharacters(spelling, utf8: storage.rules.isUTF8) : spelling
            if let word = encoding.decode(written), !word.isEmpty { words.append(word) }
        }
        return words
    }
}
