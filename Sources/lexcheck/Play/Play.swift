import AnagramRules
import Foundation
import LexiconCheck
import LexiconSupport

/// The loop of one game: answers and commands in, outcomes out, on a redrawn screen or as
/// one line per input.
struct Play {
    enum Next { case `continue`, quit }

    var session: GameSession
    /// A solver that knows the answers of a root.
    let solver: (String) throws -> AnagramSolver
    let screen: Screen?
    private var solution: Solution
    private var alert: String?
    /// Where verdict lines go without a screen: flushed after each, so each answer comes at once.
    private var output = OutputBuffer()

    init(session: GameSession, solver: @escaping (String) throws -> AnagramSolver, screen: Screen?) throws {
        self.session = session
        self.solver = solver
        self.screen = screen
        self.solution = try solver(session.root).solve(root: session.root, settings: session.rules.settings, checker: session.rules.checker)
    }

    mutating func start() throws(OutputError) {
        if screen == nil { try say("root: \(session.root)") }
        try redraw()
    }

    func end() throws(OutputError) {
        if let screen { try screen.write("\n") }
    }

    mutating func handle(_ input: String, roots: StartWords, generator: inout any RandomNumberGenerator,
                         reader: inout LineReader) throws -> Next {
        let line = String(input.trimmingWhitespace())
        // A blank line is no answer: skipped, as every command that reads lines skips it (the
        // screen is only redrawn).
        if line.isEmpty {
            try redraw()
            return .continue
        }
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
                try writer.write(line, verdict, into: &bytes)
                try output.write(bytes: bytes.bytes)
                try output.flush()
            }
            try redraw()
            return .continue
        }
        let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        switch parts.first?.lowercased() ?? "" {
        case "hint":
            let text = session.hint(from: solution).map { "hint: \($0)" } ?? "hint: every answer is found"
            try report(text)
        case "progress":
            try report("progress: \(session.progress(in: solution))")
        case "new":
            try newRoot(roots: roots, generator: &generator)
        case "giveup", "give":
            let missed = session.missedAnswers(in: solution)
            try report("missed: " + (missed.isEmpty ? "nothing" : missed.joined(separator: ", ")))
            if screen != nil {
                try screen?.write("Press Return for a new root.")
                _ = try reader.next()
            }
            try newRoot(roots: roots, generator: &generator)
        case "save":
            let path = parts.count > 1 ? parts[1] : "lexcheck-game.json"
            do throws(SavedGameFile.WriteError) {
                try SavedGameFile.write(session, to: path)
            } catch {
                // The game goes on: the player can save elsewhere.
                try report("cannot save to \(path): \(error)")
                return .continue
            }
            if let screen { try screen.write("\nSaved to \(ControlCharacters.visible(path)).\n") } else { try say("saved: \(path)") }
            return .quit
        case "quit", "exit":
            if screen == nil { try say("bye") }
            return .quit
        case "help":
            try report("commands: /hint /progress /new /giveup /save [file] /quit")
        default:
            try report("unknown command \(line): try /help")
        }
        return .continue
    }

    private mutating func newRoot(roots: StartWords, generator: inout any RandomNumberGenerator) throws {
        try session.restart(from: roots, using: &generator)
        solution = try solver(session.root).solve(root: session.root, settings: session.rules.settings, checker: session.rules.checker)
        alert = nil
        if screen == nil { try say("new root: \(session.root)") }
        try redraw()
    }

    private mutating func report(_ text: String) throws(OutputError) {
        if screen == nil {
            try say(text)
        } else {
            alert = screen?.note(ControlCharacters.visible(text))
            try redraw()
        }
    }

    /// One outcome line, written at once (a script reading it may be waiting), with the
    /// control characters of the words and names in it shown.
    private func say(_ text: String) throws(OutputError) {
        try StandardStreams.writeOut(ControlCharacters.visible(text) + "\n")
    }

    private func redraw() throws(OutputError) {
        guard let screen else { return }
        try screen.draw(session: session, progress: session.progress(in: solution), alert: alert)
    }
}
