/// Reads an `.aff` file into an ``AffixFile``, line by line as hunspell 1.7.1 reads it, from one
/// table of directives.
///
/// Hunspell reads `FLAG`, `AF`, `AM`, `SET`, `LANG`, `IGNORE` and `COMPLEXPREFIXES` in a first
/// pass (they change how every later line reads, wherever they stand), then everything in order;
/// a line it cannot read ends the reading, and what came before stays. A directive is
/// recognised by how its line starts, as Hunspell compares (`COMPOUNDMINX 2` is `COMPOUNDMIN`).
struct AffixFileParser {
    private(set) var file = AffixFile()
    private let lines: [ArraySlice<UInt8>]
    /// The next line to read (0-based).
    private var next = 0
    /// Strings and conditions read so far, each kept once (see `interned(_:)`).
    private var internedBytes: [RunKey<UInt8>: [UInt8]] = [:]
    private var internedConditions: [AffixCondition: AffixCondition] = [:]
    private let path: String

    /// How a directive's line is read.
    private enum Directive: Sendable {
        /// One flag; a second definition is an error.
        case flag(WritableKeyPath<AffixFile, AffixFlag> & Sendable)
        /// One number; a second definition is an error.
        case number(WritableKeyPath<AffixFile, Int?> & Sendable)
        /// A switch with no value.
        case on(WritableKeyPath<AffixFile, Bool> & Sendable)
        /// One string; a second definition is an error.
        case string(WritableKeyPath<AffixFile, [UInt8]?> & Sendable)
        /// Read in the first pass, checked again for a second definition in order.
        case firstPass
        /// Anything else: its own reader, which may read the lines after it. Returns an error.
        case table(@Sendable (inout AffixFileParser, [ArraySlice<UInt8>]) -> String?)
    }

    /// Every directive hunspell 1.7.1 reads in an `.aff` file.
    private static let directives: [String: Directive] = [
        "SET": .firstPass, "LANG": .firstPass, "IGNORE": .firstPass, "FLAG": .firstPass,
        "AF": .firstPass, "AM": .firstPass, "COMPLEXPREFIXES": .firstPass,
        "KEY": .string(\.keyboard), "TRY": .string(\.tryCharacters), "WORDCHARS": .string(\.wordCharacters),
        "SYLLABLENUM": .string(\.syllableNumber),
        "COMPOUNDFLAG": .flag(\.compoundFlag), "COMPOUNDMIDDLE": .flag(\.compoundMiddle),
        "COMPOUNDBEGIN": .table { $0.readCompoundEdge($1, begin: true) },
        "COMPOUNDEND": .table { $0.readCompoundEdge($1, begin: false) },
        "COMPOUNDROOT": .flag(\.compoundRoot), "COMPOUNDPERMITFLAG": .flag(\.compoundPermit),
        "COMPOUNDFORBIDFLAG": .flag(\.compoundForbid), "NOSUGGEST": .flag(\.noSuggest),
        "NONGRAMSUGGEST": .flag(\.noNgramSuggest), "FORBIDDENWORD": .flag(\.forbiddenWord),
        "LEMMA_PRESENT": .flag(\.lemmaPresent), "CIRCUMFIX": .flag(\.circumfix),
        "ONLYINCOMPOUND": .flag(\.onlyInCompound), "PSEUDOROOT": .flag(\.needAffix), "NEEDAFFIX": .flag(\.needAffix),
        "KEEPCASE": .flag(\.keepCase), "FORCEUCASE": .flag(\.forceUppercase), "WARN": .flag(\.warn),
        "SUBSTANDARD": .flag(\.substandard),
        "COMPOUNDWORDMAX": .number(\.compoundWordMaximum), "MAXNGRAMSUGS": .number(\.maxNgramSuggestions),
        "MAXDIFF": .number(\.maxDifference), "MAXCPDSUGS": .number(\.maxCompoundSuggestions),
        "COMPOUNDMIN": .table { $0.readCompoundMinimum($1) },
        "COMPOUNDMORESUFFIXES": .on(\.compoundMoreSuffixes), "CHECKCOMPOUNDDUP": .on(\.checkCompoundDuplicates),
        "CHECKCOMPOUNDREP": .on(\.checkCompoundReplacements), "CHECKCOMPOUNDTRIPLE": .on(\.checkCompoundTriple),
        "SIMPLIFIEDTRIPLE": .on(\.simplifiedTriple), "CHECKCOMPOUNDCASE": .on(\.checkCompoundCase),
        "CHECKNUM": .on(\.checkNumbers), "ONLYMAXDIFF": .on(\.onlyMaxDifference),
        "NOSPLITSUGS": .on(\.noSplitSuggestions), "FULLSTRIP": .on(\.fullStrip),
        "SUGSWITHDOTS": .on(\.suggestionsWithDots), "FORBIDWARN": .on(\.forbidWarn), "CHECKSHARPS": .on(\.checkSharps),
        "COMPOUNDSYLLABLE": .table { $0.readCompoundSyllable($1) },
        "ICONV": .table { $0.readConversion($1, keyword: "ICONV", into: \.inputConversion) },
        "OCONV": .table { $0.readConversion($1, keyword: "OCONV", into: \.outputConversion) },
        "REP": .table { $0.readReplacements($1) },
        "PHONE": .table { $0.readPhone($1) },
        "CHECKCOMPOUNDPATTERN": .table { $0.readCompoundPatterns($1) },
        "COMPOUNDRULE": .table { $0.readCompoundRules($1) },
        "MAP": .table { $0.readMap($1) },
        "BREAK": .table { $0.readBreaks($1) },
        "VERSION": .table { $0.readVersion($1) },
        "PFX": .table { $0.readAffixClass($1, prefix: true) },
        "SFX": .table { $0.readAffixClass($1, prefix: false) },
    ]

