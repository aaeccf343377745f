/// Every answer a root allows, grouped by length, with the most points a player can score.
public struct Solution: Sendable, Hashable, Codable {
    /// The root, normalised.
    public var root: String
    /// The answers, longest first, then alphabetical.
    public var answers: [String]
    /// The total points of all answers under the game's scoring policy.
    public var maximumScore: Int

    /// The answers of each length, each list alphabetical.
    public var answersByLength: [Int: [String]] {
        Dictionary(grouping: answers, by: \.count)
    }
}
