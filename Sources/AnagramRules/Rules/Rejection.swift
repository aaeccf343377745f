import Foundation

/// A rejected answer: the reason and what to tell the player (the game's alert).
public struct Rejection: Hashable, Sendable, Codable, Error {
    /// Why the answer was rejected.
    public var reason: RejectionReason
    /// The alert's title, such as "Word not possible".
    public var title: String
    /// The alert's message, such as "You can't spell that word from 'telepaths'!".
    public var message: String

    /// A rejection for `reason`, with what to tell the player.
    public init(reason: RejectionReason, title: String, message: String) {
        self.reason = reason
        self.title = title
        self.message = message
    }
}
