/// A word the player found, and what it scored.
public struct AcceptedWord: Sendable, Hashable, Codable {
    /// The word as the game keeps it (normalised).
    public var word: String
    /// What it scored.
    public var points: Int

    /// A found word and its points.
    public init(word: String, points: Int) {
        self.word = word
        self.points = points
    }
}
