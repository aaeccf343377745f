import AnagramRules
import Foundation
import LexiconCheck

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
