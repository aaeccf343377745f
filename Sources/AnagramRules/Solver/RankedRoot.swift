/// A root and how many answers it has.
public struct RankedRoot: Sendable, Hashable, Codable {
    /// The root word.
    public var root: String
    /// How many answers the root has.
    public var answerCount: Int
}
