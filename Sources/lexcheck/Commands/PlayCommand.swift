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

    func run() throws {
        let checker = try dictionary.makeChecker()
        let roots = try StartWords.load(startWords)
        var generator: any RandomNumberGenerator = seed.map { SeededRandomNumberGenerator(seed: $0) } as (any RandomNumberGenerator)?
            ?? SystemRandomNumberGenerator()
        var session: GameSession
        if let resume {
            do {
                session = try JSONDecoder().decode(GameSession.self, from: Data(contentsOf: URL(filePath: resume)))
            } catch {
                printError("cannot resume from \(resume): \(error.localizedDescription)")
                throw Exit.cannotRead
            }
            session.rules.checker = checker
        } else {
            let rules = GameRules(checker: checker, settings: game.settings(language: checker.language))
            session = GameSession(root: root ?? roots.randomRoot(using: &generator), rules: rules)
        }
        let solver = try dictionary.makeSolver()
        let interactive = Platform.isTerminal(0) && Platform.isTerminal(1)
        var play = Play(session: session, solver: solver, screen: interactive ? Screen() : nil)
        try play.start()
        while let line = readLine(strippingNewline: true) {
            switch try play.handle(line, roots: roots, generator: &generator) {
            case .continue: continue
            case .quit: return
            }
        }
        try play.end()
    }
}
