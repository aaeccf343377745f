import Foundation
import Testing
import TestSupport

/// `lexcheck lsp` driven by real clients (Neovim's built-in one, a pygls/lsprotocol one) and by
/// hostile input on its standard input.
@Suite("lexcheck lsp")
struct LanguageServerClientTests {
    let lexcheck = Lexcheck()

    static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    static let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    static let shutdownAndExit = frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)

    /// Neovim (`neovim`, which `scripts/setup/install-dependencies --tests` installs) opens a file with
    /// lexcheck as its language server (`Fixtures/neovim/lsp-client.lua`): it shows the
    /// diagnostics, takes the first code action through its own code-action menu (the guess
    /// replaces the word, and the server hears of the edit), and runs the command of another.
    @Test func neovimShowsDiagnosticsAndAppliesACodeAction() throws {
        try requireTools("nvim")
        let folder = try TemporaryDirectory()
        let file = try folder.write("notes.txt", "Teh Neovim editor\nhas a brwon fox and qwxz\n")
        var environment = lexcheck.processEnvironment
        environment["HOME"] = folder.url.path
        environment["LEXCHECK"] = Lexcheck.executable.path
        environment["LSP_FILE"] = file.path
        environment["LSP_ROOT"] = folder.url.path
        let result = try runProcess(URL(filePath: "/usr/bin/env"),
                                    ["nvim", "--headless", "--clean", "-c", "luafile \(try fixture("neovim/lsp-client.lua"))"],
                                    environment: environment, stdin: nil, directory: folder.url)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr.suffix(2000))")
        var report: [String: String] = [:]
        for line in result.lines {
            guard let colon = line.range(of: ": ") else { continue }
            report[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
        }
        // "Neovim" is one of the words the client's initialization options accept.
        #expect(report["diagnostics"] == "Teh@0:0 brwon@1:6 qwxz@1:20")
        #expect(report["encoding"] == "utf-16")
        let offered = report["offered"]?.components(separatedBy: " | ") ?? []
        #expect(offered.first == "Change to “The”")
        #expect(Array(offered.suffix(3)) == ["Add “Teh” to the user dictionary", "Add “Teh” to the workspace dictionary",
                                             "Ignore “Teh” in this file"])
        #expect(report["line"] == "The Neovim editor")
        #expect(report["after-edit"] == "brwon@1:6 qwxz@1:20")
        #expect(report["after-command"] == "qwxz@1:20")
        #expect(try String(contentsOf: folder.file(".lexcheck-words"), encoding: .utf8) == "brwon\n")
        #expect(report["stopped"] == "true")
    }

    /// The Python that has pygls and lsprotocol: `scripts/setup/install-dependencies --tests` makes it.
    static var python: String {
        ProcessInfo.processInfo.environment["LEXCHECK_TEST_PYTHON"]
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache/lexcheck-test-python/bin/python3").path
    }

    /// A pygls client reads every answer into lsprotocol's types and checks the protocol's
    /// details (`Fixtures/pygls/check-protocol.py`): UTF-8 positions negotiated, incremental
    /// changes, the configuration pulled, commands for a client without code action literals
    /// and the edit the server then asks it to apply, an unknown method refused, exit code 0.
    @Test func aPyglsClientGetsTheProtocolsDetailsRight() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python),
                     "\(Self.python) is missing: scripts/setup/install-dependencies --tests makes it (pygls, lsprotocol)")
        let folder = try TemporaryDirectory()
        let result = try runProcess(URL(filePath: Self.python),
                                    [try fixture("pygls/check-protocol.py"), Lexcheck.executable.path, folder.url.path],
                                    environment: lexcheck.processEnvironment, stdin: nil)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr.suffix(3000))")
        #expect(result.lines.count == 13, "\(result.stdout)")
    }

    @Test func aSessionOverStandardInput() throws {
        let open = Self.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.txt","languageId":"plaintext","version":1,"text":"Teh 😀 end"}}}"#)
        let result = try lexcheck.run(["lsp", "--stdio"], stdin: Data((Self.initialize + open + Self.shutdownAndExit).utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Content-Length: "))
        #expect(result.stdout.contains(#""word":"Teh""#))
        #expect(result.stdout.contains(#"{"id":9,"jsonrpc":"2.0","result":null}"#) || result.stdout.contains(#""result":null"#))
    }

    /// Hostile input: a clear error naming what and where, a non-zero exit, never a hang.
    @Test(arguments: [
        ("Content-Length: 12\r\nGarbage\r\n\r\n{}", 65,
         "broken message framing in message 2 (byte \(initialize.utf8.count) of the input): a header line without ':' (\"Garbage\")"),
        ("Content-Length: 999999999999\r\n\r\n", 65, "above the limit"),
        ("Content-Length: 50\r\n\r\n{\"jsonrpc\"", 65, "the input ended inside a message"),
        ("", 1, "the client closed the connection without shutdown and exit"),
    ])
    func brokenInputEndsTheServerWithAClearError(input: String, status: Int32, message: String) throws {
        let result = try lexcheck.run(["lsp"], stdin: Data((Self.initialize + input).utf8))
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A client that sends documents and never reads the answers: the server's writes block
    /// once the pipe is full, so it stops reading too and its memory stays what one document
    /// costs (the diagnostics it would owe come to hundreds of megabytes); when the client goes
    /// away, the server ends with the write error instead of hanging.
    @Test func aClientThatNeverReadsCostsBoundedMemory() throws {
        let folder = try TemporaryDirectory()
        let text = String(repeating: "brwon jmups qwxz teh\\n", count: 5_000)
        var input = Self.initialize
        for number in 0..<200 {
            input += Self.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///\#(number).txt","languageId":"plaintext","version":1,"text":"\#(text)"}}}"#)
        }
        let messages = try folder.write("messages", input)
        // The reader, `sleep`, never reads; the server's resident memory is taken while it waits.
        let result = try lexcheck.runShell(#"""
            trap "" PIPE
            mkfifo "$2/out"
            sleep 6 < "$2/out" &
            "$0" lsp < "$1" > "$2/out" 2> "$2/err" &
            server=$!
            sleep 4
            echo "rss $(awk '/VmRSS/ {print $2}' /proc/$server/status)"
            wait "$server"
            echo "status $?"
            cat "$2/err"
            """#, arguments: [messages.path, folder.url.path])
        let rss = result.lines.first { $0.hasPrefix("rss ") }.flatMap { Int($0.dropFirst(4)) } ?? .max
        #expect(rss < 300_000, "resident memory while blocked: \(rss) kB")
        #expect(result.stdout.contains("status 74"), "\(result.stdout)")
        #expect(result.stdout.contains("Broken pipe"), "\(result.stdout)")
    }

    @Test func badMessagesAreAnsweredAndTheServerGoesOn() throws {
        let input = Self.initialize + Self.frame("{nope") + Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{}}"#)
            + Self.shutdownAndExit
        let result = try lexcheck.run(["lsp"], stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""code":-32700"#))
        #expect(result.stdout.contains(#""code":-32602"#))
        let abrupt = try lexcheck.run(["lsp"], stdin: Data((Self.initialize + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)).utf8))
        #expect(abrupt.status == 1, "exit without shutdown")
    }
}
