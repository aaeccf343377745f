/// How likely a typed word is to be a misspelling of a listed word: an edit cost weighted by the
/// kind of each slip, plus a penalty for rare words.
///
/// Costs are in edits: 1 for an arbitrary insertion, deletion or substitution, less for the
/// slips people make most — a letter doubled or a double letter typed once ("untill",
/// "ocured"), neighbours swapped ("teh", "recieve"), a vowel for another vowel ("seperate",
/// "independant"), a sound-alike spelling ("ph"/"f", "c"/"s", "shun"/"tion"), a key's
/// neighbour on a QWERTY keyboard ("wprld") — and more when the first letter is wrong, which
/// people seldom get wrong.
struct TypoModel: Sendable {
    /// Costs in edits, tuned on codespell's misspellings (every eighth entry of one word of
    /// a–z, with the bundled list and its levels; checked on the other entries and on
    /// Wikipedia's list, which were not tuned on).
    struct Costs: Sendable {
        var other = 1.0
        var doubled = 0.35
        var swap = 0.6
        var vowel = 0.7
        /// A vowel left out or typed in addition ("bloted", "existance").
        var vowelGap = 0.6
        var soundAlike = 0.6
        var keyboard = 0.85
        /// A letter of the word left out ("enviroment"): the commonest slip, cheaper than
        /// typing a wrong letter.
        var omission = 0.5
        /// A letter typed in addition.
        var extra = 0.9
        var firstLetter = 0.25
        /// The extra cost of a word by its SCOWL level (10 = most common): the cost of the
        /// first listed level at or above the word's.
        var rarityByLevel: [(level: Int, cost: Double)] = [
            (10, 0), (20, 0.2), (35, 0.4), (40, 0.4), (50, 0.45), (55, 0.5), (60, 0.5), (70, 0.8), (80, 0.8), (95, 0.8),
        ]
        /// The extra cost of a listed word without a level, in a list with levels.
        var unlevelled = 0.6
        /// The cost of a word with the typed word's ``SoundKey`` (English), however far its
        /// spelling ("beaurocracy", "bureaucracy"), when its edits cost more.
        var soundKey = 2.0
        /// The cost of a missing space between two listed words ("alot", "aswell").
        var split = 1.2
        /// The cost of a guess from elsewhere (Hunspell's) that the list does not rank, and the
        /// extra cost for each place further down its own list.
        var others = 2.5
        var othersStep = 0.05
        /// Guesses from elsewhere are asked for only when the list's best costs more than this.
        /// At or below ``others`` skipping them cannot change the first guess, only later places:
        /// 1.4 costs 0–0.3 points of top-5 accuracy and asks Hunspell for one word in four to six
        /// (tuned on codespell's misspellings, checked on Wikipedia's).
        var othersAbove = 1.4

        /// The extra cost of a word of SCOWL level `level` (`nil`: none known).
        func rarity(level: Int?) -> Double {
            guard let level else { return unlevelled }
            return rarityByLevel.first { $0.level >= level }?.cost ?? unlevelled
        }
    }

    let costs: Costs
    /// Sound-alike spellings, each pair in both directions (English), by the last letter of the
    /// typed spelling.
    private let soundAlikes: [UInt32: [(typed: [UInt32], intended: [UInt32])]]
    private let letterSubstitutions: [Double]

    init(costs: Costs = Costs(), soundAlikes pairs: [(String, String)] = englishSoundAlikes) {
        self.costs = costs
        letterSubstitutions = Self.substitutionTable(costs)
        var byLastLetter: [UInt32: [(typed: [UInt32], intended: [UInt32])]] = [:]
        for (a, b) in pairs {
            for (typed, intended) in [(a, b), (b, a)] {
                let typed = EditDistanceIndex.letters(typed)
                guard let last = typed.last else { continue }
                byLastLetter[last, default: []].append((typed, EditDistanceIndex.letters(intended)))
            }
        }
        soundAlikes = byLastLetter
    }

