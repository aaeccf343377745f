/// Reads a `.dic` file into a ``WordTable``, line by line as hunspell 1.7.1 reads it: a count
/// line, then `word[/flags][ fields]`, where `\/` is a slash in the word, a `/` at the start
/// belongs to the word, morphological fields start at the first `xx:` after a blank (or at a
/// tab), flags are written in the `.aff`'s `FLAG` format or as an `AF` number.
struct DictionaryFileReader {
    private let affix: AffixFile
    private let letterCase: LetterCase
    private(set) var words: WordTable
    /// The `ph:` fields' replacements, added to the `.aff`'s `REP` table.
    private(set) var phoneticReplacements: [Replacement] = []

    init(bytes: [UInt8], path: String, affix: AffixFile, letterCase: LetterCase) throws(DictionaryFileError) {
        self.affix = affix
        self.letterCase = letterCase
        guard bytes.count <= Self.maximumFileSize else {
            throw DictionaryFileError(path: path, reason: "\(bytes.count) bytes, more than the \(Self.maximumFileSize) the Swift engine reads")
        }
        let count = try HunspellDictionary.wordCount(ofDictionary: bytes, path: path)
        // The count sizes the table, but no larger than the file's lines could fill.
        let lineCount = bytes.withUnsafeBufferPointer { $0.reduce(into: 1) { lines, byte in if byte == 0x0A { lines += 1 } } }
        // A line adds at most two entries (its word and a hidden capitalised form). A line's
        // spelling is at most the line: the file's size bounds the spellings, but for the
        // capitalised forms, which grow the store as needed.
        let lines = min(count, lineCount)
        words = WordTable(spellingCount: lines, entryCapacity: 2 * lines, spellingBytes: bytes.count)
        var flags: [AffixFlag] = []
        var isFirst = true
        bytes.withUnsafeBufferPointer { buffer in
            FileLines.forEachLine(of: buffer) { line in
                if isFirst {
                    isFirst = false
                } else {
                    add(line, flags: &flags)
                }
            }
        }
        words.finishFilling()
    }

    /// The largest `.dic` file read: its words, with the capitalised forms Hunspell adds, must
    /// stay within the 32-bit offsets of the word table's stores.
    static let maximumFileSize = WordTable.maximumStoreSize / 2

    /// A reader with no file, for words added at run time (see ``add(word:flags:)``).
    init(affix: AffixFile, letterCase: LetterCase) {
        self.affix = affix
        self.letterCase = letterCase
        words = WordTable()
    }

    /// Adds `word` (bytes in the dictionary's encoding) with `flags` as a `.dic` line with
    /// them would, its hidden capitalised form included (Hunspell's `add_word` and
    /// `add_hidden_capitalized_word`).
    mutating func add(word: [UInt8], flags: [AffixFlag]) {
        add(word[...], flags: flags, morphology: nil)
    }

    /// One line of the file. `flags` is room for the line's flags, kept from line to line.
    private mutating func add(_ line: Slice<UnsafeBufferPointer<UInt8>>, flags: inout [AffixFlag]) {
        var text = line
        var morphology: [UInt8]?
        if let start = Self.morphologyStart(line) {
            morphology = Array(line[start...])
            text = line[..<(start - 1)]
        }
        if let written = morphology, !affix.morphologyAliases.isEmpty {
            let number = written.cInteger
            morphology = number >= 1 && number <= affix.morphologyAliases.count ? affix.morphologyAliases[number - 1] : nil
        }
        flags.removeAll(keepingCapacity: true)
        guard let slash = text.firstIndex(of: UInt8(ascii: "/")) else {
            add(text, flags: flags, morphology: morphology)
            return
        }
        guard slash > text.startIndex, text[slash - 1] != UInt8(ascii: "\\") else {
            // A slash at the start or escaped: the general reading, on a copy.
            var copy = Array(text)
            if let slash = Self.flagSlash(&copy) {
                readFlags(copy[(slash + 1)...], into: &flags)
                copy.removeSubrange(slash...)
            }
            add(copy[...], flags: flags, morphology: morphology)
            return
        }
        readFlags(text[(slash + 1)...], into: &flags)
        add(text[..<slash], flags: flags, morphology: morphology)
    }

    /// Appends the flags written after a slash to `flags`, sorted (an `AF` alias's are).
    private func readFlags(_ written: some Collection<UInt8>, into flags: inout [AffixFlag]) {
        if affix.flagAliases.isEmpty {
            affix.flagFormat.appendFlags(written, to: &flags)
            flags.sort()
        } else {
            flags += alias(written)
        }
    }

    private mutating func add<Text: RandomAccessCollection<UInt8>>(_ text: Text, flags: [AffixFlag], morphology: [UInt8]?)
    where Text.Index == Int {
        let capitalization = letterCase.capitalization(text)
        if morphology == nil, !affix.complexPrefixes, !affix.hasIgnoredCharacters {
            // The common entry, added straight from where it lies.
            words.add(word: text, flags: flags, fields: nil, onlyUppercase: false)
        } else {
            addWord(Array(text), flags: flags, morphology: morphology, onlyUppercase: false, capitalization: capitalization)
        }

        // Mixed-case words and affixed all-capital ones get a hidden capitalised form, so that
        // OpenOffice.org is accepted as OPENOFFICE.ORG and CIA's as CIA'S.
        let hidden = capitalization == .mixed || capitalization == .mixedInitial || (capitalization == .all && !flags.isEmpty)
        if hidden, !(flags.containsSorted(affix.forbiddenWord)) {
            let capitalized = letterCase.capitalized(letterCase.lowercased(text))
            addWord(capitalized, flags: (flags + [AffixFile.onlyUppercase]).sorted(), morphology: morphology,
                    onlyUppercase: true, capitalization: .initial)
        }
    }

