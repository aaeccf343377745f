import ArgumentParser
import Foundation
import LanguageServer
import LexiconSupport

/// The input and output of `lexcheck lsp`: reads standard input as it arrives, cuts it into
/// messages (``MessageFramer``), hands each to the ``LanguageServerSession`` and writes what it
/// answers with one `write(2)`.
///
/// Broken framing ends the server with an error (message boundaries are lost); a message that
/// is not JSON or has wrong params is answered with an error and the server goes on. Memory is
/// bounded by the framer's limits; a client that stops reading blocks the server's writes,
/// which then stops reading too.
struct LanguageServerLoop {
    var session: LanguageServerSession
    private var framer = MessageFramer()

    init(session: LanguageServerSession) {
        self.session = session
    }

    mutating func run() throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(message: "<stdin>: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return try endOfInput() }
            framer.append(buffer[0..<count])
            do {
                while let body = try framer.nextBody() {
                    let answers = session.handle(Data(body))
                    if !answers.isEmpty {
                        var frames = Data()
                        for answer in answers { frames.append(answer.framed()) }
                        try StandardStreams.writeOut(frames)
                    }
                    if let code = session.exitCode {
                        if code != 0 { throw ExitCode(code) }
                        return
                    }
                }
            } catch let error as FramingError {
                printError("<stdin>: \(error.description)")
                throw Exit.badInput
            }
        }
    }

    /// The client closed standard input: after `shutdown` that ends the session; otherwise it
    /// went away without saying so.
    private func endOfInput() throws {
        if framer.hasPartialMessage {
            printError("<stdin>: the input ended inside a message")
            throw Exit.badInput
        }
        if !session.hasShutDown {
            printError("<stdin>: the client closed the connection without shutdown and exit")
            throw ExitCode(1)
        }
    }
}
