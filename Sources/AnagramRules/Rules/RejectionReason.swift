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

    /// The built-in reasons in the default order the rules run.
    /// Another form of a word already accepted (`plates` after `plate`), by the checker's stems.
    /// Off by default: add it to ``GameSettings/ruleOrder`` (see ``AnswerRule/formOfUsedWord``).
    public static let formOfUsedWord = RejectionReason("formOfUsedWord")

    /// The tutorial's order: empty, too short, the root itself, used already, not possible,
    /// not real.
    public static let defaultOrder: [RejectionReason] = [.empty, .tooShort, .sameAsRoot, .notOriginal, .notPossible, .notReal]
}