    private mutating func addWord(_ written: [UInt8], flags: [AffixFlag], morphology: [UInt8]?, onlyUppercase: Bool,
                                  capitalization: Capitalization) {
        var word = affix.removingIgnored(written)
        var fields = morphology
        if affix.complexPrefixes {
            word = reverseCharacters(word, utf8: affix.isUTF8)
            if let morphology, affix.morphologyAliases.isEmpty { fields = reverseCharacters(morphology, utf8: affix.isUTF8) }
        }
        if let fields { addPhonetic(fields, word: written, capitalization: capitalization) }
        words.add(word: word, flags: flags, fields: fields, onlyUppercase: onlyUppercase)
    }

    /// The `ph:` fields of an entry as replacements: `ph:prity` makes `prity` → `pretty`;
    /// `ph:priti->pretti` names both sides; a final `*` drops each side's last character.
    private mutating func addPhonetic(_ fields: [UInt8], word: [UInt8], capitalization: Capitalization) {
        for field in fields.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) where field.starts(with: "ph:".utf8) {
            var pattern = Array(field.dropFirst(3))
            guard !pattern.isEmpty else { continue }
            var wordPart = word
            if let arrow = pattern.firstIndex(of: Array("->".utf8)), arrow > 0, arrow < pattern.count - 2 {
                wordPart = Array(pattern[(arrow + 2)...])
                pattern.removeSubrange(arrow...)
            }
            if pattern.last == UInt8(ascii: "*") {
                let patternCut = lastCharacterLength(pattern.dropLast()) + 1
                let wordCut = lastCharacterLength(wordPart[...])
                if pattern.count > patternCut, wordPart.count > wordCut {
                    pattern.removeLast(patternCut)
                    wordPart.removeLast(wordCut)
                }
            }
            if capitalization == .initial, letterCase.capitalization(pattern) == .none {
                if affix.language == "de" || affix.isHungarian {
                    appendReplacement(pattern, letterCase.lowercased(wordPart))
                }
                appendReplacement(letterCase.capitalized(pattern), wordPart)
            }
            appendReplacement(pattern, wordPart)
        }
    }

    private mutating func appendReplacement(_ pattern: [UInt8], _ output: [UInt8]) {
        var replacement = Replacement(pattern: pattern)
        replacement.replacements[0] = output
        phoneticReplacements.append(replacement)
    }

    /// The byte length of the last character of `bytes`.
    private func lastCharacterLength(_ bytes: ArraySlice<UInt8>) -> Int {
        guard affix.isUTF8 else { return bytes.isEmpty ? 0 : 1 }
        var length = 0
        var index = bytes.endIndex
        while index > bytes.startIndex {
            index -= 1
            length += 1
            if bytes[index] & 0xC0 != 0x80 { break }
        }
        return length
    }

    private func alias(_ text: some Collection<UInt8>) -> [AffixFlag] {
        let number = text.cInteger
        return number >= 1 && number <= affix.flagAliases.count ? affix.flagAliases[number - 1] : []
    }

    /// Where an entry's morphological fields start: at the first `xx:` preceded by a blank (the
    /// blanks before it end the word), or after the first tab if that comes earlier.
    static func morphologyStart<Text: RandomAccessCollection<UInt8>>(_ text: Text) -> Int? where Text.Index == Int {
        let first = text.startIndex
        var start: Int?
        var index = first
        while let colon = text[index...].firstIndex(of: UInt8(ascii: ":")) {
            if colon - first > 3, text[colon - 3] == 0x20 || text[colon - 3] == 0x09 {
                var position = colon - 3
                while position > first, text[position - 1] == 0x20 || text[position - 1] == 0x09 { position -= 1 }
                // The word ends at `position`; the fields start one byte after it.
                start = position == first ? nil : position + 1
                break
            }
            index = colon + 1
        }
        if let tab = text.firstIndex(of: 0x09), tab < start ?? Int.max {
            start = tab + 1
        }
        return start
    }

    /// Where the flags' slash is: the first `/` not escaped as `\/` (escapes removed from
    /// `text`) and not the first byte.
    static func flagSlash(_ text: inout [UInt8]) -> Int? {
        var position = text.firstIndex(of: UInt8(ascii: "/"))
        while let slash = position {
            if slash == 0 {
                // A leading `/` belongs to the word; Hunspell then takes the next byte as the slash.
                return text.count > 1 ? 1 : nil
            }
            guard text[slash - 1] == UInt8(ascii: "\\") else { return slash }
            text.remove(at: slash - 1)
            position = text[slash...].firstIndex(of: UInt8(ascii: "/"))
        }
        return nil
    }
}
