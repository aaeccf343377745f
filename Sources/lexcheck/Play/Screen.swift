import AnagramRules
import Foundation
import LexiconSupport

/// The terminal screen: cleared and redrawn after each input. Colour only adds to what the
/// text says, and is left out when NO_COLOR is set or the terminal is dumb. Words and names
/// from outside are drawn with their control characters shown (``ControlCharacters``).
struct Screen {
    let colour: Bool

    init(environment: [String: String] = Platform.environment) {
        colour = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    private func style(_ code: String, _ text: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func accepted(_ text: String) -> String { style("32", "✓ Accepted: \(ControlCharacters.visible(text))") }

    func rejected(_ rejection: Rejection) -> String {
        style("31;1", "✗ \(rejection.title)") + " — \(ControlCharacters.visible(rejection.message))"
    }

    func note(_ text: String) -> String { style("36", "• \(text)") }

    func write(_ text: String) throws(OutputError) {
        try StandardStreams.writeOut(text)
    }

    func draw(session: GameSession, progress: GameProgress, alert: String?) throws(OutputError) {
        var lines = ["\u{1B}[H\u{1B}[2J" + style("1", "lexcheck play — Word Scramble")]
        lines.append("")
        lines.append("Root: " + style("1;33", ControlCharacters.visible(session.root.uppercased())) + "    Score: \(session.score)    Found \(progress.foundWords) of \(progress.totalWords) words")
        lines.append("")
        if session.acceptedWords.isEmpty {
            lines.append("  (no words yet)")
        }
        for word in session.acceptedWords.prefix(20) {
            lines.append("  \(ControlCharacters.visible(word.word)) (\(word.word.count))")
        }
        if session.acceptedWords.count > 20 {
            lines.append("  … and \(session.acceptedWords.count - 20) more")
        }
        lines.append("")
        if let alert { lines.append(alert) }
        lines.append("Type a word, or /hint /progress /new /giveup /save [file] /quit")
        try write(lines.joined(separator: "\n") + "\n> ")
    }
}