    /// A query prepared once for costing many candidates.
    struct Query {
        let letters: [UInt32]
        /// The sound-alike spellings found in the typed word, by where they end: those ending
        /// at `i` are `spans[firstSpan[i]..<firstSpan[i + 1]]`, their intended letters in `pool`.
        let spans: [(typedLength: Int, poolStart: Int, poolCount: Int)]
        let firstSpan: [Int]
        let pool: [UInt32]
    }

    func prepare(_ typed: [UInt32]) -> Query {
        var spans: [(typedLength: Int, poolStart: Int, poolCount: Int)] = []
        var firstSpan = [0]
        var pool: [UInt32] = []
        for end in 0...typed.count {
            let endingHere = end > 0 ? soundAlikes[typed[end - 1]] ?? [] : []
            for pair in endingHere where pair.typed.count <= end {
                let start = end - pair.typed.count
                var same = true
                for k in pair.typed.indices where typed[start + k] != pair.typed[k] {
                    same = false
                    break
                }
                guard same else { continue }
                spans.append((pair.typed.count, pool.count, pair.intended.count))
                pool.append(contentsOf: pair.intended)
            }
            firstSpan.append(spans.count)
        }
        return Query(letters: typed, spans: spans, firstSpan: firstSpan, pool: pool)
    }

    /// The weighted cost of turning `candidate` into the typed word; `scratch` is reused
    /// between calls.
    func cost(of query: Query, candidate: UnsafeBufferPointer<UInt32>, scratch: inout [Double]) -> Double {
        let typed = query.letters
        let n = typed.count
        let m = candidate.count
        let width = m + 1
        if scratch.count < (n + 1) * width { scratch = [Double](repeating: 0, count: (n + 1) * width) }
        let c = costs
        return scratch.withUnsafeMutableBufferPointer { d in
            // d[i * width + j]: cost of the first i typed letters against the first j candidate letters.
            d[0] = 0
            for j in stride(from: 1, through: m, by: 1) {
                d[j] = d[j - 1] + insertionCost(candidate, at: j - 1, typedPosition: 0)
            }
            for i in stride(from: 1, through: n, by: 1) {
                let t = typed[i - 1]
                let row = i * width
                let above = row - width
                // The typed letter is extra: cheap when it doubles a neighbour.
                let extraCost = (i >= 2 && typed[i - 2] == t) || (i < n && typed[i] == t) ? c.doubled
                    : i == 1 ? c.extra + c.firstLetter : Self.isVowel(t) ? c.vowelGap : c.extra
                d[row] = d[above] + extraCost
                for j in stride(from: 1, through: m, by: 1) {
                    let w = candidate[j - 1]
                    var best: Double
                    if t == w {
                        best = d[above + j - 1]
                    } else {
                        best = d[above + j - 1] + substitutionCost(t, w) + (i == 1 || j == 1 ? c.firstLetter : 0)
                    }
                    best = min(best, d[above + j] + extraCost)
                    best = min(best, d[row + j - 1] + insertionCost(candidate, at: j - 1, typedPosition: i))
                    if i >= 2, j >= 2, t == candidate[j - 2], typed[i - 2] == w, t != w {
                        best = min(best, d[above - width + j - 2] + c.swap)
                    }
                    for span in query.spans[query.firstSpan[i]..<query.firstSpan[i + 1]] where span.poolCount <= j {
                        let start = j - span.poolCount
                        var same = true
                        for k in 0..<span.poolCount where candidate[start + k] != query.pool[span.poolStart + k] {
                            same = false
                            break
                        }
                        if same {
                            best = min(best, d[(i - span.typedLength) * width + start] + c.soundAlike)
                        }
                    }
                    d[row + j] = best
                }
            }
            return d[n * width + m]
        }
    }

