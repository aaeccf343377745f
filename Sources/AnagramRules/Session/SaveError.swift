import LexiconCheck

/// Why a saved game cannot be restored: what in the save does not hold, and where.
///
/// ``GameSession/init(restoring:rules:allowing:roots:)`` throws it; decoding a ``GameSession`` with a
/// `Decoder` throws a `DecodingError` whose `underlyingError` is one. `field` names the place in
/// the save, as a path (`settings.minimumLength`, `acceptedWords[2].points`); words and roots in
/// an error are cut to 40 characters, so a huge one does not end up in a message whole.
///
/// ```swift
/// let forged = Data(#"{"root":"telepaths","score":5,"acceptedWords":[{"word":"zzz","points":5}],"settings":{"minimumLength":3,"language":"en_US","caseFolding":"standard","scoring":"tutorial","ruleOrder":[]}}"#.utf8)
/// do {
///     _ = try GameSession(restoring: forged, rules: rules)
/// } catch {
///     error.description   // "acceptedWords[0]: \"zzz\" is not an answer the game accepts there (notPossible)"
/// }
/// ```
public enum SaveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// More bytes than any saved game holds (``GameSession/maximumSaveSize``).
    case tooLarge(bytes: Int, limit: Int)
    /// Not a saved game: not JSON, cut short, a field missing or of the wrong type. `field` is
    /// empty when the problem is the save as a whole.
    case malformed(field: String, reason: String)
    /// A value no game holds: a minimum length below 1, a root that is not a word of letters or
    /// is longer than ``GameSession/maximumWordLength``, more words than
    /// ``GameSession/maximumWordCount``, a word not in the form the game keeps it.
    case invalidValue(field: String, reason: String)
    /// A setting of the save that differs from the game's, which the save may not change (only
    /// what ``SaveChoices`` lets it choose).
    case settingDiffers(field: String, saved: String, game: String)
    /// A found word that the game's rules reject at its place in the game: made up, not
    /// spellable from the root, a repeat, too short... `index` is its place in the save's
    /// `acceptedWords` (0 is the newest), `reason` the rule that rejects it.
    case wordRejected(index: Int, word: String, reason: RejectionReason)
    /// Points the game's scoring does not give the word.
    case pointsDiffer(index: Int, word: String, saved: Int, game: Int)
    /// A score that is not the total of the words' points.
    case scoreDiffers(saved: Int, game: Int)

    /// What does not hold, and where.
    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "\(bytes) bytes, more than any saved game (at most \(limit))"
        case .malformed(let field, let reason):
            field.isEmpty ? "not a saved game: \(reason)" : "\(field): \(reason)"
        case .invalidValue(let field, let reason):
            "\(field): \(reason)"
        case .settingDiffers(let field, let saved, let game):
            "\(field): the save has \(saved.quotedForMessage()), the game \(game.quotedForMessage()), and a save cannot change it"
        case .wordRejected(let index, let word, let reason):
            "acceptedWords[\(index)]: \(word.quotedForMessage()) is not an answer the game accepts there (\(reason))"
        case .pointsDiffer(let index, let word, let saved, let game):
            "acceptedWords[\(index)].points: \(word.quotedForMessage()) scores \(game), not \(saved)"
        case .scoreDiffers(let saved, let game):
            "score: the words' points add up to \(game), not \(saved)"
        }
    }
}

extension SaveError {
    /// `text` cut to 40 Unicode scalars, for an error that keeps it.
    static func clipped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard !scalars.dropFirst(40).isEmpty else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(40))) + "…"
    }
}
