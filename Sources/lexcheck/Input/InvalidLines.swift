/// The policy for lines that are not text (not valid in the input's encoding, holding a NUL
/// byte, too long), for every command that reads lines: each is reported on standard error as
/// `NAME:LINE: reason`, skipped, and counted; a run that met any ends with exit code 65.
struct InvalidLines {
    /// How many were reported.
    private(set) var count = 0

    /// Reports line `line` of the input called `name` (`<stdin>`, a path) as not text.
    mutating func report(_ reason: String, line: Int, in name: String) {
        printError("\(name):\(line): \(reason)")
        count += 1
    }

    /// Ends the command with exit code 65 when a line was invalid; returns otherwise.
    func exit() throws {
        if count > 0 { throw Exit.badInput }
    }
}
