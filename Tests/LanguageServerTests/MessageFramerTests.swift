import Foundation
import LanguageServer
import Testing

@Suite("Message framing")
struct MessageFramerTests {
    static func frame(_ body: String, headers: String = "") -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\(headers)\r\n\(body)".utf8)
    }

    /// Every body, however the stream is cut into reads.
    @Test func bodiesComeOutWhateverTheReadsAre() throws {
        let bodies = [#"{"a":1}"#, "", #"{"text":"😀 ü\r\n"}"#, String(repeating: "x", count: 300)]
        let stream = bodies.enumerated().flatMap { index, body in
            Self.frame(body, headers: index == 2 ? "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" : "")
        }
        for chunk in [1, 2, 3, 7, 64, stream.count] {
            var framer = MessageFramer()
            var read: [String] = []
            var offset = 0
            while offset < stream.count {
                framer.append(stream[offset..<min(offset + chunk, stream.count)])
                offset += chunk
                while let body = try framer.nextBody() { read.append(String(decoding: body, as: UTF8.self)) }
            }
            #expect(read == bodies, "reads of \(chunk) bytes")
            #expect(!framer.hasPartialMessage)
        }
    }

    @Test func aStreamCutInsideAMessageIsKnown() throws {
        var framer = MessageFramer()
        framer.append(Self.frame(#"{"a":1}"#).dropLast())
        #expect(try framer.nextBody() == nil)
        #expect(framer.hasPartialMessage)
    }

    /// Broken framing is an error that says what and where, never a crash or unbounded memory.
    @Test(arguments: [
        ("Content-Type: x\r\n\r\n{}", "without a Content-Length"),
        ("Content-Length: ten\r\n\r\n", "Content-Length is not a length"),
        ("Content-Length: -5\r\n\r\n", "Content-Length is not a length"),
        ("Content-Length: 99999999999999999999999\r\n\r\n", "Content-Length is not a length"),
        ("Content-Length: 2000000\r\n\r\n", "above the limit of 1000000"),
        ("Garbage line\r\n\r\n", "without ':'"),
        (String(repeating: "A", count: 9000), "headers longer than 8192 bytes"),
    ])
    func brokenFramingIsAnErrorThatSaysWhere(stream: String, problem: String) throws {
        var framer = MessageFramer(maximumBodyBytes: 1_000_000)
        let first = Self.frame("{}")
        framer.append(first)
        #expect(try framer.nextBody() != nil)
        framer.append(Array(stream.utf8))
        let error = #expect(throws: FramingError.self) { _ = try framer.nextBody() }
        #expect(error?.message == 2)
        #expect(error?.offset == first.count)
        #expect(error?.description.contains(problem) == true, "\(String(describing: error))")
    }
}
