/// A character conversion table of an `.aff` file (`OCONV`: how Hunspell writes the words it
/// outputs; `ICONV`: how it reads the words it is given), applied as Hunspell's `RepList::conv`
/// applies it: left to right, at each place the longest pattern that matches, replaced by its
/// output for that place.
///
/// Dutch dictionaries write the ligature `ĳ` and output `ij` (`OCONV ĳ ij`); French ones output
/// the typographic apostrophe (`OCONV ' ’`); Korean ones store jamo and output syllables. A
/// pattern may be anchored with `_`: `_ab` only at the start of the word, `ab_` only at its end,
/// `_ab_` only as the whole word; `_` inside a pattern or output is a space.
struct ConversionTable: Sendable, Hashable {
    /// The replacements of one pattern, by where it is: anywhere, at the start, at the end, the
    /// whole word (`nil`: none given for that place).
    private struct Entry: Sendable, Hashable {
        var pattern: [Unicode.Scalar]
        var outputs: [[Unicode.Scalar]?] = [nil, nil, nil, nil]
    }

    /// Sorted by pattern, as Hunspell keeps them.
    private var entries: [Entry] = []

    /// A table with no entries: converts nothing.
    init() {}

    /// The `OCONV` table of an `.aff` file the engine has read (lines whose strings are not text
    /// in the file's encoding left out).
    init(outputConversionsOf affixFile: AffixFile) {
        for row in affixFile.writtenOutputConversions {
            guard let pattern = affixFile.encoding.decode(row.pattern), let output = affixFile.encoding.decode(row.output) else { continue }
            add(pattern: Array(pattern.unicodeScalars), place: row.place, output: Array(output.unicodeScalars))
        }
    }

    /// Whether the table converts nothing.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether converting may make a word longer: some output has more characters than its
    /// pattern.
    var mayLengthen: Bool {
        entries.contains { entry in entry.outputs.contains { ($0?.count ?? 0) > entry.pattern.count } }
    }

    /// Whether `scalar` is in some pattern: a character converting may replace.
    func mayReplace(_ scalar: Unicode.Scalar) -> Bool {
        entries.contains { $0.pattern.contains(scalar) }
    }

    /// Adds `pattern`'s `output` at `place` (0 anywhere, 1 at the start of a word, 2 at its
    /// end, 3 as the whole word), read already (spaces for `_`).
    mutating func add(pattern: [Unicode.Scalar], place: Int, output: [Unicode.Scalar]) {
        guard !pattern.isEmpty, !output.isEmpty, (0...3).contains(place) else { return }
        // Kept sorted by binary search: Korean tables have eleven thousand lines.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].pattern.lexicographicallyPrecedes(pattern, by: { $0.value < $1.value }) { low = middle + 1 } else { high = middle }
        }
        if low < entries.count && entries[low].pattern == pattern {
            entries[low].outputs[place] = output
            return
        }
        var entry = Entry(pattern: pattern)
        entry.outputs[place] = output
        entries.insert(entry, at: low)
    }

    /// `word` converted.
    func convert(_ word: String) -> String {
        guard !entries.isEmpty else { return word }
        let scalars = Array(word.unicodeScalars)
        var result = String.UnicodeScalarView()
        var position = 0
        while position < scalars.count {
            let rest = scalars[position...]
            // The longest pattern the rest starts with; only its output for this place counts
            // (a shorter pattern is not tried), as in Hunspell.
            if let entry = longestMatch(at: rest),
               let output = output(of: entry, atStart: position == 0, atEnd: position + entry.pattern.count == scalars.count) {
                result.append(contentsOf: output)
                position += entry.pattern.count
            } else {
                result.append(scalars[position])
                position += 1
            }
        }
        return String(result)
    }

    /// The entry with the longest pattern `rest` starts with: among the patterns that start
    /// with its first scalar (found by binary search), the last that matches (sorted, a longer
    /// pattern comes after its own beginning).
    private func longestMatch(at rest: ArraySlice<Unicode.Scalar>) -> Entry? {
        guard let first = rest.first?.value else { return nil }
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].pattern[0].value < first { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < entries.count && entries[end].pattern[0].value == first { end += 1 }
        return entries[low..<end].last { rest.starts(with: $0.pattern) }
    }

    /// The output of `entry` at a place: the most specific given, as Hunspell's
    /// `RepList::replace` falls back (whole word → end → anywhere; start → anywhere).
    private func output(of entry: Entry, atStart: Bool, atEnd: Bool) -> [Unicode.Scalar]? {
        var place = atStart ? 1 : 0
        if atEnd { place = atStart ? 3 : 2 }
        while place > 0 && entry.outputs[place] == nil {
            place = (place == 2 && !atStart) ? 0 : place - 1
        }
        return entry.outputs[place]
    }
}
