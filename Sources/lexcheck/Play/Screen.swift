import AnagramRules
import Foundation
import LexiconSupport

/// The terminal screen: cleared and redrawn after each input. Colour only adds to what the
/// text says, and is left out when NO_COLOR is set or the terminal is dumb. Words and names
/// from outside are drawn with their control characters shown (``ControlCharacters``).
struct Screen {
    let colour: Bool
    /// The screen's texts, in the game's language.
    let texts: PlayTexts
    /// The game's language, whose capitals the root is shown in (`i` is `İ` in Turkish).
    let locale: Locale

    init(language: String, environment: [String: String] = Platform.environment) {
        colour = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        texts = PlayTexts(language: language)
        locale = Locale(identifier: language)
    }

    private func style(_ code: String, _ text: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func accepted(_ word: String, points: Int) -> String {
        style("32", "✓ " + texts(.accepted, ["word": ControlCharacters.visible(word), "points": String(points)]))
    }

    func rejected(_ rejection: Rejection) -> String {
        style("31;1", "✗ \(rejection.title)") + " — \(ControlCharacters.visible(rejection.message))"
    }

    func note(_ text: String) -> String { style("36", "• \(text)") }

    func write(_ text: String) throws(OutputError) {
        try StandardStreams.writeOut(text)
    }

    func draw(session: GameSession, progress: GameProgress, alert: String?) throws(OutputError) {
        var lines = ["\u{1B}[H\u{1B}[2J" + style("1", texts(.title))]
        lines.append("")
        lines.append(texts(.status, ["root": style("1;33", ControlCharacters.visible(session.root.uppercased(with: locale))),
                                     "score": String(session.score), "found": String(progress.foundWords),
                                     "total": String(progress.totalWords)]))
        lines.append("")
        if session.acceptedWords.isEmpty {
            lines.append("  " + texts(.noWords))
        }
        for word in session.acceptedWords.prefix(20) {
            lines.append("  \(ControlCharacters.visible(word.word)) (\(word.word.count))")
        }
        if session.acceptedWords.count > 20 {
            lines.append("  " + texts(.more, ["count": String(session.acceptedWords.count - 20)]))
        }
        lines.append("")
        if let alert { lines.append(alert) }
        lines.append(texts(.prompt))
        try write(lines.joined(separator: "\n") + "\n> ")
    }
}
