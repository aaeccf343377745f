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

    /// Reads the tables from the raw bytes of an `.aff` file in `encoding`; lines that cannot be
    /// read are skipped, as Hunspell skips what it cannot use.
    init(affixData data: some Sequence<UInt8>, encoding: DictionaryEncoding) {
        var seen: Set<[String]> = []
        for line in AffixRules.lines(of: data) {
            guard let first = line.first, first == UInt8(ascii: "R") || first == UInt8(ascii: "M") || first == UInt8(ascii: "K")
            else { continue }
            let fields = AffixRules.fields(line)
            guard fields.count >= 2, let keyword = String(bytes: fields[0], encoding: .ascii),
                  let value = encoding.decode(fields[1])?.precomposedLowercased else { continue }
            switch keyword {
            case "REP" where fields.count >= 3:
                // `REP count` has two fields; each entry `REP pattern replacement` three.
                guard var intended = encoding.decode(fields[2])?.precomposedLowercased else { continue }
                var typed = Substring(value)
                let atStart = typed.hasPrefix("^"), atEnd = typed.count > 1 && typed.hasSuffix("$")
                if atStart { typed = typed.dropFirst() }
                if atEnd { typed = typed.dropLast() }
                let pattern = typed.replacingOccurrences(of: "_", with: " ")
                intended = intended.replacingOccurrences(of: "_", with: " ")
                guard !pattern.isEmpty, pattern != intended, seen.insert([pattern, intended, "\(atStart)\(atEnd)"]).inserted
                else { continue }
                replacements.append(Replacement(typed: pattern, intended: intended, atStart: atStart, atEnd: atEnd))
            case "MAP" where Int(value) == nil:
                let group = Self.mapGroup(value)
                if group.count > 1, seen.insert(group).inserted { related.append(group) }
            case "KEY":
                keyboard = KeyboardLayout(hunspellKey: value)
            default:
                continue
            }
        }
    }

    /// The elements of a `MAP` line: single characters, or strings in parentheses.
    private static func mapGroup(_ line: String) -> [String] {
        var elements: [String] = []
        var open: String?
        for character in line {
            if character == "(" , open == nil {
                open = ""
            } else if character == ")", let text = open {
                if !text.isEmpty { elements.append(text) }
                open = nil
            } else if open != nil {
                open?.append(character)
            } else {
                elements.append(String(character))
            }
        }
        var seen: Set<String> = []
        return elements.filter { seen.insert($0).inserted }
    }
}
