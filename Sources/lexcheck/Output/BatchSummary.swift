import AnagramRules

/// Counts for the summary on stderr.
struct BatchSummary {
    var accepted = 0
    var rejected = 0
    var score = 0
    var invalidLines = 0
    /// Counts per reason, in the order first seen (a handful: a list beats hashing per line).
    private var counts: [(reason: RejectionReason, count: Int)] = []

    var reasons: [RejectionReason: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.reason, $0.count) })
    }

    mutating func add(_ verdict: Verdict) {
        switch verdict {
        case .accepted(_, let points):
            accepted += 1
            score += points
        case .rejected(let rejection):
            rejected += 1
            if let index = counts.firstIndex(where: { $0.reason == rejection.reason }) {
                counts[index].count += 1
            } else {
                counts.append((rejection.reason, 1))
            }
        }
    }

    /// Adds another summary's counts.
    mutating func add(_ other: BatchSummary) {
        accepted += other.accepted
        rejected += other.rejected
        score += other.score
        invalidLines += other.invalidLines
        for (reason, count) in other.counts {
            if let index = counts.firstIndex(where: { $0.reason == reason }) {
                counts[index].count += count
            } else {
                counts.append((reason, count))
            }
        }
    }

    mutating func add(correct: Bool) {
        if correct { accepted += 1 } else { rejected += 1 }
    }

    func description(game: Bool) -> String {
        let total = accepted + rejected
        var parts: [String]
        if game {
            parts = ["\(total) lines: \(accepted) accepted, \(rejected) rejected"]
            let reasons = self.reasons
            let order = RejectionReason.defaultOrder + reasons.keys.filter { !RejectionReason.defaultOrder.contains($0) }.sorted { $0.rawValue < $1.rawValue }
            let counts = order.compactMap { reason in reasons[reason].map { "\(reason): \($0)" } }
            if !counts.isEmpty { parts.append("(" + counts.joined(separator: ", ") + ")") }
            parts.append("score \(score)")
        } else {
            parts = ["\(total) words: \(accepted) correct, \(rejected) misspelled"]
        }
        if invalidLines > 0 { parts.append("\(invalidLines) invalid lines") }
        return parts.joined(separator: "; ").replacingOccurrences(of: "; (", with: " (")
    }
}
