/// A word the player found, and what it scored.
public struct AcceptedWord: Sendable, Hashable, Codable {
    public var word: String
    public var points: Int

    public init(word: String, points: Int) {
        self.word = word
        self.points = points
    }
}
