/// How many points an accepted answer earns.
///
/// ```swift
/// let root = Answer("telepaths", normalizer: AnswerNormalizer())
/// ScoringPolicy.boggle.points(for: Answer("palettes", normalizer: AnswerNormalizer()), root: root)   // 11
/// ```
///
/// A policy is saved by its ``name``. A restored game scores with the game's policy, which must
/// have the saved name (or, when the game lets the save choose, a built-in policy's), whether it
/// is restored with ``GameSession/init(restoring:rules:allowing:roots:)`` or decoded with the
/// game's rules under ``GameSession/rulesKey``:
///
/// ```swift
/// var settings = GameSettings()
/// settings.scoring = myPolicy
/// let decoder = JSONDecoder()
/// decoder.userInfo[GameSession.rulesKey] = try GameRules(checker: checker, settings: settings)
/// let session = try decoder.decode(GameSession.self, from: saved)
/// session.score   // 8
/// ```
///
/// Decoding ``GameSettings`` on their own brings the built-in policies back by themselves; pass
/// custom ones to the decoder under ``ScoringPolicy/decoderKey``.
public struct ScoringPolicy: Sendable, CustomStringConvertible {
    /// The name that identifies the policy (`tutorial`, `letters`, `spellingBee`, `boggle`).
    public let name: String
    private let score: @Sendable (_ answer: Answer, _ root: Answer) -> Int

    /// A policy of your own.
    public static func custom(name: String, points: @escaping @Sendable (_ answer: Answer, _ root: Answer) -> Int) -> ScoringPolicy {
        ScoringPolicy(name: name, score: points)
    }

    /// The most points one answer can earn: a custom policy's result is kept between 0 and
    /// this, so that no score, however many answers it adds up, can overflow.
    public static let maximumPoints = 1_000_000

    /// The points `answer` earns in a game on `root`, between 0 and ``maximumPoints``.
    public func points(for answer: Answer, root: Answer) -> Int {
        min(max(score(answer, root), 0), Self.maximumPoints)
    }

    public var description: String { name }

    /// The tutorial's challenge: an answer as long as the root scores the root's length; four or
    /// more letters score 2; shorter words 1.
    public static let tutorial = ScoringPolicy(name: "tutorial") { answer, root in
        if answer.length >= root.length { return root.length }
        return answer.length >= 4 ? 2 : 1
    }

    /// One point per letter.
    public static let letters = ScoringPolicy(name: "letters") { answer, _ in answer.length }

    /// Spelling Bee: four letters score 1, longer words their length, and using every letter of
    /// the root earns 7 more. Words under four letters score nothing.
    public static let spellingBee = ScoringPolicy(name: "spellingBee") { answer, root in
        guard answer.length >= 4 else { return 0 }
        let base = answer.length == 4 ? 1 : answer.length
        return base + (answer.letters.usesEveryLetter(of: root.letters) ? 7 : 0)
    }

    /// Boggle: 3 or 4 letters 1, 5 letters 2, 6 letters 3, 7 letters 5, 8 or more 11.
    public static let boggle = ScoringPolicy(name: "boggle") { answer, _ in
        switch answer.length {
        case ..<3: 0
        case 3, 4: 1
        case 5: 2
        case 6: 3
        case 7: 5
        default: 11
        }
    }

    /// The built-in policies.
    public static let builtIn: [ScoringPolicy] = [.tutorial, .letters, .spellingBee, .boggle]

    /// The built-in policy with this name.
    public static func named(_ name: String) -> ScoringPolicy? {
        builtIn.first { $0.name == name }
    }
}

extension ScoringPolicy: Hashable {
    public static func == (lhs: ScoringPolicy, rhs: ScoringPolicy) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension ScoringPolicy: Codable {
    /// The decoder's `userInfo` key for custom policies (`[ScoringPolicy]`).
    public static let decoderKey = CodingUserInfoKey(rawValue: "lexcheck.scoringPolicies")!
    /// A policy by its name: a built-in one, one of ``decoderKey``'s, or the one of the rules a
    /// game is restored with (``GameSession/rulesKey``).
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        let rules = decoder.userInfo[GameSession.rulesKey] as? GameRules
        let custom = (decoder.userInfo[Self.decoderKey] as? [ScoringPolicy] ?? []) + (rules.map { [$0.settings.scoring] } ?? [])
        guard let policy = custom.first(where: { $0.name == name }) ?? ScoringPolicy.named(name) else {
            // A restore compares the name with the game's policy, and says so when they differ.
            if rules != nil {
                self = ScoringPolicy(name: name) { _, _ in 0 }
                return
            }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "unknown scoring policy \"\(name)\": pass it to the decoder under ScoringPolicy.decoderKey"))
        }
        self = policy
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
