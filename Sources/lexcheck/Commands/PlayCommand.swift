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
            A saved game is judged again by the game's rules when it is resumed: a save that \
            was edited (a word that is not an answer, points it does not score) is refused, \
            naming the file and what is wrong (exit code 65).
            Example: lexcheck play --seed 7 --scoring boggle
            """
    )

    @Option(help: "The root word (default: one picked from the start words: the bundled list for English, else the language's common eight-letter words with many common answers).")
    var root: String?

    func validate() throws {
        try RootWord.validate(root)
        if difficulty != nil && startWords != nil {
            throw ValidationError("--difficulty chooses among lexcheck's start words; it does not go with --start-words.")
        }
    }

    @Option(help: "Seed for picking roots, for the same game on every run.")
    var seed: UInt64?

    @Option(help: ArgumentHelp("Continue a game saved with /save, with its scoring and minimum length unless --scoring or --min-length are given.",
                               valueName: "file"))
    var resume: String?

    @Option(name: .customLong("start-words"), help: ArgumentHelp("The list new roots are picked from.", valueName: "file"))
    var startWords: String?

    @Option(help: "Deal roots with the most common answers (easy), fewer (medium) or the fewest (hard), from lexcheck's start words.")
    var difficulty: DifficultyArgument?

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    func run() throws {
        let checker = try dictionary.makeChecker(learnedWords: .onlyWhenGiven)
        var generator: any RandomNumberGenerator = seed.map { SeededRandomNumberGenerator(seed: $0) } as (any RandomNumberGenerator)?
            ?? SystemRandomNumberGenerator()
        let settings = try game.settings(language: checker.language)
        let rules = try GameRules(checker: checker, settings: settings)
        // A solver per root, indexing only the forms that could answer it; the whole lexicon only
        // to choose start words in a language without word frequencies, when they are not cached.
        let lexicon = dictionary.lexicon(checker: checker, settings: settings)
        let solver = { (root: String) in try lexicon.solver(for: root) }
        let roots = try DictionaryOptions.startWords(startWords, difficulty: difficulty?.difficulty, lexicon: lexicon)
        let session: GameSession
        if let resume {
            // The game's rules judge the saved words; the save brings back its scoring and
            // minimum length unless the options say otherwise.
            session = try SavedGameFile.read(resume, rules: rules, allowing: game.choicesLeftToASave)
        } else {
            session = GameSession(root: try root ?? roots.randomRoot(allowedBy: rules, using: &generator), rules: rules)
        }
        let interactive = Platform.isTerminal(0) && Platform.isTerminal(1)
        var play = try Play(session: session, solver: solver, screen: interactive ? Screen(language: session.rules.settings.language) : nil)
        try play.start()
        // Lines as batch reads them: bounded in length, invalid ones reported and skipped.
        var input = LineReader()
        var invalidLines = InvalidLines()
        while let line = try input.next() {
            guard case .text(let text) = line else {
                if case .invalid(let reason) = line { invalidLines.report(reason, line: input.lineNumber, in: "<stdin>") }
                continue
            }
            switch try play.handle(text, roots: roots, generator: &generator, reader: &input) {
            case .continue: continue
            case .quit: return
            }
        }
        try play.end()
        try invalidLines.exit()
    }
}
