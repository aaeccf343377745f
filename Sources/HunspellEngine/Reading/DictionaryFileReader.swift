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
        let count = try HunspellDictionary.wordCount(ofDictionary: bytes, path: path)
        let lines = FileLines(bytes).lines
        words = WordTable(capacity: min(count, lines.count))
        for line in lines.dropFirst() {
            add(line)
        }
        words.finishFilling()
    }

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
        add(word, flags: flags, morphology: nil)
    }

    private mutating func add(_ line: ArraySlice<UInt8>) {
        var text = Array(line)
        var morphology: [UInt8]?
        if let start = Self.morphologyStart(text) {
            morphology = Array(text[start...])
            text.removeSubrange((start - 1)...)
        }
        var flags: [AffixFlag] = []
        if let slash = Self.flagSlash(&text) {
            let written = text[(slash + 1)...]
            flags = affix.flagAliases.isEmpty ? affix.flagFormat.flags(written).sorted() : alias(written)
            text.removeSubrange(slash...)
        }
        if let written = morphology, !affix.morphologyAliases.isEmpty {
            let number = written.cInteger
            morphology = number >= 1 && number <= affix.morphologyAliases.count ? affix.morphologyAliases[number - 1] : nil
        }
        add(text, flags: flags, morphology: morphology)
    }

    private mutating func add(_ text: [UInt8], flags: [AffixFlag], morphology: [UInt8]?) {
        let capitalization = letterCase.capitalization(text)
        addWord(text, flags: flags, morphology: morphology, onlyUppercase: false, capitalization: capitalization)

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
        var word = written
        word = affix.removingIgnored(word)
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
    static func morphologyStart(_ text: [UInt8]) -> Int? {
        var start: Int?
        var index = 0
        while let colon = text[index...].firstIndex(of: UInt8(ascii: ":")) {
            if colon > 3, text[colon - 3] == 0x20 || text[colon - 3] == 0x09 {
                var position = colon - 3
                while position > 0, text[position - 1] == 0x20 || text[position - 1] == 0x09 { position -= 1 }
                // The word ends at `position`; the fields start one byte after it.
                start = position == 0 ? nil : position + 1
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
