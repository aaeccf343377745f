import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck
import LexiconSupport

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Word Scramble in the terminal.",
        discussion: """
            Type answers, one per line. Commands: /hint (reveal an answer not found yet), \
            /progress, /new (a new root), /giveup (list what was missed, then a new root), \
            /save [FILE] (save and quit; default lexcheck-game.json), /quit, /help.
            When standard input is not a terminal, each line is read in turn and one outcome \
            is printed per line, so a game can be scripted.
            Example: lexcheck play --seed 7 --scoring boggle
            """
    )

    @Option(help: "The root word (default: one picked from the bundled start words).")
    var root: String?

    @Option(help: "Seed for picking roots, for the same game on every run.")
    var seed: UInt64?

    @Option(help: ArgumentHelp("Continue a game saved with /save.", valueName: "file"))
    var resume: String?

    @Option(name: .customLong("start-words"), help: ArgumentHelp("The list new roots are picked from.", valueName: "file"))
    var startWords: String?

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    /// The largest save file read: a game holds a root and the words found, far less than this.
    static let maximumSaveSize = 4 << 20

    func run() throws {
        let checker = try dictionary.makeChecker(learnedWords: .onlyWhenGiven)
        let roots = try StartWords.load(startWords)
        var generator: any RandomNumberGenerator = seed.map { SeededRandomNumberGenerator(seed: $0) } as (any RandomNumberGenerator)?
            ?? SystemRandomNumberGenerator()
        var session: GameSession
        if let resume {
            do {
                let saved = try readFile(at: URL(filePath: resume))
                guard saved.count <= Self.maximumSaveSize else {
                    throw LexiconError.malformed(path: resume, line: nil, reason: "larger than any saved game")
                }
                session = try JSONDecoder().decode(GameSession.self, from: saved)
            } catch {
                printError("cannot resume from \(resume): \(error.localizedDescription)")
                throw Exit.cannotRead
            }
            session.rules.checker = checker
            try GameOptions.checkContentFilter(of: session.rules.settings)
        } else {
            let rules = GameRules(checker: checker, settings: try game.settings(language: checker.language))
            session = GameSession(root: try root ?? roots.randomRoot(allowedBy: rules, using: &generator), rules: rules)
        }
        let solver = try dictionary.makeSolver()
        let interactive = Platform.isTerminal(0) && Platform.isTerminal(1)
        var play = Play(session: session, solver: solver, screen: interactive ? Screen() : nil)
        try play.start()
        // Lines as batch reads them: bounded in length, invalid ones reported and skipped.
        var input = LineReader()
        var invalidLines = 0
        while let line = try input.next() {
            guard case .text(let text) = line else {
                if case .invalid(let reason) = line { printError("<stdin>:\(input.lineNumber): \(reason)") }
                invalidLines += 1
                continue
            }
            switch try play.handle(text, roots: roots, generator: &generator, reader: &input) {
            case .continue: continue
            case .quit: return
            }
        }
        try play.end()
        if invalidLines > 0 { throw Exit.badInput }
    }
}
