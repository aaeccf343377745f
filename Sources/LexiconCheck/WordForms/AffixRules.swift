import Foundation

/// The affix rules of a Hunspell `.aff` file: what a word-form expansion needs of it (the prefix
/// and suffix classes, how `.dic` lines give their flags, the flags with a special meaning), as
/// the engine's reader (`AffixFile`) reads them, in characters rather than bytes.
struct AffixRules: Sendable {
    /// One line of an affix class: strip these characters, add those, when the condition holds.
    ///
    /// A class: an expansion reads entries by the thousand for one root, and a copy of a
    /// structure of four arrays would cost four reference counts each time.
    final class Entry: Sendable {
        /// Removed from the word first (`0` in the file: nothing).
        let strip: [Unicode.Scalar]
        /// Added after stripping (`0`: nothing).
        let append: [Unicode.Scalar]
        /// The flags after `/` in the affix field: affixes that may follow this one, and
        /// special flags such as `NEEDAFFIX` for the affixed form. Sorted.
        let continuation: [AffixFlag]
        /// What the word must start (prefix) or end (suffix) with.
        let condition: AffixCondition

        init(strip: [Unicode.Scalar], append: [Unicode.Scalar], continuation: [AffixFlag], condition: AffixCondition) {
            self.strip = strip
            self.append = append
            self.continuation = continuation
            self.condition = condition
        }
    }

    /// The entries of one flag (`SFX A Y 3` and its three lines).
    struct AffixClass: Sendable {
        /// `Y` in the header: the class combines with an affix of the other kind.
        let crossProduct: Bool
        var entries: [Entry]
    }

    /// The `.aff` file's encoding (`SET`).
    let encoding: DictionaryEncoding
    /// How the `.dic` file's lines read: the flag format and aliases.
    let dictionaryLines: DictionaryLineReader
    /// `PFX` classes by flag.
    let prefixes: [AffixFlag: AffixClass]
    /// `SFX` classes by flag.
    let suffixes: [AffixFlag: AffixClass]
    /// `NEEDAFFIX` (or its old name `PSEUDOROOT`): a word with it is not a word without an affix.
    let needAffix: AffixFlag?
    /// `ONLYINCOMPOUND`: only inside compounds.
    let onlyInCompound: AffixFlag?
    /// `FORBIDDENWORD`: not a word at all (65510 when the file sets none, as in Hunspell).
    let forbidden: AffixFlag?
    /// `CIRCUMFIX`: affixes that only come as a prefix and a suffix together.
    let circumfix: AffixFlag?
    /// `NOSUGGEST`: a word never offered as a suggestion (dictionaries mark vulgar words so).
    let noSuggest: AffixFlag?
    /// `FULLSTRIP`: an affix may strip the whole word.
    let fullStrip: Bool
    /// `OCONV`: how Hunspell writes the words it outputs (Dutch `ĳ` as `ij`).
    let outputConversion: ConversionTable

    /// Reads the rules from the raw bytes of an `.aff` file, with the engine's reader.
    ///
    /// - Throws: ``LexiconError/unsupportedEncoding(_:path:)`` when `SET` names an encoding
    ///   lexcheck cannot read.
    init(affixData data: Data, path: String) throws(LexiconError) {
        try self.init(affixFile: AffixFile(bytes: Array(data), path: path), path: path)
    }

    /// The rules of an `.aff` file the engine has read; `path` names it in errors.
    ///
    /// - Throws: ``LexiconError/unsupportedEncoding(_:path:)`` when `SET` names an encoding
    ///   lexcheck cannot read.
    init(affixFile: AffixFile, path: String) throws(LexiconError) {
        let encoding = try AffixSettings.encoding(of: affixFile, path: path)
        self.encoding = encoding
        dictionaryLines = affixFile.dictionaryLines
        fullStrip = affixFile.fullStrip
        // Thousands of entries repeat a few hundred strips, appends, flag sets and conditions.
        var shared = SharedValues()
        let decode = { (bytes: [UInt8]) -> [Unicode.Scalar] in
            shared.scalars(Array((encoding.decode(bytes) ?? "").unicodeScalars))
        }
        var prefixes: [AffixFlag: AffixClass] = [:]
        var suffixes: [AffixFlag: AffixClass] = [:]
        for affix in affixFile.writtenAffixes {
            var condition = AffixCondition.always
            if !affix.condition.isEmpty {
                let written = AffixCondition(decode(affix.condition))
                condition = shared.condition(written)
            }
            let continuation = shared.flags(affix.continuation)
            let entry = Entry(strip: decode(affix.strip), append: decode(affix.append), continuation: continuation, condition: condition)
            // A flag's classes, when it has several, are one (Hunspell keeps all their entries).
            if affix.isPrefix {
                prefixes[affix.flag, default: AffixClass(crossProduct: affix.crossProduct, entries: [])].entries.append(entry)
            } else {
                suffixes[affix.flag, default: AffixClass(crossProduct: affix.crossProduct, entries: [])].entries.append(entry)
            }
        }
        self.prefixes = prefixes
        self.suffixes = suffixes
        let set = { (flag: AffixFlag) in flag == 0 ? nil : flag }
        needAffix = set(affixFile.needAffix)
        onlyInCompound = set(affixFile.onlyInCompound)
        forbidden = set(affixFile.forbiddenWord)
        circumfix = set(affixFile.circumfix)
        noSuggest = set(affixFile.noSuggest)
        outputConversion = ConversionTable(outputConversionsOf: affixFile)
    }

    /// Equal values read once each, the first kept and handed out again: a language's affix
    /// entries repeat a few hundred strings, flag sets and conditions thousands of times.
    private struct SharedValues {
        private var scalarRuns: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
        private var flagRuns: [[AffixFlag]: [AffixFlag]] = [:]
        private var conditions: [AffixCondition: AffixCondition] = [:]

        mutating func scalars(_ value: [Unicode.Scalar]) -> [Unicode.Scalar] {
            value.isEmpty ? value : Self.shared(value, in: &scalarRuns)
        }

        mutating func flags(_ value: [AffixFlag]) -> [AffixFlag] {
            value.isEmpty ? value : Self.shared(value, in: &flagRuns)
        }

        mutating func condition(_ value: AffixCondition) -> AffixCondition {
            Self.shared(value, in: &conditions)
        }

        private static func shared<Value: Hashable>(_ value: Value, in values: inout [Value: Value]) -> Value {
            if let known = values[value] { return known }
            values[value] = value
            return value
        }
    }
}
