import AnagramRules

/// A word judged in a game, as `lexcheck word` and `batch --root` print it (the server's
/// `/v1/games/judge` answers an array of them): `{"word", "accepted", "normalized", "points"}`
/// for an accepted word, `{"word", "accepted", "reason", "title", "message"}` for a rejected one.
struct VerdictRecord: Encodable {
    var word: String
    var accepted: Bool
    var normalized: String?
    var points: Int?
    var reason: String?
    var title: String?
    var message: String?

    /// The CSV header: JSON's keys, the normalised spelling last, where readers that take the
    /// columns by position do not see it move the others.
    static let columns = ["word", "accepted", "points", "reason", "title", "message", "normalized"]

    init(word: String, verdict: Verdict) {
        self.word = word
        switch verdict {
        case .accepted(let normalized, let points):
            accepted = true
            self.normalized = normalized
            self.points = points
        case .rejected(let rejection):
            accepted = false
            reason = rejection.reason.rawValue
            title = rejection.title
            message = rejection.message
        }
    }
}
