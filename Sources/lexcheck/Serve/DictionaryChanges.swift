import LanguageToolProtocol
import LexiconCheck

/// The server's one endpoint that changes what it answers: `POST /v1/words/learn` and
/// `/v1/words/unlearn` (`words`, one per line) add words to the personal dictionary the server
/// was started with (`--personal-dictionary`), or remove them. Off unless the operator gives a
/// token (`--token-file`); a request must then carry it as `Authorization: Bearer TOKEN`.
///
/// The answer: `{"changed": [words], "refused": [{"word", "reason"}]}`. Every served language
/// reads the same personal dictionary, so a word learned is accepted in all of them; the
/// guesses remembered are forgotten, since they may differ now.
struct DictionaryChanges: Sendable {
    let spelling: SpellingService
    /// The operator's token; `nil` when changes are off.
    let token: [UInt8]?

    /// The fewest characters a token may have: a short one could be guessed.
    static let shortestToken = 16

    enum Kind: Sendable { case learn, unlearn }

    /// What a change answers: the words changed, and those refused with why.
    struct Answer: Encodable {
        struct Refusal: Encodable {
            var word: String
            var reason: String
        }

        var changed: [String]
        var refused: [Refusal]
    }

    /// Makes the change a request asks for, when its `authorization` header carries the token.
    func change(_ kind: Kind, _ fields: FormFields, authorization: String?) throws(RequestFailure) -> [UInt8] {
        guard let token else {
            throw .forbidden("this server does not change its dictionaries: its operator can turn that on with "
                             + "--token-file and --personal-dictionary")
        }
        guard let authorization, authorization.hasPrefix("Bearer "),
              Self.equalInConstantTime(Array(authorization.utf8.dropFirst("Bearer ".utf8.count)), token) else {
            throw .unauthorized("this needs the server's token, as the header Authorization: Bearer TOKEN")
        }
        let words = try fields.words()
        let changes: [PersonalDictionary.Change] = words.map { kind == .learn ? .learn($0) : .unlearn($0) }
        let refusals: [PersonalDictionary.Refusal]
        do {
            refusals = try spelling.served[0].checker.updatePersonalDictionary(changes)
        } catch {
            throw .serverError("the personal dictionary could not be changed: \(error)")
        }
        spelling.forgetGuesses()
        let refusedWords = Set(refusals.map(\.change.word))
        let answer = Answer(changed: words.filter { !refusedWords.contains($0) },
                            refused: refusals.map { Answer.Refusal(word: $0.change.word, reason: "\($0.reason)") })
        do {
            return Array((try RecordEncoder.json(answer) + "\n").utf8)
        } catch {
            throw .serverError("the answer could not be written: \(error)")
        }
    }

    /// Whether `given` is `expected`, in a time that does not tell how much of it matched.
    private static func equalInConstantTime(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
