import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let checker: any TextChecker
        let roots: StartWords
        do throws(LexiconError) {
            checker = try dictionary.makeChecker()
            roots = try loadStartWords(startWords)
        } catch {
            throw failure(error)
        }
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
            let rules = GameRules(checker: checker, settings: game.settings(language: dictionary.effectiveLanguage))
            session = GameSession(root: root ?? roots.randomRoot(using: &generator), rules: rules)
        }
        let solver = try makeSolver(dictionary)
        let interactive = isatty(0) == 1 && isatty(1) == 1
        var play = Play(session: session, solver: solver, screen: interactive ? Screen() : nil)
        play.start()
        while let line = readLine(strippingNewline: true) {
            switch play.handle(line, roots: roots, generator: &generator) {
            case .continue: continue
            case .quit: return
            }
        }
        play.end()
    }
}

/// The loop of one game: answers and commands in, outcomes out, on a redrawn screen or as
/// one line per input.
struct Play {
    enum Next { case `continue`, quit }

    var session: GameSession
    let solver: AnagramSolver
    let screen: Screen?
    private var solution: Solution
    private var alert: String?

    init(session: GameSession, solver: AnagramSolver, screen: Screen?) {
        self.session = session
        self.solver = solver
        self.screen = screen
        self.solution = solver.solve(root: session.root, settings: session.rules.settings, checker: session.rules.checker)
    }

    mutating func start() {
        if screen == nil { say("root: \(session.root)") }
        redraw()
    }

    func end() {
        if let screen { screen.write("\n") }
    }

    mutating func handle(_ input: String, roots: StartWords, generator: inout any RandomNumberGenerator) -> Next {
        let line = input.trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("/") else {
            let verdict = session.submit(line)
            switch verdict {
            case .accepted(let word, let points):
                alert = screen?.accepted("\(word) +\(points)")
            case .rejected(let rejection):
                alert = screen?.rejected(rejection)
            }
            if screen == nil {
                var writer = VerdictWriter(format: .text)
                var bytes = ByteWriter()
                writer.write(line, verdict, into: &bytes)
                FileHandle.standardOutput.write(Data(bytes.bytes))
            }
            redraw()
            return .continue
        }
        let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        switch parts.first?.lowercased() ?? "" {
        case "hint":
            let text = session.hint(from: solution).map { "hint: \($0)" } ?? "hint: every answer is found"
            report(text)
        case "progress":
            report("progress: \(session.progress(in: solution))")
        case "new":
            newRoot(roots: roots, generator: &generator)
        case "giveup", "give":
            let missed = session.missedAnswers(in: solution)
            report("missed: " + (missed.isEmpty ? "nothing" : missed.joined(separator: ", ")))
            if screen != nil {
                screen?.write("Press Return for a new root.")
                _ = readLine()
            }
            newRoot(roots: roots, generator: &generator)
        case "save":
            let path = parts.count > 1 ? parts[1] : "lexcheck-game.json"
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(session).write(to: URL(filePath: path), options: .atomic)
                if let screen { screen.write("\nSaved to \(path).\n") } else { say("saved: \(path)") }
                return .quit
            } catch {
                report("cannot save to \(path): \(error.localizedDescription)")
            }
        case "quit", "exit":
            if screen == nil { say("bye") }
            return .quit
        case "help":
            report("commands: /hint /progress /new /giveup /save [file] /quit")
        default:
            report("unknown command \(line): try /help")
        }
        return .continue
    }

    private mutating func newRoot(roots: StartWords, generator: inout any RandomNumberGenerator) {
        session.restart(from: roots, using: &generator)
        solution = solver.solve(root: session.root, settings: session.rules.settings, checker: session.rules.checker)
        alert = nil
        if screen == nil { say("new root: \(session.root)") }
        redraw()
    }

    private mutating func report(_ text: String) {
        if screen == nil {
            say(text)
        } else {
            alert = screen?.note(text)
            redraw()
        }
    }

    /// One outcome line, written at once (a script reading it may be waiting).
    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    private func redraw() {
        guard let screen else { return }
        screen.draw(session: session, progress: session.progress(in: solution), alert: alert)
    }
}

/// The terminal screen: cleared and redrawn after each input. Colour only adds to what the
/// text says, and is left out when NO_COLOR is set or the terminal is dumb.
struct Screen {
    let colour: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        colour = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    private func style(_ code: String, _ text: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func accepted(_ text: String) -> String { style("32", "✓ Accepted: \(text)") }

    func rejected(_ rejection: Rejection) -> String {
        style("31;1", "✗ \(rejection.title)") + " — \(rejection.message)"
    }

    func note(_ text: String) -> String { style("36", "• \(text)") }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func draw(session: GameSession, progress: GameProgress, alert: String?) {
        var lines = ["\u{1B}[H\u{1B}[2J" + style("1", "lexcheck play — Word Scramble")]
        lines.append("")
        lines.append("Root: " + style("1;33", session.root.uppercased()) + "    Score: \(session.score)    Found \(progress.foundWords) of \(progress.totalWords) words")
        lines.append("")
        if session.acceptedWords.isEmpty {
            lines.append("  (no words yet)")
        }
        for word in session.acceptedWords.prefix(20) {
            lines.append("  \(word.word) (\(word.word.count))")
        }
        if session.acceptedWords.count > 20 {
            lines.append("  … and \(session.acceptedWords.count - 20) more")
        }
        lines.append("")
        if let alert { lines.append(alert) }
        lines.append("Type a word, or /hint /progress /new /giveup /save [file] /quit")
        write(lines.joined(separator: "\n") + "\n> ")
    }
}
