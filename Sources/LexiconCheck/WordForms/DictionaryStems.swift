import Foundation

/// The entries of a Hunspell `.dic` file, split as Hunspell's `load_tables` splits them: the word,
/// then its flags after the first `/` that is not `\/` (an escaped slash is part of the word),
/// then morphological fields (after a tab, or after the spaces before a field such as `po:noun`).
struct DictionaryStems: Sendable {
    /// A word of the file and its flags (sorted).
    struct Stem: Sendable {
        let word: [Unicode.Scalar]
        let flags: [AffixFlag]
    }

    let stems: [Stem]

    /// Reads the entries of `data` (the `.dic` file: a word count, then one entry per line),
    /// with the flag format and aliases of `rules`. A line whose word is not text in the
    /// dictionary's encoding is skipped (Hunspell would hold it as bytes no question can match).
    ///
    /// With `keeping`, only the entries whose flags it accepts are made stems: a question about
    /// a few entries (those a flag marks) does not decode every word of the file.
    init(dictionaryData data: Data, rules: AffixRules, keeping: ([AffixFlag]) -> Bool = { _ in true }) {
        var stems: [Stem] = []
        var isCountLine = true
        AffixRules.forEachLine(of: Array(data)) { line in
            if isCountLine {
                isCountLine = false
            } else if let stem = Self.stem(of: line, rules: rules, keeping: keeping) {
                stems.append(stem)
            }
        }
        self.stems = stems
    }

    /// Entries already read.
    init(stems: [Stem]) {
        self.stems = stems
    }

    /// The entry on `line` of a `.dic` file, or `nil` for a line with no word, one whose word is
    /// not text in the dictionary's encoding, or one whose flags `keeping` refuses.
    static func stem(of line: ArraySlice<UInt8>, rules: AffixRules, keeping: ([AffixFlag]) -> Bool = { _ in true }) -> Stem? {
        let entry = withoutMorphology(line)
        // The first "/" that is not escaped ("\/" is a slash of the word); one at the very
        // start is part of the word.
        var word: [UInt8] = []
        var flags: ArraySlice<UInt8> = []
        var position = entry.startIndex
        while position < entry.endIndex {
            let byte = entry[position]
            if byte == UInt8(ascii: "/") && position > entry.startIndex {
                if word.last == UInt8(ascii: "\\") {
                    word[word.count - 1] = byte
                } else {
                    flags = entry[(position + 1)...]
                    break
                }
            } else {
                word.append(byte)
            }
            position += 1
        }
        let parsed = flags.isEmpty ? [] : rules.flags(flags)
        guard !word.isEmpty, keeping(parsed), let text = rules.encoding.decode(word) else { return nil }
        return Stem(word: Array(text.unicodeScalars), flags: parsed)
    }

    /// `line` without its morphological fields: from a tab, or from the white space before the
    /// first field written `xx:` (two characters and a colon), whichever comes first.
    private static func withoutMorphology(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        var end = line.endIndex
        var colon = line.startIndex
        while let found = line[colon...].firstIndex(of: UInt8(ascii: ":")) {
            if found - line.startIndex > 3, isBlank(line[found - 3]) {
                var start = found - 3
                while start > line.startIndex, isBlank(line[start - 1]) { start -= 1 }
                end = start
                break
            }
            colon = found + 1
        }
        if let tab = line.firstIndex(of: 0x09), tab < end { end = tab }
        return line[..<end]
    }
}
