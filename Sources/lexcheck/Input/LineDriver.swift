import LexiconCheck

/// The loop behind every command that reads lines (`check`, `batch`, `suggest`, `stem`,
/// `analyze`), written once: the files in order (standard input for none or `-`), each read in
/// blocks of lines; each invalid line reported and counted (``InvalidLines``); the output flushed before any error, so that what was found comes first; progress
/// on a terminal; and the exit code, from what went wrong and what the command rejected.
///
/// A command gives its options and what it does with a block of lines (its answers, written
/// as records through a ``RecordWriter``); the driver does the rest.
struct LineDriver {
    /// The paths to read, in order; `-` is standard input.
    let paths: [String]
    /// The most lines a block holds: many for throughput, few where each line's answer should
    /// come soon (a command in a pipeline that answers as it reads).
    let blockSize: Int
    /// Whether to show a line count on a terminal during long runs.
    let showsProgress: Bool

    /// Reads `files`, or standard input when there are none.
    init(files: [String], blockSize: Int = 4096, showsProgress: Bool = true) {
        self.paths = files.isEmpty ? ["-"] : files
        self.blockSize = blockSize
        self.showsProgress = showsProgress
    }

    /// What a run came to, besides its output: everything the exit code depends on.
    struct Outcome {
        /// Whether some file could not be opened or read.
        var unreadable = false
        /// The lines that were not text (not UTF-8, a NUL byte, too long).
        var invalidLines = InvalidLines()
        /// How many items the command rejected (misspelled words, rejected answers).
        var rejected = 0

        /// Ends the command with its exit code: 66 when a file could not be read, else 65 for
        /// invalid lines, else 1 when something was rejected; returns for success.
        func exit() throws {
            if unreadable { throw Exit.cannotRead }
            try invalidLines.exit()
            if rejected > 0 { throw Exit.rejected }
        }
    }

    /// Reads every file, calling `body` with each block of lines and the output; `body` returns
    /// how many items of the block it rejected. A block's invalid lines are reported before
    /// `body` sees it. A file that cannot be opened or read is reported and the others are still
    /// read. The output is finished (a JSON document's `]`) after the last block.
    func run(into output: inout RecordWriter, _ body: (LineBlock, inout RecordWriter) throws -> Int) throws -> Outcome {
        var outcome = Outcome()
        var progress = showsProgress ? Progress() : nil
        for path in paths {
            do {
                let source = try LineSource(path: path)
                try source.forEachBlock(blockSize: blockSize) { lines, firstLine in
                    let block = LineBlock(source: source, lines: lines, firstLine: firstLine)
                    try report(block.invalidLines, in: source, to: &outcome.invalidLines, flushing: &output)
                    outcome.rejected += try body(block, &output)
                    progress?.update(lines: firstLine + lines.count - 1)
                    return true
                }
            } catch let error as InputError {
                try output.flush()
                printError(error.description)
                outcome.unreadable = true
            }
        }
        try output.finish()
        progress?.finish()
        return outcome
    }

    /// Reports invalid lines, after writing out what came before them.
    private func report(_ invalid: [(line: Int, reason: String)], in source: LineSource,
                        to invalidLines: inout InvalidLines, flushing output: inout RecordWriter) throws(OutputError) {
        guard !invalid.isEmpty else { return }
        try output.flush()
        for (line, reason) in invalid { invalidLines.report(reason, line: line, in: source.name) }
    }
}

/// A block of lines as ``LineDriver`` hands it to a command.
struct LineBlock {
    /// The file or standard input the lines come from.
    let source: LineSource
    /// The lines, valid or not, in order.
    let lines: [InputLine]
    /// The number of the first line (from 1 in each file).
    let firstLine: Int

    /// Each line's text, `nil` for an invalid line (one entry per line, for workers that keep
    /// positions).
    var texts: [String?] { lines.map(\.text) }

    /// The valid lines with their numbers, in order.
    var validLines: [(line: Int, text: String)] {
        lines.enumerated().compactMap { offset, line in line.text.map { (firstLine + offset, $0) } }
    }

    /// The valid lines that are not blank, without the white space around them: the words of
    /// commands that take a word a line (`batch`, `suggest`).
    var words: [String] {
        var words: [String] = []
        words.reserveCapacity(lines.count)
        for case .text(let text) in lines {
            let word = String(text.trimmingWhitespace())
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// The invalid lines with their numbers and why they are invalid.
    var invalidLines: [(line: Int, reason: String)] {
        lines.enumerated().compactMap { offset, line in
            if case .invalid(let reason) = line { (firstLine + offset, reason) } else { nil }
        }
    }
}
