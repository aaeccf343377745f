/// A root and how many answers it has.
public struct RankedRoot: Sendable, Hashable, Codable {
    public var root: String
    public var answerCount: Int
}
