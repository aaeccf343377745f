import Foundation

/// What a Hunspell `.aff` file says about its language's misspellings: the `REP` table
/// (spellings people write for others, such as German `ss` for `ß` or English `alot` for
/// `a lot`), the `MAP` table (related characters, such as French `e é è ê ë`) and the `KEY`
/// table (the keyboard), as Hunspell's `parse_reptable`, `parse_maptable` and `KEY` read them.
struct SuggestionTables: Sendable, Equatable {
    /// One `REP` line: `typed` (a part of the misspelled word) is a slip for `intended`.
    struct Replacement: Sendable, Equatable {
        /// Lower case; `_` in the file is a space.
        let typed: String
        let intended: String
        /// `^` before the pattern: only at the start of the word.
        let atStart: Bool
        /// `$` after the pattern: only at the end of the word.
        let atEnd: Bool
    }

    var replacements: [Replacement] = []
    /// `MAP` groups: each a set of related characters or strings (`(ss)(ß)`), lower case.
    var related: [[String]] = []
    /// `KEY`: the keyboard, when the file names one.
    var keyboard: KeyboardLayout?

    init() {}

    /// The tables of an `.aff` file as the engine's reader read it; entries that are not text
    /// in the file's encoding are skipped, as are repeats.
    init(affixFile: AffixFile) {
        let encoding = affixFile.encoding
        let text = { (bytes: [UInt8]) in encoding.decode(bytes)?.precomposedLowercased }
        var seen: Set<[String]> = []
        for row in affixFile.writtenReplacements {
            guard let typed = text(row.typed), let intended = text(row.intended), !typed.isEmpty, typed != intended,
                  seen.insert([typed, intended, "\(row.atStart)\(row.atEnd)"]).inserted else { continue }
            replacements.append(Replacement(typed: typed, intended: intended, atStart: row.atStart, atEnd: row.atEnd))
        }
        for written in affixFile.map {
            var group: [String] = []
            for element in written {
                guard let element = text(element), !element.isEmpty, !group.contains(element) else { continue }
                group.append(element)
            }
            if group.count > 1, seen.insert(group).inserted { related.append(group) }
        }
        keyboard = affixFile.keyboard.flatMap(text).map(KeyboardLayout.init(hunspellKey:))
    }
}
