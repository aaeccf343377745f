import Foundation
import IspellProtocol

extension Targets {
    /// A conversation in the ispell `-a` protocol, one request per line, answered as `lexcheck
    /// pipe` answers it: every line gets a reply, a checked line's ends with the empty line the
    /// editor waits for, and every answer is a line of the protocol (`*`, `& …`, `# …`).
    static let pipe = FuzzTarget(name: "pipe") { data in
        // `*` and `@` lines add words: a checker for this input alone.
        guard let checker = makeChecker() else { return nil }
        var session = IspellSession(checker: checker)
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).prefix(200) {
            let reply = session.respond(to: line)
            if case .check = IspellRequest(line: line) {
                guard reply.lines.last == "" else { return "the answer to \(line.debugDescription) does not end with an empty line" }
                for answer in reply.lines.dropLast() {
                    guard answer.contains("\n") == false,
                          answer == "*" || answer.hasPrefix("* ") || answer.hasPrefix("& ") || answer.hasPrefix("# ") else {
                        return "answer \(answer.debugDescription) to \(line.debugDescription) is not a protocol line"
                    }
                }
            } else if !reply.lines.isEmpty {
                return "the command \(line.debugDescription) was answered with \(reply.lines)"
            }
        }
        return nil
    }
}
