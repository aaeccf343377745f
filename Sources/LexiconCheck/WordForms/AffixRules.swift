import Foundation

/// The affix rules of a Hunspell `.aff` file: what a word-form expansion needs of it (the prefix
/// and suffix classes, the flag format and aliases, the flags with a special meaning), read line
/// by line as Hunspell reads them.
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
    /// How flags are written (`FLAG`).
    let flagFormat: AffixFlagFormat
    /// `AF` lines: flag sets the `.dic` file names by number, from 1.
    let flagAliases: [[AffixFlag]]
    /// `PFX` classes by flag.
    let prefixes: [AffixFlag: AffixClass]
    /// `SFX` classes by flag.
    let suffixes: [AffixFlag: AffixClass]
    /// `NEEDAFFIX` (or its old name `PSEUDOROOT`): a word with it is not a word without an affix.
    let needAffix: AffixFlag?
    /// `ONLYINCOMPOUND`: only inside compounds.
    let onlyInCompound: AffixFlag?
    /// `FORBIDDENWORD`: not a word at all.
    let forbidden: AffixFlag?
    /// `CIRCUMFIX`: affixes that only come as a prefix and a suffix together.
    let circumfix: AffixFlag?
    /// `NOSUGGEST`: a word never offered as a suggestion (dictionaries mark vulgar words so).
    let noSuggest: AffixFlag?
    /// `FULLSTRIP`: an affix may strip the whole word.
    let fullStrip: Bool
    /// `COMPLEXPREFIXES`: prefixes are written reversed and may come two at a time (right-to-left
    /// languages). Expansion does not handle it yet.
    let complexPrefixes: Bool
    /// Whether the file has compound rules (`COMPOUNDFLAG`, `COMPOUNDBEGIN`, `COMPOUNDRULE`...).
    let compounds: Bool
    /// `OCONV`: how Hunspell writes the words it outputs (Dutch `ĳ` as `ij`).
    let outputConversion: ConversionTable

    /// Reads the rules from the raw bytes of an `.aff` file.
    init(affixData data: Data, path: String) throws(LexiconError) {
        let bytes = [UInt8](data)
        let encoding = try AffixSettings.encoding(ofAffixData: bytes, path: path)
        self.encoding = encoding
        var flagFormat = AffixFlagFormat.singleByte
        var aliases: [[AffixFlag]] = []
        var prefixes: [AffixFlag: AffixClass] = [:]
        var suffixes: [AffixFlag: AffixClass] = [:]
        var special: [String: AffixFlag] = [:]
        var fullStrip = false
        var complexPrefixes = false
        var compounds = false
        var outputConversion = ConversionTable()
        // Thousands of entries repeat a few hundred strips, appends, flag sets and conditions.
        var shared = SharedValues()

        let lines = Self.lines(of: bytes)
        var index = 0
        while index < lines.count {
            let fields = Self.fields(lines[index])
            index += 1
            guard let keyword = fields.first.map({ String(decoding: $0, as: UTF8.self) }) else { continue }
            switch keyword {
            case "FLAG" where fields.count > 1:
                flagFormat = AffixFlagFormat(flagValue: fields[1])
            case "FULLSTRIP":
                fullStrip = true
            case "COMPLEXPREFIXES":
                complexPrefixes = true
            case "NEEDAFFIX", "PSEUDOROOT", "ONLYINCOMPOUND", "FORBIDDENWORD", "CIRCUMFIX", "NOSUGGEST":
                if fields.count > 1 {
                    special[keyword == "PSEUDOROOT" ? "NEEDAFFIX" : keyword] = flagFormat.flag(fields[1])
                }
            case "OCONV" where fields.count > 1:
                // `OCONV n`, then n lines `OCONV pattern output`.
                let count = Int(String(decoding: fields[1], as: UTF8.self)) ?? 0
                for _ in 0..<min(max(0, count), lines.count - index) {
                    let entry = Self.fields(lines[index])
                    index += 1
                    guard entry.count >= 3, let pattern = encoding.decode(entry[1]), let output = encoding.decode(entry[2]) else { continue }
                    outputConversion.add(pattern: pattern, output: output)
                }
            case "AF" where fields.count > 1:
                // `AF n`, then n lines `AF flags`.
                let count = Int(String(decoding: fields[1], as: UTF8.self)) ?? 0
                guard count > 0 else { continue }
                for _ in 0..<min(count, lines.count - index) {
                    let alias = Self.fields(lines[index])
                    index += 1
                    aliases.append(alias.count > 1 ? flagFormat.flags(alias[1]).sorted() : [])
                }
            case "PFX", "SFX":
                // `PFX flag Y|N count`, then count entry lines.
                guard fields.count >= 4, let count = Int(String(decoding: fields[3], as: UTF8.self)), count > 0
                else { continue }
                let flag = flagFormat.flag(fields[1])
                var affixClass = AffixClass(crossProduct: fields[2].first == UInt8(ascii: "Y"), entries: [])
                for _ in 0..<min(count, lines.count - index) {
                    let entry = Self.fields(lines[index])
                    index += 1
                    guard entry.count >= 4 else { continue }
                    let decode = { (bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] in
                        bytes.elementsEqual("0".utf8) ? [] : shared.scalars(Array((encoding.decode(bytes) ?? "").unicodeScalars))
                    }
                    let affixField = entry[3]
                    let slash = affixField.firstIndex(of: UInt8(ascii: "/"))
                    let continuation: [AffixFlag]
                    if let slash {
                        let flags = affixField[(slash + 1)...]
                        if aliases.isEmpty {
                            continuation = flagFormat.flags(flags).sorted()
                        } else {
                            continuation = Self.alias(flags, in: aliases)
                        }
                    } else {
                        continuation = []
                    }
                    let condition = entry.count > 4 ? shared.condition(AffixCondition(decode(entry[4]))) : .always
                    affixClass.entries.append(Entry(strip: decode(entry[2]), append: decode(affixField[..<(slash ?? affixField.endIndex)]),
                                                    continuation: shared.flags(continuation), condition: condition))
                }
                if keyword == "PFX" {
                    prefixes[flag, default: AffixClass(crossProduct: affixClass.crossProduct, entries: [])].entries += affixClass.entries
                } else {
                    suffixes[flag, default: AffixClass(crossProduct: affixClass.crossProduct, entries: [])].entries += affixClass.entries
                }
            default:
                if keyword.hasPrefix("COMPOUND") && keyword != "COMPOUNDMIN" { compounds = true }
            }
        }
        self.flagFormat = flagFormat
        self.flagAliases = aliases
        self.prefixes = prefixes
        self.suffixes = suffixes
        self.needAffix = special["NEEDAFFIX"]
        self.onlyInCompound = special["ONLYINCOMPOUND"]
        self.forbidden = special["FORBIDDENWORD"]
        self.circumfix = special["CIRCUMFIX"]
        self.noSuggest = special["NOSUGGEST"]
        self.fullStrip = fullStrip
        self.complexPrefixes = complexPrefixes
        self.compounds = compounds
        self.outputConversion = outputConversion
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

    /// The flags a `.dic` entry or an affix names: written out, or (with `AF` lines) the
    /// number of an alias.
    func flags(_ text: some Collection<UInt8>) -> [AffixFlag] {
        flagAliases.isEmpty ? flagFormat.flags(text).sorted() : Self.alias(text, in: flagAliases)
    }

    /// The alias numbered by the digits of `text` (from 1); none for a number out of range.
    private static func alias(_ text: some Collection<UInt8>, in aliases: [[AffixFlag]]) -> [AffixFlag] {
        let digits = text.prefix { (0x30...0x39).contains($0) }.prefix(9)
        let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return (1...aliases.count).contains(number) ? aliases[number - 1] : []
    }

    /// The file's lines without their line ends (LF, CRLF), a byte-order mark dropped.
    static func lines(of data: some Sequence<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        forEachLine(of: Array(data)) { lines.append($0) }
        return lines
    }

    /// Calls `body` with each line of a file's `bytes` as ``lines(of:)`` gives them, as slices of
    /// `bytes` (their indices count a byte-order mark), without an array of them all: a large
    /// `.dic` has hundreds of thousands.
    static func forEachLine(of bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let line = bytes[start..<end]
            body(line.last == 0x0D ? line.dropLast() : line)
            guard end < bytes.endIndex else { return }
            start = end + 1
        }
    }

    /// The fields of a line, separated by spaces and tabs.
    static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
    }
}
