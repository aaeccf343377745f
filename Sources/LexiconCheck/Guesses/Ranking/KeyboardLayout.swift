/// Which letters sit next to each other on a keyboard: a slip to a neighbouring key ("wprld")
/// costs less than another letter.
///
/// A layout is rows of keys, each row shifted half a key from the one above as on real
/// keyboards (a key touches the two keys above and below it), or Hunspell's `KEY` table, where
/// `|` separates groups and only letters side by side in a group are neighbours.
struct KeyboardLayout: Sendable, Equatable {
    /// The neighbours of each letter (lower case), both ways.
    private let neighbours: Set<UInt64>

    /// The letters of each neighbouring pair, for a table of their costs.
    var pairs: [(UInt32, UInt32)] {
        neighbours.map { (UInt32(truncatingIfNeeded: $0 >> 32), UInt32(truncatingIfNeeded: $0)) }
    }

    /// A layout of rows of keys, top row first.
    init(rows: [String]) {
        var positions: [(letter: UInt32, row: Int, column: Int)] = []
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.unicodeScalars.enumerated() {
                positions.append((key.value, row, column + row))
            }
        }
        var neighbours: Set<UInt64> = []
        for a in positions {
            for b in positions where a.letter != b.letter && abs(a.row - b.row) <= 1 && abs(a.column - b.column) <= 1 {
                neighbours.insert(Self.pair(a.letter, b.letter))
            }
        }
        self.neighbours = neighbours
    }

    /// Hunspell's `KEY` table (`qwertyuiop|asdfghjkl|zxcvbnm|aéz`): letters side by side in a
    /// group are neighbours. Upper-case letters are taken in lower case.
    init(hunspellKey table: String) {
        var neighbours: Set<UInt64> = []
        for group in table.precomposedLowercased.split(separator: "|") {
            let letters = group.unicodeScalars.map(\.value)
            for (a, b) in zip(letters, letters.dropFirst()) where a != b {
                neighbours.insert(Self.pair(a, b))
                neighbours.insert(Self.pair(b, a))
            }
        }
        self.neighbours = neighbours
    }

    /// Whether the keys of `a` and `b` touch.
    func areNeighbours(_ a: UInt32, _ b: UInt32) -> Bool { neighbours.contains(Self.pair(a, b)) }

    private static func pair(_ a: UInt32, _ b: UInt32) -> UInt64 { UInt64(a) << 32 | UInt64(b) }

    /// English and most languages' keyboard.
    static let qwerty = KeyboardLayout(rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
    /// German, Austrian and Swiss keyboards, and those of Central Europe (Czech, Slovak,
    /// Hungarian, Slovene, Croatian...): y and z swapped, umlauts on the right.
    static let qwertz = KeyboardLayout(rows: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])
    /// French (France) and Belgian keyboards.
    static let azerty = KeyboardLayout(rows: ["azertyuiop", "qsdfghjklmù", "wxcvbn"])

    /// The keyboard most writers of `language` type on: AZERTY for French (but Canadian
    /// French, which uses QWERTY) and Belgian Dutch, QWERTZ for German and the languages of
    /// Central Europe that share its layout, QWERTY else.
    static func standard(for language: LanguageTag) -> KeyboardLayout {
        let region = language.subtags.first { $0.count == 2 || $0.count == 3 }
        switch language.language {
        case "fr" where region != "CA", "nl" where region == "BE": return .azerty
        case "de", "lb", "cs", "sk", "hu", "sl", "hr", "bs", "sq", "rm": return .qwertz
        default: return .qwerty
        }
    }
}
