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
                alert = screen?.accepted(word, points: points)
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
            let hint = session.hint(from: solution)
            try tell({ texts in hint.map { texts(.hint, ["word": $0]) } ?? texts(.allFound) },
                     else: hint.map { "hint: \($0)" } ?? "hint: every answer is found")
        case "progress":
            let progress = session.progress(in: solution)
            try tell({ $0(.progress, ["found": String(progress.foundWords), "total": String(progress.totalWords),
                                      "points": String(progress.points), "maximum": String(progress.maximumPoints)]) },
                     else: "progress: \(progress)")
        case "new":
            try newRoot(roots: roots, generator: &generator)
        case "giveup", "give":
            let missed = session.missedAnswers(in: solution)
            if let screen {
                try show(missed.isEmpty ? screen.texts(.missedNothing) : screen.texts(.missed, ["words": missed.joined(separator: ", ")]))
                try screen.write(screen.texts(.pressReturn))
                _ = try reader.next()
            } else {
                try say("missed: " + (missed.isEmpty ? "nothing" : missed.joined(separator: ", ")))
            }
            try newRoot(roots: roots, generator: &generator)
        case "save":
            let path = parts.count > 1 ? parts[1] : "lexcheck-game.json"
            do throws(SavedGameFile.WriteError) {
                try SavedGameFile.write(session, to: path)
            } catch {
                // The game goes on: the player can save elsewhere.
                try tell({ $0(.cannotSave, ["path": path, "reason": "\(error)"]) }, else: "cannot save to \(path): \(error)")
                return .continue
            }
            if let screen {
                try screen.write("\n" + screen.texts(.saved, ["path": ControlCharacters.visible(path)]) + "\n")
            } else {
                try say("saved: \(path)")
            }
            return .quit
        case "quit", "exit":
            if screen == nil { try say("bye") }
            return .quit
        case "help":
            try tell({ $0(.commands) }, else: "commands: /hint /progress /new /giveup /save [file] /quit")
        default:
            try tell({ $0(.unknownCommand, ["command": line]) }, else: "unknown command \(line): try /help")
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

    /// Tells the player something: on the screen in the game's language, else as a line of the
    /// English protocol programs read.
    private mutating func tell(_ onScreen: (PlayTexts) -> String, else line: String) throws(OutputError) {
        if let screen { try show(onScreen(screen.texts)) } else { try say(line) }
    }

    /// A note on the screen, under the words found, until the next input.
    private mutating func show(_ text: String) throws(OutputError) {
        alert = screen?.note(ControlCharacters.visible(text))
        try redraw()
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
