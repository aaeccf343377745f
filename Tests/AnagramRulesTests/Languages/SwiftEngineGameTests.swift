import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// Games in the twelve languages the package's texts speak, through the library on the Swift
/// engine alone, as an app built without libhunspell plays them (this suite runs in that build
/// too), on Debian's whole dictionaries.
@Suite("Games on the Swift engine")
struct SwiftEngineGameTests {
    static let languages = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "pl_PL", "sv_SE", "tr_TR",
                            "ru_RU", "uk_UA"]

    /// A game in `name` on a common eight-letter word of the language: its answers are words
    /// the rules accept, typed in capitals as the language writes them (Turkish `İ`) and kept
    /// as the dictionary spells them; the hint is a common one of them; rejections speak the
    /// language (English only in English); a letter the root lacks is not possible.
    @Test(arguments: languages)
    func aGameIsPlayedInTheLanguage(_ name: String) throws {
        let path = "/usr/share/hunspell/\(name)"
        try #require(FileManager.default.fileExists(atPath: path + ".dic"), "scripts/setup/install-dependencies --tests installs \(name)")
        let checker = try DictionaryChecker(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"))
        let rules = try GameRules(checker: checker)
        #expect(rules.settings.language == name)
        let frequencies = try #require(WordFrequencies(language: name))
        let lexicon = GameLexicon(checker: checker, settings: rules.settings, cacheDirectory: nil)
        let locale = Locale(identifier: name)

        // The most common eight-letter words of the language the dictionary knows, the first
        // with ten answers.
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Resources/frequency/\(String(name.prefix(2))).txt").standardizedFileURL
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let rows: [(word: String, zipf: Int)] = lines.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, fields[0].count == 8, let zipf = Int(fields[1]) else { return nil }
            return (String(fields[0]), zipf)
        }
        let candidates: [String] = rows.sorted { $0.zipf > $1.zipf }.prefix(30).map(\.word)
        var found: (root: String, solution: Solution)?
        for candidate in candidates where rules.judge(candidate, root: candidate + "x").reason != .notReal {
            let solution = try lexicon.solver(for: candidate).solve(root: candidate, settings: rules.settings, checker: checker)
            if solution.answers.count >= 10 { found = (candidate, solution); break }
        }
        let (root, solution) = try #require(found, "\(name): no common root among \(candidates.prefix(5))")

        var game = GameSession(root: root, rules: rules)
        for answer in solution.answers.prefix(25) {
            let typed = answer.uppercased(with: locale)
            #expect(game.submit(typed).acceptedWord == answer, "\(name) \(root): \(typed)")
        }
        if let hint = game.hint(from: solution) {
            #expect(solution.answers.contains(hint) && !game.acceptedWords.contains { $0.word == hint })
            #expect(frequencies.isCommon(hint) || !solution.answers.contains(where: frequencies.isCommon), "\(name): \(hint)")
        }

        let messages = RejectionMessages(language: name)
        let sameAsRoot = rules.judge(root.uppercased(with: locale), root: root)
        #expect(sameAsRoot.reason == .sameAsRoot)
        if case .rejected(let rejection) = sameAsRoot {
            #expect(rejection.title == messages[.sameAsRoot]?.title)
            #expect((rejection.title == RejectionMessages()[.sameAsRoot]?.title) == (name == "en_US"), "\(rejection.title)")
        }
        let rootLetters = Set(root)
        let absent = try #require(candidates.joined().first { $0.isLetter && !rootLetters.contains($0) })
        #expect(rules.judge(String(repeating: absent, count: 4), root: root).reason == .notPossible)
    }
}
