import Foundation
import LexiconCheck
import LexiconSupport

/// A saved game as written, read with every size and range bounded before anything judges it:
/// what ``GameSession`` encodes, and what both of its ways of decoding start from.
///
/// A save carries a `check`: a hash of its contents (the other fields as `JSONEncoder` writes
/// them with sorted keys). A save whose contents do not match it was damaged (or edited) and is
/// refused, so that a changed byte cannot turn a found word into another one. A save without
/// the field (an older one, or one edited on purpose with the field removed) is judged on its
/// contents alone.
struct SaveFile: Codable {
    var root: String
    var acceptedWords: [AcceptedWord]
    var score: Int
    var settings: GameSettings

    private enum CodingKeys: String, CodingKey {
        case root, acceptedWords, score, settings, check
    }

    /// The fields a save's check covers.
    private struct Contents: Encodable {
        var root: String
        var acceptedWords: [AcceptedWord]
        var score: Int
        var settings: GameSettings
    }

    /// The most bytes of a language code or a rule's name, and the most rules.
    static let maximumNameLength = 64
    static let maximumRuleCount = 64

    init(root: String, acceptedWords: [AcceptedWord], score: Int, settings: GameSettings) {
        self.root = root
        self.acceptedWords = acceptedWords
        self.score = score
        self.settings = settings
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let invalid = { (field: String, reason: String) -> DecodingError in
            let error = SaveError.invalidValue(field: field, reason: reason)
            return .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }

        settings = try container.decode(GameSettings.self, forKey: .settings)
        let lengths = 1...GameSession.maximumWordLength
        guard lengths.contains(settings.minimumLength) else {
            throw invalid("settings.minimumLength", "\(settings.minimumLength) is not from 1 to \(GameSession.maximumWordLength)")
        }
        guard (1...Self.maximumNameLength).contains(settings.language.utf8.count) else {
            throw invalid("settings.language", "\(settings.language.quotedForMessage()) is not a language code of 1 to \(Self.maximumNameLength) bytes")
        }
        guard settings.ruleOrder.count <= Self.maximumRuleCount else {
            throw invalid("settings.ruleOrder", "\(settings.ruleOrder.count) rules, more than any game has (at most \(Self.maximumRuleCount))")
        }
        for (index, reason) in settings.ruleOrder.enumerated() where !(1...Self.maximumNameLength).contains(reason.rawValue.utf8.count) {
            throw invalid("settings.ruleOrder[\(index)]", "\(reason.rawValue.quotedForMessage()) is not a rule name of 1 to \(Self.maximumNameLength) bytes")
        }

        root = try container.decode(String.self, forKey: .root)
        if let problem = Self.lengthProblem(root) {
            throw invalid("root", problem)
        }
        guard root.allSatisfy(\.isLetter) else {
            throw invalid("root", "\(root.quotedForMessage()) is not a single word of letters")
        }

        // The count first, when the decoder knows it (JSON does): a million words are refused
        // before one is decoded.
        var list = try container.nestedUnkeyedContainer(forKey: .acceptedWords)
        if let count = list.count, count > GameSession.maximumWordCount {
            throw invalid("acceptedWords", "\(count) words, more than any game holds (at most \(GameSession.maximumWordCount))")
        }
        var words: [AcceptedWord] = []
        while !list.isAtEnd {
            guard words.count < GameSession.maximumWordCount else {
                throw invalid("acceptedWords", "more words than any game holds (at most \(GameSession.maximumWordCount))")
            }
            let word = try list.decode(AcceptedWord.self)
            if let problem = Self.lengthProblem(word.word) {
                throw invalid("acceptedWords[\(words.count)].word", problem)
            }
            guard (0...ScoringPolicy.maximumPoints).contains(word.points) else {
                throw invalid("acceptedWords[\(words.count)].points", "\(word.points) is not from 0 to \(ScoringPolicy.maximumPoints)")
            }
            words.append(word)
        }
        acceptedWords = words

        score = try container.decode(Int.self, forKey: .score)

        if let check = try container.decodeIfPresent(String.self, forKey: .check), check != (try contentCheck()) {
            throw invalid("check", "\(SaveError.clipped(check).quotedForMessage()) does not match the save's contents: it was damaged or edited")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(acceptedWords, forKey: .acceptedWords)
        try container.encode(score, forKey: .score)
        try container.encode(settings, forKey: .settings)
        try container.encode(try contentCheck(), forKey: .check)
    }

    /// The check of the contents: 16 hexadecimal digits of the hash of their sorted-keys JSON.
    private func contentCheck() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let hash = ContentHash.of(try encoder.encode(Contents(root: root, acceptedWords: acceptedWords, score: score, settings: settings)))
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Why `word` is too short or too long for a save, or `nil`: bytes are counted first, so a
    /// huge text is refused without walking its characters.
    private static func lengthProblem(_ word: String) -> String? {
        let limit = GameSession.maximumWordLength
        if word.isEmpty {
            return "empty"
        }
        if word.utf8.count > limit * 8 || word.count > limit {
            return "\(word.quotedForMessage()) is longer than any word (at most \(limit) characters)"
        }
        return nil
    }
}

extension SaveError {
    /// The save error a `JSONDecoder` error stands for: the ``SaveError`` it carries, or the
    /// save is malformed where the decoder stopped.
    init(decoding error: any Error) {
        guard let error = error as? DecodingError else {
            self = .malformed(field: "", reason: String(describing: error))
            return
        }
        switch error {
        case .dataCorrupted(let context):
            if let error = context.underlyingError as? SaveError {
                self = error
            } else if context.codingPath.isEmpty {
                let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                self = .malformed(field: "", reason: "not valid JSON" + (detail.map { " (\($0))" } ?? ""))
            } else {
                self = .malformed(field: Self.field(context.codingPath), reason: context.debugDescription)
            }
        case .keyNotFound(let key, let context):
            self = .malformed(field: Self.field(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context):
            self = .malformed(field: Self.field(context.codingPath), reason: "not \(Self.kind(of: type))")
        case .valueNotFound(let type, let context):
            self = .malformed(field: Self.field(context.codingPath), reason: "null, not \(Self.kind(of: type))")
        @unknown default:
            self = .malformed(field: "", reason: String(describing: error))
        }
    }

    /// `settings.ruleOrder[2]` for a coding path.
    private static func field(_ path: [any CodingKey]) -> String {
        var field = ""
        for key in path {
            if let index = key.intValue {
                field += "[\(index)]"
            } else {
                field += (field.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return field
    }

    /// What a JSON value of `type` is, for a message.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }
}
