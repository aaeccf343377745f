import Foundation

/// The entries of a Hunspell `.dic` file, split by the engine's reader as Hunspell's `load_tables`
/// splits them: the word, then its flags after the first `/` that is not `\/` (an escaped slash
/// is part of the word), then morphological fields (after a tab, or after the spaces before a
/// field such as `po:noun`).
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
        self.init(dictionaryData: data, lines: rules.dictionaryLines, encoding: rules.encoding, keeping: keeping)
    }

    /// Reads the entries of `data` as ``init(dictionaryData:rules:keeping:)`` does, with the
    /// `.aff` file's `lines` reader and `encoding` alone.
    init(dictionaryData data: Data, lines: DictionaryLineReader, encoding: DictionaryEncoding,
         keeping: ([AffixFlag]) -> Bool = { _ in true }) {
        var stems: [Stem] = []
        var isCountLine = true
        FileLines.forEach(in: Array(data)) { line in
            if isCountLine {
                isCountLine = false
            } else if let stem = Self.stem(of: line, lines: lines, encoding: encoding, keeping: keeping) {
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
    static func stem(of line: ArraySlice<UInt8>, rules: AffixRules) -> Stem? {
        stem(of: line, lines: rules.dictionaryLines, encoding: rules.encoding)
    }

    private static func stem(of line: ArraySlice<UInt8>, lines: DictionaryLineReader, encoding: DictionaryEncoding,
                             keeping: ([AffixFlag]) -> Bool = { _ in true }) -> Stem? {
        let (word, flags) = lines.entry(line)
        guard !word.isEmpty, keeping(flags), let text = encoding.decode(word) else { return nil }
        return Stem(word: Array(text.unicodeScalars), flags: flags)
    }
}
