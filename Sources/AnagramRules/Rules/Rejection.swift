import Foundation

/// A rejected answer: the reason and what to tell the player (the game's alert).
public struct Rejection: Hashable, Sendable, Codable, Error {
    public var reason: RejectionReason
    public var title: String
    public var message: String

    public init(reason: RejectionReason, title: String, message: String) {
        self.reason = reason
        self.title = title
        self.message = message
    }
}
