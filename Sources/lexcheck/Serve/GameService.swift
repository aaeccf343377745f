import AnagramRules
import ArgumentParser
import LanguageToolProtocol
import LexiconCheck
import LexiconSupport

/// The server's game endpoints, each answering with the JSON document the CLI writes for the
/// same question, written by the same code:
///
/// - `/v1/games/judge` (`root`, `words`, `used`): `lexcheck word --format json`;
/// - `/v1/games/solve` (`root`): `lexcheck solve --format json`;
/// - `/v1/words/check` (`words`): `lexcheck batch --format json` without `--root`.
///
/// `words` holds one word per line (blank lines skipped, white space around a word removed, as
/// `batch` reads its lines); `used` is comma-separated, as `--used`. Every endpoint takes
/// `language` (a served one; the first by default), and the game endpoints `minLength` and
/// `scoring` (as `--min-length` and `--scoring`, the server's own options by default). The
/// content filter is the server's (on unless it was started with `--no-content-filter`).
struct GameService: Sendable {
    let spelling: SpellingService
    /// The game settings of each served language, by its long code, as the server's options
    /// give them.
    let settings: [String: GameSettings]

    /// The longest root solved: a root's candidates grow with its letters, and a root of a
    /// hundred letters would have the server list most of the dictionary.
    static let longestRootSolved = 24
    /// How many roots are solved at once: a solve takes milliseconds for a game's root but up to
    /// two seconds for the longest, on one of the threads every request shares; one thread is
    /// always left to the other requests.
    let solvesAtOnce: Int
    private let solving = Locked(0)

    init(spelling: SpellingService, game: GameOptions, threads: Int) throws {
        self.spelling = spelling
        solvesAtOnce = max(1, threads - 1)
        var settings: [String: GameSettings] = [:]
        for served in spelling.served {
            settings[served.longCode] = try game.settings(language: served.checker.language)
        }
        self.settings = settings
    }

    /// `/v1/games/judge`.
    func judge(_ fields: FormFields) throws(RequestFailure) -> [UInt8] {
        let (checker, settings) = try game(fields)
        let root = try Self.root(fields)
        let words = try fields.words()
        let rules: GameRules
        do {
            rules = try GameRules(checker: checker, settings: settings)
        } catch {
            throw .serverError(error.description)   // the settings are in the checker's language
        }
        var used = Set((fields["used"] ?? "").split(separator: ",").map { settings.normalizer.normalize(String($0)) })
        let verdicts = rules.judgeInOrder(words, root: root, usedWords: &used)
        do {
            return try VerdictWriter.document(words, verdicts, layout: .document)
        } catch {
            throw .serverError(error.description)
        }
    }

    /// `/v1/games/solve`.
    func solve(_ fields: FormFields) throws(RequestFailure) -> [UInt8] {
        let (checker, settings) = try game(fields)
        let root = try Self.root(fields)
        guard root.count <= Self.longestRootSolved else {
            throw .badRequest("the root has \(root.count) characters; roots of at most \(Self.longestRootSolved) are solved")
        }
        let admitted = solving.withLock { running in
            guard running < solvesAtOnce else { return false }
            running += 1
            return true
        }
        guard admitted else {
            throw .busy("\(solvesAtOnce) roots are being solved, as many as this server solves at once; try again")
        }
        defer { solving.withLock { $0 -= 1 } }
        let solution: Solution
        do {
            let solver = try GameLexicon(checker: checker, settings: settings, cacheDirectory: nil).solver(for: root)
            solution = solver.solve(root: root, settings: settings, checker: checker)
        } catch {
            throw .serverError("the words of \(checker.language) could not be read: \(error)")
        }
        do {
            return Array((try RecordEncoder.json(SolutionRecord(solution: solution, settings: settings)) + "\n").utf8)
        } catch {
            throw .serverError("the solution of \(solution.root) could not be written: \(error)")
        }
    }

    /// `/v1/words/check`.
    func check(_ fields: FormFields) throws(RequestFailure) -> [UInt8] {
        let checker = try served(fields).checker
        let words = try fields.words()
        var document = ByteWriter()
        var records = JSONRecords(.document)
        for word in words {
            let record = SpellingRecord(word: word, correct: checker.isCorrect(word, language: checker.language))
            do {
                records.write(try RecordEncoder.json(record), to: &document)
            } catch {
                throw .serverError("\(word): \(error)")
            }
        }
        records.finish(&document)
        return document.bytes
    }

    private func served(_ fields: FormFields) throws(RequestFailure) -> SpellingService.Served {
        do {
            return try spelling.served(for: fields["language"])
        } catch {
            throw .badRequest(error.message)
        }
    }

    /// The checker and settings of the request's language, with its `minLength` and `scoring`.
    private func game(_ fields: FormFields) throws(RequestFailure) -> (any TextChecker, GameSettings) {
        let served = try served(fields)
        guard var settings = settings[served.longCode] else {
            throw .serverError("no game settings for \(served.longCode)")
        }
        if let minimumLength = fields["minLength"] {
            guard let length = Int(minimumLength), length >= 1 else {
                throw .badRequest("the field minLength is \(minimumLength.debugDescription); give a whole number of at least 1")
            }
            settings.minimumLength = length
        }
        if let scoring = fields["scoring"] {
            guard let policy = ScoringArgument(argument: scoring) else {
                throw .badRequest("the field scoring is \(scoring.debugDescription); give one of "
                                  + ScoringArgument.allValueStrings.joined(separator: ", "))
            }
            settings.scoring = policy.policy
        }
        return (served.checker, settings)
    }

    /// The `root` field: one word.
    private static func root(_ fields: FormFields) throws(RequestFailure) -> String {
        guard let root = fields["root"] else { throw .badRequest("missing the field root (the game's root word)") }
        do {
            try RootWord.validate(root, option: "the field root")
        } catch {
            throw .badRequest((error as? ValidationError)?.message ?? "\(error)")
        }
        return root
    }
}
