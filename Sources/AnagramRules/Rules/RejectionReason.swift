/// Why an answer was rejected: one of the built-in reasons or one a game adds.
///
/// ```swift
/// extension RejectionReason {
///     static let rude = RejectionReason("rude")
/// }
/// ```
public struct RejectionReason: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A reason named `name`.
    public init(_ name: String) {
        self.rawValue = name
    }

    public var description: String { rawValue }

    /// Nothing left after trimming.
    public static let empty = RejectionReason("empty")
    /// Fewer letters than the game's minimum (3 by default).
    public static let tooShort = RejectionReason("tooShort")
    /// The root word itself.
    public static let sameAsRoot = RejectionReason("sameAsRoot")
    /// Already accepted in this game (compared after normalisation).
    public static let notOriginal = RejectionReason("notOriginal")
    /// Needs a letter the root lacks, or more of one than the root has.
    public static let notPossible = RejectionReason("notPossible")
    /// Not a word for the game's spellchecker.
    public static let notReal = RejectionReason("notReal")

    /// Another form of a word already accepted (`plates` after `plate`), by the checker's stems.
    /// Off by default: add it to ``GameSettings/ruleOrder`` (see ``AnswerRule/formOfUsedWord``).
    public static let formOfUsedWord = RejectionReason("formOfUsedWord")

    /// A word the game's ``ContentFilter`` blocks (a slur, a swear word, or a form of one). Its
    /// rule runs whenever the filter is on: where this reason stands in
    /// ``GameSettings/ruleOrder``, or after every other rule when the order leaves it out (as
    /// orders saved before it existed do). Switch it off with the filter, not the order.
    public static let blocked = RejectionReason("blocked")

    /// The built-in reasons in the default order the rules run: the tutorial's (empty, too
    /// short, the root itself, used already, not possible, not real), then blocked. Blocked
    /// comes last so that it rejects only answers that would otherwise be accepted: a blocked
    /// word the root cannot spell is "not possible", as any other word would be, and the
    /// filter's message never confirms that a word the player merely typed is on a list.
    public static let defaultOrder: [RejectionReason] = [.empty, .tooShort, .sameAsRoot, .notOriginal, .notPossible, .notReal, .blocked]
}