    /// The cost of the candidate letter at `position` missing from what was typed: cheap when
    /// it is one of a double letter.
    private func insertionCost(_ candidate: UnsafeBufferPointer<UInt32>, at position: Int, typedPosition: Int) -> Double {
        let letter = candidate[position]
        if (position > 0 && candidate[position - 1] == letter) || (position + 1 < candidate.count && candidate[position + 1] == letter) {
            return costs.doubled
        }
        if position == 0 || typedPosition == 0 { return costs.omission + costs.firstLetter }
        return Self.isVowel(letter) ? costs.vowelGap : costs.omission
    }

    /// The cost of typing one letter for another: from a table for a–z, ``Costs/other`` else.
    private func substitutionCost(_ typed: UInt32, _ intended: UInt32) -> Double {
        let a = typed &- 0x61, b = intended &- 0x61
        return a < 26 && b < 26 ? letterSubstitutions[Int(a) * 26 + Int(b)] : costs.other
    }

    /// Substitution costs between the letters a–z, row = typed.
    private static func substitutionTable(_ costs: Costs) -> [Double] {
        let letters = (UInt32(0x61)...0x7A)
        var table: [Double] = []
        for typed in letters {
            for intended in letters {
                table.append(isVowel(typed) && isVowel(intended) ? costs.vowel
                    : soundsAlike(typed, intended) ? costs.soundAlike
                    : areKeyboardNeighbours(typed, intended) ? costs.keyboard
                    : costs.other)
            }
        }
        return table
    }

    private static func areKeyboardNeighbours(_ a: UInt32, _ b: UInt32) -> Bool {
        guard let a = keyboardPosition[a], let b = keyboardPosition[b] else { return false }
        return abs(a.row - b.row) <= 1 && abs(a.column - b.column) <= 1
    }

    private static func isVowel(_ letter: UInt32) -> Bool {
        switch letter {
        case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: true  // a e i o u y
        default: false
        }
    }

    private static func soundsAlike(_ a: UInt32, _ b: UInt32) -> Bool {
        return switch (min(a, b), max(a, b)) {
        case (0x63, 0x73), (0x63, 0x6B), (0x73, 0x7A), (0x67, 0x6A), (0x6B, 0x71), (0x6D, 0x6E), (0x64, 0x74):
            true  // c/s, c/k, s/z, g/j, k/q, m/n, d/t
        default:
            false
        }
    }
}

/// English spellings that sound alike, beyond a vowel for a vowel and the letter pairs
/// ``TypoModel`` knows (c/s, c/k, s/z, g/j, k/q, m/n, d/t).
let englishSoundAlikes: [(String, String)] = [
    ("f", "ph"), ("f", "gh"), ("k", "ch"), ("k", "ck"), ("c", "ck"), ("kw", "qu"), ("ks", "x"),
    ("sh", "ti"), ("sh", "ci"), ("s", "sc"), ("c", "sc"), ("w", "wh"), ("r", "rh"), ("g", "gu"),
    ("o", "ou"), ("u", "ou"), ("o", "ough"), ("o", "au"), ("e", "ea"), ("ee", "ea"), ("i", "ee"),
    ("a", "ai"), ("ay", "ai"), ("u", "ew"), ("u", "oo"), ("u", "ue"), ("ear", "ier"), ("are", "air"),
    ("ere", "ear"), ("shun", "tion"), ("shun", "sion"), ("cher", "ture"), ("eous", "ious"),
    ("seed", "cede"), ("ceed", "cede"), ("j", "dg"), ("j", "ge"),
]

/// Row and column of the letters on a QWERTY keyboard, rows offset as on the keys.
private let keyboardPosition: [UInt32: (row: Int, column: Int)] = {
    var positions: [UInt32: (row: Int, column: Int)] = [:]
    for (row, keys) in ["qwertyuiop", "asdfghjkl", "zxcvbnm"].enumerated() {
        for (column, key) in keys.unicodeScalars.enumerated() {
            positions[key.value] = (row, column + row)
        }
    }
    return positions
}()
