import Foundation
import IspellProtocol
import LexiconCheck
import LexiconSupport

/// The input and output of `lexcheck pipe`: reads lines as soon as they arrive (bounded as every
/// command reads them, ``LineReader``), hands each to the ``IspellSession`` and writes its
/// answer at once with one `write(2)`, so an editor waiting for the empty line that ends it
/// gets it without delay.
struct PipeLoop {
    /// What the loop prints for each line.
    enum Mode {
        /// The ispell `-a` protocol.
        case ispell
        /// The misspelled words only, one per line, commands not read: `hunspell -l`, which
        /// Emacs's flyspell runs on large regions.
        case list
    }

    var session: IspellSession
    let mode: Mode
    let encoding: DictionaryEncoding
    /// Lines that could not be read (not in the encoding, a NUL, too long), each reported.
    private(set) var invalidLines = InvalidLines()

    init(session: IspellSession, mode: Mode, encoding: DictionaryEncoding) {
        self.session = session
        self.mode = mode
        self.encoding = encoding
    }

    /// Writes `text` in the session's encoding.
    func write(_ text: String) throws(OutputError) {
        try StandardStreams.writeOut(bytes(text))
    }

    /// Reads `descriptor` to its end, answering every line; `name` is what messages call it.
    mutating func run(descriptor: Int32, name: String) throws {
        var reader = LineReader(descriptor: descriptor, encoding: encoding)
        while let line = try reader.next() {
            switch line {
            case .text(let text):
                try answer(Substring(text))
            case .invalid(let reason):
                invalidLines.report(reason, line: reader.lineNumber, in: name)
                // The editor waits for the empty line that ends an answer: give it, with no words.
                if mode == .ispell { try write("\n") }
            }
        }
    }

    /// Reads the file at `path` to its end, answering every line.
    mutating func run(path: String) throws {
        let name = ControlCharacters.visible(path)
        let descriptor = FileSystem.openDescriptor(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(message: "\(name): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw InputError(message: "\(name): is a directory")
        }
        try run(descriptor: descriptor, name: name)
    }

    private mutating func answer(_ line: Substring) throws(OutputError) {
        var output = ""
        switch mode {
        case .ispell:
            let reply = session.respond(to: line)
            reply.warnings.forEach(printWarning)
            for answer in reply.lines {
                output += answer
                output += "\n"
            }
        case .list:
            for word in session.misspelledWords(in: line) {
                output += word
                output += "\n"
            }
        }
        if !output.isEmpty { try write(output) }
    }

    private func bytes(_ text: String) -> [UInt8] {
        // Words come from the input and guesses that cannot be printed are left out, so
        // everything printed is in the encoding.
        encoding.encode(text) ?? Array(text.utf8)
    }
}
