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
    /// The file's name in errors.
    private let path: String
    /// The file's size as its reader was told: with the count line, it sizes the table.
    private let expectedSize: Int
    /// The bytes read so far.
    private var bytesRead = 0
    /// The start of a line the last piece cut off, kept for the next piece.
    private var partialLine: [UInt8] = []
    /// Whether the count line is read (the table is made then).
    private var hasCount = false
    /// Room for a line's flags, kept from line to line.
    private var flags: [AffixFlag] = []
    /// When the table links its entries to their spellings (as they are added only to compare
    /// with linking them when the file is read).
    private let linking: WordTable.Linking

    /// A reader of a `.dic` file of about `expectedSize` bytes, which arrives through ``read(_:)``
    /// in pieces cut anywhere, then ``finish()``: the file is never held whole.
    init(path: String, expectedSize: Int, affix: AffixFile, letterCase: LetterCase,
         linking: WordTable.Linking = .whenFilled) throws(DictionaryFileError) {
        guard expectedSize <= Self.maximumFileSize else {
            throw DictionaryFileError(path: path, reason: "\(expectedSize) bytes, more than the \(Self.maximumFileSize) the Swift engine reads")
        }
        self.affix = affix
        self.letterCase = letterCase
        self.path = path
        self.expectedSize = expectedSize
        self.linking = linking
        words = WordTable()
    }

    /// Reads the next piece of the file: every line it ends, and the start of the one it cuts,
    /// kept until a later piece ends it.
    mutating func read(_ piece: UnsafeBufferPointer<UInt8>) throws(DictionaryFileError) {
        bytesRead += piece.count
        guard bytesRead <= Self.maximumFileSize else {
            throw DictionaryFileError(path: path, reason: "more than the \(Self.maximumFileSize) bytes the Swift engine reads")
        }
        // The flags' room is taken out of `self` while lines are read, so that filling it is
        // no access to all of `self` (which would copy the array each line).
        var flags = self.flags
        self.flags = []
        defer { self.flags = flags }
        var start = 0
        if !partialLine.isEmpty {
            guard let end = piece.firstIndex(of: 0x0A) else {
                partialLine.append(contentsOf: piece)
                return
            }
            partialLine.append(contentsOf: piece[..<end])
            let line = partialLine
            partialLine.removeAll(keepingCapacity: true)
            try line.withUnsafeBufferPointer { (buffer) throws(DictionaryFileError) in try read(line: buffer[...], flags: &flags) }
            start = end + 1
        }
        while let end = piece[start...].firstIndex(of: 0x0A) {
            try read(line: piece[start..<end], flags: &flags)
            start = end + 1
        }
        partialLine.append(contentsOf: piece[start...])
    }

    /// Reads the last line, when the file does not end with a line end, and readies the table
    /// for checking.
    mutating func finish() throws(DictionaryFileError) {
        if !partialLine.isEmpty || !hasCount {
            let line = partialLine
            partialLine = []
            var flags: [AffixFlag] = []
            try line.withUnsafeBufferPointer { (buffer) throws(DictionaryFileError) in try read(line: buffer[...], flags: &flags) }
        }
        words.finishFilling()
    }

    /// One line, without its LF: the count line first (a UTF-8 byte-order mark before it
    /// dropped), then entries; a CR before the LF dropped, as Hunspell's `mychomp` drops it.
    /// `flags` is room for the line's flags, kept from line to line.
    private mutating func read(line written: Slice<UnsafeBufferPointer<UInt8>>, flags: inout [AffixFlag]) throws(DictionaryFileError) {
        let line = written.last == 0x0D ? written.dropLast() : written
        guard hasCount else {
            try readCount(line)
            return
        }
        add(line, flags: &flags)
    }

    /// Reads the count line and makes the table for it.
    private mutating func readCount(_ line: Slice<UnsafeBufferPointer<UInt8>>) throws(DictionaryFileError) {
        guard bytesRead > 0 else { throw DictionaryFileError(path: path, reason: "the file is empty") }
        let count = try HunspellDictionary.wordCount(countLine: line, path: path)
        hasCount = true
        // The count sizes the table, but no larger than the file could fill: a line with a word
        // has a byte and a line end. A line adds at most two entries (its word and a hidden
        // capitalised form); a spelling is at most its line, so the file's size bounds the
        // spellings, but for the capitalised forms, which grow the store as needed. Room
        // reserved costs nothing until written, so a count that overstates the words (Debian's
        // ar.dic's does) costs nothing either. The slots are made when the words are all read,
        // for as many entries as came but no more than lines of eight bytes make (real lines
        // are about that long or longer; a file of short lines repeating a word would
        // otherwise make slots for every line), and grow if more spellings come.
        let lines = min(count, expectedSize / 2 + 1)
        words = WordTable(entryCapacity: 2 * lines, spellingBytes: expectedSize, linking: linking,
                          spellingEstimate: expectedSize / 8 + 1)
    }

    /// The largest `.dic` file read: its words, with the capitalised forms Hunspell adds, must
    /// stay within the 32-bit offsets of the word table's stores.
    static let maximumFileSize = WordTable.maximumStoreSize / 2

    /// A reader with no file, for words added at run time (see ``add(word:flags:)``).
    init(affix: AffixFile, letterCase: LetterCase) {
        self.affix = affix
        self.letterCase = letterCase
        path = ""
        expectedSize = 0
        linking = .asAdded
        words = WordTable()
    }

    /// Adds `word` (bytes in the dictionary's encoding) with `flags` as a `.dic` line with
    /// them would, its hidden capitalised form included (Hunspell's `add_word` and
    /// `add_hidden_capitalized_word`).
    mutating func add(word: [UInt8], flags: [AffixFlag]) {
        add(word[...], flags: flags, morphology: nil)
    }

    /// One entry line. `flags` is room for its flags.
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
            flags += affix.alias(written)
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
