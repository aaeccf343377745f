/// Ranks the words of a list as guesses for a misspelled word: every word within two edits
/// (found through an ``EditDistanceIndex``), plus two listed words run together ("alot"), ordered
/// by ``TypoModel``'s cost of the slip plus a penalty for rare words.
struct GuessRanker: Sendable {
    let index: EditDistanceIndex
    /// How rare each indexed word is, from 0 (most common) to 1 (rarest or unlisted).
    private let rarity: [Double]
    private let hasLevels: Bool
    let model: TypoModel

    /// - Parameters:
    ///   - words: the lower-cased words.
    ///   - levels: lower-cased word → SCOWL level (10 = most common), if known.
    init(words: some Sequence<String>, levels: [String: Int], model: TypoModel = TypoModel()) {
        index = EditDistanceIndex(words)
        hasLevels = !levels.isEmpty
        rarity = index.words.map { word in
            guard let level = levels[word] else { return levels.isEmpty ? 0 : 1 }
            return min(1, max(0, Double(level - 10) / 40))
        }
        self.model = model
    }

    /// Whether a listed word may be half of two words run together: a common word (SCOWL level
    /// 35 or less), and of one letter only when among the most common ("a", "I"). Without
    /// levels, any word of two letters or more.
    private func isCommonPart(_ word: Int, length: Int) -> Bool {
        guard hasLevels else { return length >= 2 }
        return length == 1 ? rarity[word] == 0 : rarity[word] <= 0.625
    }

    /// The guesses for the lower-cased NFC word `typed`, best first: each candidate is offered
    /// to `spell`, which returns how to show it (its case, and whether the checker accepts it)
    /// or `nil` to skip it, until `count` are taken. `others` (guesses from elsewhere, already
    /// spelled, best first) are asked for only when the list's best candidate costs more than
    /// ``TypoModel/Costs/othersAbove`` (none at all counts as costly), and join at
    /// ``TypoModel/Costs/others`` when the list does not have them.
    func guesses(for typed: String, count: Int, merging others: () -> [String] = { [] },
                 spell: (String) -> String?) -> [String] {
        let letters = EditDistanceIndex.letters(typed)
        let query = model.prepare(letters)
        let costs = model.costs
        var scratch: [Double] = []
        // Candidates with their scores: a listed word by its number (the list is sorted, so
        // numbers break ties alphabetically), or two words, or another source's guess (already
        // spelled) by its text.
        var scored: [(score: Double, word: Int, text: String, spelled: Bool)] = []
        // Short words have many neighbours two edits away; one edit is enough when it finds some.
        for limit in letters.count <= 4 ? [1, 2] : [2] {
            index.forEachMatch(of: letters, limit: limit) { word, distance, candidate in
                guard distance > 0, limit == 1 || distance == 2 || letters.count > 4 else { return }
                let score = model.cost(of: query, candidate: candidate, scratch: &scratch) + costs.rarity * rarity[word]
                scored.append((score, word, "", false))
            }
            if scored.count >= min(count, 5) { break }
        }
        // Two words run together: both parts listed and common.
        if letters.count >= 3 {
            let scalars = typed.unicodeScalars
            var cut = scalars.index(after: scalars.startIndex)
            for split in 1..<letters.count {
                defer { cut = scalars.index(after: cut) }
                let left = String(scalars[..<cut]), right = String(scalars[cut...])
                guard let l = index.position(of: left), let r = index.position(of: right),
                      isCommonPart(l, length: split), isCommonPart(r, length: letters.count - split) else { continue }
                scored.append((costs.split + costs.rarity * (rarity[l] + rarity[r]), Int.max, left + " " + right, false))
            }
        }
        // Others cost at least `others`, more than `othersAbove`: when the list has a guess that
        // cheap, they could not come first, and asking for them (Hunspell's suggest:
        // milliseconds) is skipped.
        if scored.allSatisfy({ $0.score > costs.othersAbove }) {
            let known = Set(scored.map { $0.word == Int.max ? $0.text : index.words[$0.word] })
            for (rank, other) in others().enumerated() where !known.contains(other.precomposedLowercased) {
                scored.append((costs.others + costs.othersStep * Double(rank), Int.max, other, true))
            }
        }
        scored.sort { ($0.score, $0.word, $0.text) < ($1.score, $1.word, $1.text) }
        var guesses: [String] = []
        var seen: Set<String> = [typed]
        for (_, word, text, isSpelled) in scored {
            let candidate = word == Int.max ? text : index.words[word]
            guard let spelled = isSpelled ? candidate : spell(candidate), seen.insert(spelled).inserted else { continue }
            guesses.append(spelled)
            if guesses.count == count { break }
        }
        return guesses
    }
}