    /// The directive names, longest first, for lines whose first field only starts with one.
    private static let namesByLength = directives.keys.sorted { $0.count > $1.count }

    init(bytes: [UInt8], path: String) {
        lines = FileLines(bytes).lines
        self.path = path
        readFirstPass()
        readInOrder()
        // The special flags are known only now: each entry learns which its continuation holds.
        file.prefixes = file.prefixes.map { $0.withTraits(of: file) }
        file.suffixes = file.suffixes.map { $0.withTraits(of: file) }
    }

    // MARK: Passes

    /// What the first pass reads: the encoding, the language, the flag format and whether
    /// prefixes are written reversed.
    private static let firstPassKeywords = ["SET", "LANG", "COMPLEXPREFIXES", "FLAG"].map { Array($0.utf8) }
    /// What the second pass reads, with the format and encoding known: ignored characters and
    /// the alias tables.
    private static let aliasPassKeywords = ["IGNORE", "AF", "AM", "COMPLEXPREFIXES"].map { Array($0.utf8) }

    /// `SET`, `LANG`, `IGNORE`, `FLAG`, `AF`, `AM` and `COMPLEXPREFIXES`, first definitions.
    private mutating func readFirstPass() {
        var encodingName: [UInt8]?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            // A keyword starts its line: lines that start with none of these are not split.
            guard Self.firstPassKeywords.contains(where: { line.starts(with: $0) }) else { continue }
            let fields = FileLines.fields(line)
            guard let keyword = fields.first, line.first == keyword.first else { continue }
            if keyword.starts(with: "SET".utf8), encodingName == nil, fields.count > 1 {
                encodingName = Array(fields[1])
            } else if keyword.starts(with: "LANG".utf8), file.language == nil, fields.count > 1 {
                file.language = fields[1].text
            } else if keyword.starts(with: "COMPLEXPREFIXES".utf8) {
                file.complexPrefixes = true
            } else if keyword.elementsEqual("FLAG".utf8), fields.count > 1 {
                // A second `FLAG` line can change the format but not restore single bytes.
                let format = AffixFlagFormat(flagValue: line.dropFirst(4))
                if format != .singleByte { file.flagFormat = format }
            }
        }
        if let encodingName {
            file.declaredEncoding = encodingName.text
            if let encoding = DictionaryEncoding(hunspellName: encodingName.text) {
                file.encoding = encoding
            } else {
                file.warnings.append("\(path): unsupported encoding \(encodingName.text), read as ISO8859-1")
            }
        }
        // Flags and ignored characters read with the format and encoding now known.
        index = 0
        var sawAliases = false
        var sawMorphologyAliases = false
        var sawIgnore = false
        // Hunspell reverses `AM` values under a `COMPLEXPREFIXES` line read before them.
        var complexPrefixes = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard Self.aliasPassKeywords.contains(where: { line.starts(with: $0) }) else { continue }
            let fields = FileLines.fields(line)
            guard let keyword = fields.first, line.first == keyword.first else { continue }
            if line.starts(with: "COMPLEXPREFIXES".utf8) { complexPrefixes = true }
            if keyword.starts(with: "IGNORE".utf8), !sawIgnore, fields.count > 1 {
                sawIgnore = true
                file.ignoredCharacters = Array(fields[1])
            } else if keyword.elementsEqual("AF".utf8), !sawAliases {
                sawAliases = true
                file.flagAliases = readAliasTable(fields, from: &index, keyword: "AF").map { file.flagFormat.flags($0).sorted() }
            } else if keyword.elementsEqual("AM".utf8), !sawMorphologyAliases {
                sawMorphologyAliases = true
                file.morphologyAliases = readAliasTable(fields, from: &index, keyword: "AM").map {
                    complexPrefixes ? reverseCharacters(Array($0), utf8: file.isUTF8) : Array($0)
                }
            }
        }
    }

    /// The values of an `AF` or `AM` table: `KEY n`, then `n` lines `KEY value`.
    private func readAliasTable(_ header: [ArraySlice<UInt8>], from index: inout Int, keyword: String) -> [ArraySlice<UInt8>] {
        guard header.count > 1 else { return [] }
        let count = header[1].cInteger
        guard count > 0 else { return [] }
        var values: [ArraySlice<UInt8>] = []
        // No more lines than the file has left: a count may be as large as an `int`.
        for _ in 0..<min(count, lines.count - index) {
            let fields = FileLines.fields(lines[index])
            index += 1
            guard let first = fields.first, first.starts(with: keyword.utf8) else { return [] }
            values.append(fields.count > 1 ? (keyword == "AM" ? lines[index - 1][fields[1].startIndex...] : fields[1]) : [])
        }
        return values
    }

    /// Every line in order, until one cannot be read.
    private mutating func readInOrder() {
        var seen: Set<String> = []
        while next < lines.count {
            let lineNumber = next + 1
            let line = lines[next]
            next += 1
            let fields = FileLines.fields(line)
            guard let first = fields.first, line.first == first.first, first.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true,
                  let name = Self.name(of: first), let directive = Self.directives[name]
            else { continue }
            if let error = read(directive, name: name, fields: fields, seen: &seen) {
                file.warnings.append("\(path):\(lineNumber): \(error); the rest of the file is not read")
                return
            }
        }
    }

    /// The directive a line's first field names: itself, or the longest name it starts with.
    private static func name(of field: ArraySlice<UInt8>) -> String? {
        let text = field.text
        if directives[text] != nil { return text }
        return namesByLength.first { text.hasPrefix($0) && !["AF", "AM", "FLAG"].contains($0) }
    }

    private mutating func read(_ directive: Directive, name: String, fields: [ArraySlice<UInt8>], seen: inout Set<String>) -> String? {
        switch directive {
        case .flag(let keyPath):
            let current = file[keyPath: keyPath]
            guard current == 0 || current >= AffixFile.defaultForbiddenWord else { return "multiple definitions of \(name)" }
            guard fields.count > 1 else { return "\(name) without a value" }
            file[keyPath: keyPath] = file.flagFormat.flag(fields[1])
        case .number(let keyPath):
            guard file[keyPath: keyPath] == nil else { return "multiple definitions of \(name)" }
            guard fields.count > 1 else { return "\(name) without a value" }
            file[keyPath: keyPath] = fields[1].cInteger
        case .on(let keyPath):
            file[keyPath: keyPath] = true
        case .string(let keyPath):
            guard file[keyPath: keyPath] == nil else { return "multiple definitions of \(name)" }
            guard fields.count > 1 else { return "\(name) without a value" }
            file[keyPath: keyPath] = Array(fields[1])
        case .firstPass:
            if ["SET", "LANG", "IGNORE"].contains(name) {
                guard fields.count > 1 else { return "\(name) without a value" }
                guard seen.insert(name).inserted else { return "multiple definitions of \(name)" }
            }
        case .table(let reader):
            return reader(&self, fields)
        }
        return nil
    }

    // MARK: Directives with readers of their own

    /// `COMPOUNDBEGIN` and `COMPOUNDEND`, which swap under `COMPLEXPREFIXES`.
    private mutating func readCompoundEdge(_ fields: [ArraySlice<UInt8>], begin: Bool) -> String? {
        let keyPath: WritableKeyPath<AffixFile, AffixFlag> & Sendable = begin != file.complexPrefixes ? \.compoundBegin : \.compoundEnd
        var seen: Set<String> = []
        return read(.flag(keyPath), name: begin ? "COMPOUNDBEGIN" : "COMPOUNDEND", fields: fields, seen: &seen)
    }

    /// `COMPOUNDMIN n`: below 1 it is 1.
    private mutating func readCompoundMinimum(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.compoundMinimum == nil else { return "multiple definitions of COMPOUNDMIN" }
        guard fields.count > 1 else { return "COMPOUNDMIN without a value" }
        file.compoundMinimum = max(1, fields[1].cInteger)
        return nil
    }

    /// `COMPOUNDSYLLABLE max [vowels]` (vowels `AEIOUaeiou` when absent).
    private mutating func readCompoundSyllable(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard fields.count > 1 else { return "missing compoundsyllable information" }
        file.compoundMaximumSyllables = fields[1].cInteger
        let vowels = fields.count > 2 ? fields[2] : ArraySlice("AEIOUaeiou".utf8)
        file.compoundVowels = characters(of: vowels, utf8: file.isUTF8).sorted()
        return nil
    }

    private mutating func readVersion(_ fields: [ArraySlice<UInt8>]) -> String? {
        let line = lines[next - 1]
        if let start = line.dropFirst(7).firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) {
            file.version = Array(line[start...])
        }
        return nil
    }

    /// The header of a table (`KEY n`): its count, or an error. `allowZero` for `BREAK 0`.
    private func tableCount(_ fields: [ArraySlice<UInt8>], allowZero: Bool = false) -> Result<Int, TableError> {
        guard fields.count > 1 else { return .failure(TableError(message: "missing data")) }
        let count = fields[1].cInteger
        if count < (allowZero ? 0 : 1) { return .failure(TableError(message: "bad entry number")) }
        return .success(count)
    }

    private struct TableError: Error { var message: String }

    /// The next `count` lines of a table, each starting with `keyword`, as fields; `nil` when the
    /// file ends first or a line does not start so.
    private mutating func tableLines(_ count: Int, keyword: String) -> [[ArraySlice<UInt8>]]? {
        var rows: [[ArraySlice<UInt8>]] = []
        for _ in 0..<count {
            guard next < lines.count else { return nil }
            let fields = FileLines.fields(lines[next])
            next += 1
            guard let first = fields.first, first.starts(with: keyword.utf8) else { return nil }
            rows.append(fields)
        }
        return rows
    }

    private mutating func readConversion(_ fields: [ArraySlice<UInt8>], keyword: String,
                                         into keyPath: WritableKeyPath<AffixFile, ReplacementTable>) -> String? {
        guard file[keyPath: keyPath].isEmpty else { return "multiple table definitions" }
        let count: Int
        switch tableCount(fields) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: keyword) else { return "table is corrupt" }
        for row in rows {
            guard row.count > 2 else { return "table is corrupt" }
            file[keyPath: keyPath].add(pattern: Array(row[1]), output: Array(row[2]))
        }
        return nil
    }

    /// `REP n`, then `REP pattern replacement` (`^` and `$` anchor, `_` is a space).
    private mutating func readReplacements(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.replacements.isEmpty else { return "multiple table definitions" }
        let count: Int
        switch tableCount(fields) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: "REP") else { return "table is corrupt" }
        var replacements: [Replacement] = []
        for row in rows {
            guard row.count > 2 else { return "table is corrupt" }
            var pattern = row[1]
            var position = 0
            if pattern.first == UInt8(ascii: "^") {
                pattern = pattern.dropFirst()
                position = 1
            }
            var written = pattern.map(Self.underscoreAsSpace)
            if written.last == UInt8(ascii: "$") {
                written.removeLast()
                position += 2
            }
            var replacement = Replacement(pattern: written)
            replacement.replacements[position] = row[2].map(Self.underscoreAsSpace)
            guard !written.isEmpty else { return "table is corrupt" }
            replacements.append(replacement)
        }
        file.replacements = replacements
        return nil
    }

    /// `_` in a `REP` pattern or replacement stands for a space.
    private static func underscoreAsSpace(_ byte: UInt8) -> UInt8 {
        byte == UInt8(ascii: "_") ? 0x20 : byte
    }

    private mutating func readPhone(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.phone.isEmpty else { return "multiple table definitions" }
        let count: Int
        switch tableCount(fields) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: "PHONE") else { return "table is corrupt" }
        for row in rows {
            guard row.count > 2 else { return "table is corrupt" }
            file.phone.append((Array(row[1]), Array(row[2]).filter { $0 != UInt8(ascii: "_") }))
        }
        return nil
    }

    private mutating func readCompoundPatterns(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.compoundPatterns.isEmpty else { return "multiple table definitions" }
        let count: Int
        switch tableCount(fields) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: "CHECKCOMPOUNDPATTERN") else { return "table is corrupt" }
        for row in rows {
            var pattern = CompoundPattern()
            if row.count > 1 { (pattern.end, pattern.endFlag) = splitFlag(row[1]) }
            if row.count > 2 { (pattern.begin, pattern.beginFlag) = splitFlag(row[2]) }
            if row.count > 3 { pattern.replacement = Array(row[3]) }
            file.compoundPatterns.append(pattern)
        }
        return nil
    }

    /// `text/flag`: the text and the flag (0 without a slash).
    private func splitFlag(_ field: ArraySlice<UInt8>) -> ([UInt8], AffixFlag) {
        guard let slash = field.firstIndex(of: UInt8(ascii: "/")) else { return (Array(field), 0) }
        return (Array(field[..<slash]), file.flagFormat.flag(field[(slash + 1)...]))
    }

    /// `COMPOUNDRULE n`, then rules of flags, `*` and `?` (flags in parentheses in the long and
    /// numeric formats).
    private mutating func readCompoundRules(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.compoundRules.isEmpty else { return "multiple table definitions" }
        let count: Int
        switch tableCount(fields) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: "COMPOUNDRULE") else { return "table is corrupt" }
        for row in rows {
            var rule: [AffixFlag] = []
            if row.count > 1 {
                let text = row[1]
                if text.contains(UInt8(ascii: "(")) {
                    var index = text.startIndex
                    while index < text.endIndex {
                        var piece = text[index...index]
                        if text[index] == UInt8(ascii: "("), let close = text[index...].firstIndex(of: UInt8(ascii: ")")) {
                            piece = text[(index + 1)..<close]
                            index = close
                        }
                        if let only = piece.first, piece.count == 1, only == UInt8(ascii: "*") || only == UInt8(ascii: "?") {
                            rule.append(AffixFlag(only))
                        } else {
                            rule += file.flagFormat.flags(piece)
                        }
                        index += 1
                    }
                } else {
                    rule = file.flagFormat.flags(text)
                }
            }
            guard !rule.isEmpty else { return "table is corrupt" }
            file.compoundRules.append(rule)
        }
        return nil
    }

    /// `MAP n`, then groups: characters, or strings in parentheses.
    private mutating func readMap(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.map.isEmpty else { return "multiple table definitions" }
        let count: Int
        switch tableCount(fields) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: "MAP") else { return "table is corrupt" }
        for row in rows {
            var group: [[UInt8]] = []
            if row.count > 1 {
                let text = row[1]
                var index = text.startIndex
                while index < text.endIndex {
                    var end = index + 1
                    var start = index
                    if text[index] == UInt8(ascii: "("), let close = text[index...].firstIndex(of: UInt8(ascii: ")")) {
                        start = index + 1
                        end = close
                        group.append(Array(text[start..<end]))
                        index = close + 1
                        continue
                    }
                    if file.isUTF8, text[index] & 0xC0 == 0xC0 {
                        while end < text.endIndex, text[end] & 0xC0 == 0x80 { end += 1 }
                    }
                    group.append(Array(text[start..<end]))
                    index = end
                }
            }
            guard !group.isEmpty else { return "table is corrupt" }
            file.map.append(group)
        }
        return nil
    }

    /// `BREAK n` (0 allowed: no breaking), then one pattern a line.
    private mutating func readBreaks(_ fields: [ArraySlice<UInt8>]) -> String? {
        guard file.breakPatterns == nil else { return "multiple table definitions" }
        file.breakPatterns = []
        let count: Int
        switch tableCount(fields, allowZero: true) {
        case .success(let value): count = value
        case .failure(let error): return error.message
        }
        guard let rows = tableLines(count, keyword: "BREAK") else { return "table is corrupt" }
        for row in rows {
            guard row.count > 1 else { return "table is corrupt" }
            file.breakPatterns?.append(Array(row[1]))
        }
        return nil
    }

    // MARK: Affix classes

    /// `PFX flag Y|N n` (or `SFX`), then `n` entries `PFX flag strip append[/flags] [condition
    /// [morphology]]`.
    private mutating func readAffixClass(_ fields: [ArraySlice<UInt8>], prefix written: Bool) -> String? {
        guard fields.count >= 4 else { return "missing data" }
        let flag = file.flagFormat.flag(fields[1])
        let crossProduct = fields[2].first == UInt8(ascii: "Y")
        let count = fields[3].cInteger
        guard count > 0 else { return "bad entry number" }
        let prefix = written != file.complexPrefixes
        var entries: [AffixEntry] = []
        entries.reserveCapacity(min(count, lines.count - next))
        for _ in 0..<count {
            guard next < lines.count else { return "affix \(fields[1].text) is corrupt: the file ends" }
            let line = lines[next]
            let entry = FileLines.fields(line)
            next += 1
            guard entry.count >= 4, file.flagFormat.flag(entry[1]) == flag else {
                return "affix \(fields[1].text) is corrupt"
            }
            var strip = Array(entry[2])
            if file.complexPrefixes { strip = reversed(strip) }
            if strip == [UInt8(ascii: "0")] { strip = [] }

            let affixField = entry[3]
            let slash = affixField.firstIndex(of: UInt8(ascii: "/"))
            var append = file.removingIgnored(Array(affixField[..<(slash ?? affixField.endIndex)]))
            if file.complexPrefixes { append = reversed(append) }
            if append == [UInt8(ascii: "0")] { append = [] }
            var continuation: [AffixFlag] = []
            if let slash {
                file.hasContinuations = true
                let flags = affixField[(slash + 1)...]
                continuation = file.flagAliases.isEmpty ? file.flagFormat.flags(flags).sorted() : file.alias(flags)
            }

            var condition = AffixCondition.always
            if entry.count > 4 {
                condition = AffixCondition(entry[4], isSuffix: !prefix, complexPrefixes: file.complexPrefixes, utf8: file.isUTF8)
            }
            var morphology: [UInt8]?
            if entry.count > 5 {
                if file.morphologyAliases.isEmpty {
                    // Under COMPLEXPREFIXES Hunspell reverses the first field alone.
                    let first = Array(entry[5])
                    morphology = (file.complexPrefixes ? reverseCharacters(first, utf8: file.isUTF8) : first) + line[entry[5].endIndex...]
                } else {
                    let number = entry[5].cInteger
                    morphology = (1...max(1, file.morphologyAliases.count)).contains(number) && number <= file.morphologyAliases.count
                        ? file.morphologyAliases[number - 1] : nil
                }
            }
            entries.append(AffixEntry(flag: flag, crossProduct: crossProduct, strip: interned(strip), append: interned(append),
                                      continuation: continuation, condition: interned(condition),
                                      writtenCondition: entry.count > 4 ? interned(Array(entry[4])) : [],
                                      morphology: morphology.map { interned($0) }))
        }
        if prefix { file.prefixes += entries } else { file.suffixes += entries }
        return nil
    }

    /// `bytes`, sharing the storage of an equal array read before: a language's thousands of
    /// affix entries repeat a few hundred strings and conditions.
    private mutating func interned(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.isEmpty { return bytes }
        let key = RunKey(bytes)
        if let known = internedBytes[key] { return known }
        internedBytes[key] = bytes
        return bytes
    }

    private mutating func interned(_ condition: AffixCondition) -> AffixCondition {
        if let known = internedConditions[condition] { return known }
        internedConditions[condition] = condition
        return condition
    }

    /// `word` with its characters in reverse order (UTF-8 sequences kept whole).
    func reversed(_ word: [UInt8]) -> [UInt8] {
        reverseCharacters(word, utf8: file.isUTF8)
    }
}

/// The byte length of the UTF-8 sequence starting at `index` (1 for a stray byte).
func utf8Length(_ bytes: [UInt8], at index: Int) -> Int {
    var end = index + 1
    if bytes[index] >= 0xC0 {
        while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - index < 4 { end += 1 }
    }
    return end - index
}

/// `word` with its characters in reverse order: bytes in an 8-bit dictionary, UTF-8 sequences
/// kept whole in a UTF-8 one.
func reverseCharacters(_ word: [UInt8], utf8: Bool) -> [UInt8] {
    guard utf8 else { return word.reversed() }
    var pieces: [ArraySlice<UInt8>] = []
    var index = 0
    while index < word.count {
        let length = utf8Length(word, at: index)
        pieces.append(word[index..<(index + length)])
        index += length
    }
    return pieces.reversed().flatMap { $0 }
}

extension AffixFile {
    /// Reads an `.aff` file's bytes; `path` names it in warnings.
    public init(bytes: [UInt8], path: String) {
        self = AffixFileParser(bytes: bytes, path: path).file
    }
}
