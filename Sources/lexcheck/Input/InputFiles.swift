/// The files a command reads, in order (`-` or none: standard input).
///
/// A file that cannot be opened or read is reported after everything found before it is
/// written out, the other files are still read, and the command then ends with exit code 66:
/// `lexcheck check good.txt missing.txt` prints what good.txt holds, then the error.
struct InputFiles {
    let paths: [String]

    init(_ paths: [String]) {
        self.paths = paths.isEmpty ? ["-"] : paths
    }

    /// Calls `body` with each file in turn and the output it writes to; returns whether some
    /// file could not be read.
    func forEach(writingTo output: inout OutputBuffer,
                 _ body: (LineSource, inout OutputBuffer) throws -> Void) throws -> Bool {
        var failed = false
        for path in paths {
            do {
                try body(try LineSource(path: path), &output)
            } catch let error as InputError {
                try output.flush()
                printError(error.description)
                failed = true
            }
        }
        return failed
    }
}
