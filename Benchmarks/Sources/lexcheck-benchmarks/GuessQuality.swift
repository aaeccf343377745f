import Foundation
import LexiconCheck

/// One misspelling of the committed corpus and the corrections it may stand for.
struct Misspelling {
    var typo: String
    var corrections: Set<String>
}

/// Reads `misspelling->correction[, correction...]` lines.
func readMisspellings(at url: URL) throws -> [Misspelling] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "->", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let corrections = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return Misspelling(typo: String(parts[0]), corrections: Set(corrections.map { $0.lowercased() }))
    }
}

/// How often a backend's first guess, or one of its first five, is the intended word, and
/// the time it takes per word.
struct GuessQuality {
    var name: String
    var words = 0
    var acceptedAsCorrect = 0
    var top1 = 0
    var top5 = 0
    var withoutGuess = 0
    var elapsed = Duration.zero

    /// `checker`'s guesses, timed in CPU time of this thread.
    init(name: String, checker: any TextChecker, corpus: [Misspelling]) {
        self.name = name
        // The first guess builds the indexes; the load benchmark times that, not this one.
        _ = checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: checker.language)
        for entry in corpus {
            let range = NSRange(location: 0, length: entry.typo.utf16.count)
            let start = threadCPUTime()
            let guesses = checker.guesses(forWordRange: range, in: entry.typo, language: checker.language) ?? []
            elapsed += threadCPUTime() - start
            score(entry, guesses: guesses, accepted: checker.isCorrect(entry.typo))
        }
    }

    /// aspell's guesses (`aspell -a --sug-mode=normal -d en_US`, Debian's aspell-en), all the
    /// corpus through one process, timed in the CPU time it used; `nil` when aspell is not
    /// installed.
    init?(aspellOn corpus: [Misspelling]) throws {
        guard let aspell = ["/usr/bin/aspell", "/usr/local/bin/aspell", "/opt/homebrew/bin/aspell"]
            .first(where: FileManager.default.isExecutableFile) else { return nil }
        name = "aspell 0.60 --sug-mode=normal"
        let process = Process()
        process.executableURL = URL(filePath: aspell)
        process.arguments = ["-a", "--sug-mode=normal", "-d", "en_US", "--encoding=utf-8"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let before = childrenCPUTime()
        try process.run()
        // `^` keeps a line from being read as a command; one word a line.
        let text = corpus.map { "^" + $0.typo + "\n" }.joined()
        let writing = input.fileHandleForWriting
        let bytes = Data(text.utf8)
        let writer = Thread {
            writing.write(bytes)
            try? writing.close()
        }
        writer.start()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        elapsed = childrenCPUTime() - before
        // After the banner, one block per input line, each ended by a blank line: a line per
        // word aspell saw in it (`*` correct, `& word n offset: guesses`, `# word offset` none).
        // A typo aspell splits (an apostrophe, a hyphen) is judged by its first misspelled part.
        let body = answer.drop { $0 != "\n" }.dropFirst()
        let blocks = body.components(separatedBy: "\n\n").dropLast()
        guard blocks.count == corpus.count else {
            FileHandle.standardError.write(Data("aspell: \(blocks.count) answers for \(corpus.count) words\n".utf8))
            return nil
        }
        for (entry, block) in zip(corpus, blocks) {
            let lines = block.split(separator: "\n")
            var guesses: [String] = []
            if let line = lines.first(where: { $0.hasPrefix("&") }), let colon = line.firstIndex(of: ":") {
                let list = line[line.index(after: colon)...]
                guesses = list.split(separator: ",").map { (guess: Substring) -> String in guess.trimmingCharacters(in: .whitespaces) }
            }
            score(entry, guesses: guesses, accepted: lines.allSatisfy { $0.hasPrefix("*") })
        }
    }

    /// Counts `guesses` for `entry`: case ignored (the lists write some proper nouns in lower
    /// case, "asian").
    private mutating func score(_ entry: Misspelling, guesses: [String], accepted: Bool) {
        words += 1
        if accepted { acceptedAsCorrect += 1 }
        let lowered = guesses.prefix(5).map { $0.lowercased() }
        if let first = lowered.first, entry.corrections.contains(first) { top1 += 1 }
        if lowered.contains(where: entry.corrections.contains) { top5 += 1 }
        // A typo the backend accepts as a word gets no guesses by design: counted apart.
        if guesses.isEmpty, !accepted { withoutGuess += 1 }
    }

    var line: String {
        func percent(_ count: Int) -> String { String(format: "%5.1f%%", 100 * Double(count) / Double(max(words, 1))) }
        let perWord: String = Measurement.format(elapsed / max(words, 1))
        let parts: [String] = [
            "  " + name.padding(toLength: 30, withPad: " ", startingAt: 0),
            "top-1 " + percent(top1),
            "top-5 " + percent(top5),
            perWord.padding(toLength: 10, withPad: " ", startingAt: 0) + " CPU per word",
            "no guess (of the rest) " + percent(withoutGuess),
            "(\(acceptedAsCorrect) typos accepted as words)",
        ]
        return parts.joined(separator: "  ")
    }
}

/// The CPU time this thread has used.
func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Duration.seconds(Int64(time.tv_sec)) + Duration.nanoseconds(Int64(time.tv_nsec))
}

/// The CPU time (user and system) the finished child processes have used.
func childrenCPUTime() -> Duration {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let user = Duration.seconds(Int64(usage.ru_utime.tv_sec)) + Duration.microseconds(Int64(usage.ru_utime.tv_usec))
    let system = Duration.seconds(Int64(usage.ru_stime.tv_sec)) + Duration.microseconds(Int64(usage.ru_stime.tv_usec))
    return user + system
}

/// The misspelling lists the quality benchmark scores on: Wikipedia's (committed with its
/// licence), and codespell's when Debian's `codespell` package is installed (GPL-2.0: read
/// where the package puts it, never copied), every eighth entry whose typo is one lower-case
/// word of a–z.
func misspellingCorpora(wikipedia: URL) throws -> [(name: String, entries: [Misspelling])] {
    let wikipediaEntries: [Misspelling] = try readMisspellings(at: wikipedia)
    var corpora: [(name: String, entries: [Misspelling])] = [("Wikipedia common misspellings", wikipediaEntries)]
    let codespell = URL(filePath: "/usr/lib/python3/dist-packages/codespell_lib/data/dictionary.txt")
    if FileManager.default.fileExists(atPath: codespell.path) {
        let entries = try readMisspellings(at: codespell).filter { entry in
            entry.typo.utf8.allSatisfy { (0x61...0x7A).contains($0) }
        }
        var sample: [Misspelling] = []
        for index in stride(from: 0, to: entries.count, by: 8) {
            sample.append(entries[index])
        }
        corpora.append(("codespell dictionary (every 8th)", sample))
    }
    return corpora
}
