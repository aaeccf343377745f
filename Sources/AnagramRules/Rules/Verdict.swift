/// What became of an answer.
public enum Verdict: Sendable, Hashable {
    /// Accepted: the normalised word and the points it earned.
    case accepted(word: String, points: Int)
    /// Rejected, with the reason and the message for the player.
    case rejected(Rejection)

    /// Whether the answer was accepted.
    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }
}
