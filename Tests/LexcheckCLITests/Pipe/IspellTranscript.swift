/// What a spellchecker printed in the ispell `-a` protocol, read back: the version line, then
/// the answers for each input line (those before the empty line that ends them).
struct IspellTranscript {
    /// One answer line, with its guesses apart: tools agree on the rest, not on guesses.
    enum Answer: Equatable, CustomStringConvertible {
        /// `*`, `* WORD` (verbose), `+ ROOT`, `-`: the line as printed.
        case correct(String)
        /// `& WORD COUNT OFFSET: ...` or `# WORD OFFSET`: a misspelled word and where it starts.
        case misspelled(word: String, offset: Int)
        /// A line of neither shape.
        case other(String)

        var description: String {
            switch self {
            case .correct(let line), .other(let line): line
            case .misspelled(let word, let offset): "? \(word) \(offset)"
            }
        }
    }

    var banner: String
    /// The answers for each input line that was checked, in order.
    var lines: [[Answer]]
    /// The guesses of each misspelled word, in order of appearance; empty for a `#` line.
    var guesses: [[String]]
    /// `& ` lines whose COUNT is not the number of guesses listed.
    var miscounted: [String]

    init(_ output: String) {
        var printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        banner = printed.first ?? ""
        lines = []
        guesses = []
        miscounted = []
        var current: [Answer] = []
        for line in printed.dropFirst() {
            if line.isEmpty {
                lines.append(current)
                current = []
            } else {
                current.append(answer(line))
            }
        }
        if !current.isEmpty { lines.append(current) }
    }

    private mutating func answer(_ line: String) -> Answer {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if line.hasPrefix("& "), fields.count >= 4, let count = Int(fields[2]), let offset = Int(fields[3].dropLast()),
           let colon = line.range(of: ": ") {
            let listed = line[colon.upperBound...].components(separatedBy: ", ")
            guesses.append(listed)
            if listed.count != count { miscounted.append(line) }
            return .misspelled(word: fields[1], offset: offset)
        }
        if line.hasPrefix("# "), fields.count == 3, let offset = Int(fields[2]) {
            guesses.append([])
            return .misspelled(word: fields[1], offset: offset)
        }
        if line == "*" || line.hasPrefix("* ") || line.hasPrefix("+ ") || line == "-" { return .correct(line) }
        return .other(line)
    }
}
