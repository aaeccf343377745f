/// What lexcheck makes from a dictionary besides checking (word forms, the ranking of guesses)
/// reads the `.aff` and `.dic` files through these: as this reader reads them, in the file's
/// terms (prefixes as `PFX` lines write them, even under `COMPLEXPREFIXES`; conditions as
/// written), so that no other reader of the files is needed.
extension AffixFile {
    /// An affix entry as its `PFX` or `SFX` line writes it. `append` is without the `IGNORE`
    /// characters, as Hunspell reads it.
    package struct WrittenAffix: Sendable {
        package let flag: AffixFlag
        /// A `PFX` line (else `SFX`).
        package let isPrefix: Bool
        /// `Y` in the class's header.
        package let crossProduct: Bool
        package let strip: [UInt8]
        package let append: [UInt8]
        /// The flags after `/`, sorted (an `AF` alias's flags).
        package let continuation: [AffixFlag]
        /// The condition field as written, empty when there is none.
        package let condition: [UInt8]
    }

    /// The affix entries in file order, `PFX` lines first.
    package var writtenAffixes: [WrittenAffix] {
        // Under COMPLEXPREFIXES the entries are held reversed, `PFX` lines among the suffixes.
        let written = complexPrefixes ? [(suffixes, true), (prefixes, false)] : [(prefixes, true), (suffixes, false)]
        return written.flatMap { entries, isPrefix in
            entries.map { entry in
                WrittenAffix(flag: entry.flag, isPrefix: isPrefix, crossProduct: entry.crossProduct,
                             strip: complexPrefixes ? reverseCharacters(entry.strip, utf8: isUTF8) : entry.strip,
                             append: complexPrefixes ? reverseCharacters(entry.append, utf8: isUTF8) : entry.append,
                             continuation: entry.continuation, condition: entry.writtenCondition)
            }
        }
    }

    /// A `REP` line: `typed` (in a misspelling) is a slip for `intended`; `_` read as a space.
    package struct WrittenReplacement: Sendable {
        package let typed: [UInt8]
        package let intended: [UInt8]
        /// `^` before the pattern.
        package let atStart: Bool
        /// `$` after it.
        package let atEnd: Bool
    }

    /// The `REP` lines, in file order.
    package var writtenReplacements: [WrittenReplacement] {
        replacements.compactMap { row in
            guard let place = row.replacements.firstIndex(where: { !$0.isEmpty }) else { return nil }
            return WrittenReplacement(typed: row.pattern, intended: row.replacements[place], atStart: place & 1 != 0, atEnd: place & 2 != 0)
        }
    }

    /// An `OCONV` line: `pattern` becomes `output` at `place` (0 anywhere, 1 at the start of a
    /// word, 2 at its end, 3 as the whole word: `_` before or after the pattern), `_` inside
    /// either read as a space.
    package struct WrittenConversion: Sendable {
        package let pattern: [UInt8]
        package let place: Int
        package let output: [UInt8]
    }

    /// The `OCONV` lines, by pattern.
    package var writtenOutputConversions: [WrittenConversion] {
        outputConversion.entries.flatMap { entry in
            entry.replacements.indices.compactMap { place in
                entry.replacements[place].isEmpty ? nil
                    : WrittenConversion(pattern: entry.pattern, place: place, output: entry.replacements[place])
            }
        }
    }

    /// How lines of the `.dic` file read with this `.aff` file are split into words and flags.
    package var dictionaryLines: DictionaryLineReader {
        DictionaryLineReader(flagFormat: flagFormat, flagAliases: flagAliases)
    }
}

/// Splits `.dic` entry lines as the dictionary reader splits them, for readers that want the
/// words as written rather than a word table.
package struct DictionaryLineReader: Sendable {
    let flagFormat: AffixFlagFormat
    let flagAliases: [[AffixFlag]]

    /// The word and flags of an entry line: the morphological fields dropped, the flags after
    /// the first `/` that is not `\/` and not the first byte (escapes removed from the word), in
    /// the `FLAG` format or as an `AF` number, sorted. The word is as written (with its `IGNORE`
    /// characters, in file order under `COMPLEXPREFIXES`).
    package func entry(_ line: ArraySlice<UInt8>) -> (word: [UInt8], flags: [AffixFlag]) {
        var text = line
        if let start = DictionaryFileReader.morphologyStart(line) { text = line[..<(start - 1)] }
        var word = Array(text)
        guard let slash = DictionaryFileReader.flagSlash(&word) else { return (word, []) }
        let written = word[(slash + 1)...]
        let flags = flagAliases.isEmpty ? flagFormat.flags(written).sorted() : AffixFile.alias(written, in: flagAliases)
        word.removeSubrange(slash...)
        return (word, flags)
    }
}
