#if LEXCHECK_SERVER
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// `lexcheck serve` as a running server: LanguageTool's Python client gets the words `lexcheck
/// check` finds, malformed and oversized requests are refused with a reason, SIGTERM stops it.
@Suite("lexcheck serve")
struct ServeCommandTests {
    let lexcheck = Lexcheck()

    /// A running `lexcheck serve --port 0` and the URL it listens on.
    final class Server {
        let process: Process
        let url: String
        let errors: Pipe

        init(_ arguments: [String], lexcheck: Lexcheck) throws {
            process = Process()
            process.executableURL = Lexcheck.executable
            process.arguments = ["serve", "--port", "0"] + arguments
            process.environment = lexcheck.processEnvironment
            errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // The line it prints once listening: "lexcheck serve: listening on http://127.0.0.1:PORT".
            var seen = ""
            let deadline = Date().addingTimeInterval(60)
            while !seen.contains("listening on http://"), Date() < deadline, process.isRunning {
                seen += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            }
            let found = seen.split(separator: "\n").first { $0.contains("listening on http://") }
            url = found.map { String($0[$0.range(of: "http://")!.lowerBound...]) } ?? ""
            try #require(!url.isEmpty, "the server did not say where it listens: \(seen)")
        }

        /// Stops it with SIGTERM; its exit status and what it wrote on stderr since it started.
        func stop() -> (status: Int32, log: String) {
            process.terminate()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }

        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    }

    /// Sends a request without any proxy; the status and the body.
    static func request(_ url: String, method: String = "GET", body: Data? = nil) async throws -> (Int, String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type") }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.connectionProxyDictionary = [:]
        let (data, response) = try await URLSession(configuration: configuration).data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// language_tool_python (PyPI, in the test Python) on real texts in English and German with
    /// emoji: the words and places `lexcheck check` reports, through LanguageTool's offsets.
    @Test func languageToolsPythonClientGetsTheWordsCheckFinds() throws {
        let python = LanguageServerClientTests.python
        try #require(FileManager.default.isExecutableFile(atPath: python),
                     "\(python) is missing: scripts/install-dependencies --tests makes it")
        let folder = try TemporaryDirectory()
        for language in ["en_US", "de_DE"] {
            let sample = try String(contentsOfFile: try fixture("languages/\(language).txt"), encoding: .utf8)
            let text = sample.split(separator: "\n").enumerated().map { $0.offset.isMultiple(of: 2) ? "😀 \($0.element) 👩‍👩‍👧" : String($0.element) }
                .joined(separator: "\n") + "\n"
            let file = try folder.write("\(language).txt", text)
            let server = try Server(["--language", language], lexcheck: lexcheck)
            let client = try runProcess(URL(filePath: python),
                                        [try fixture("languagetool/check-texts.py"), server.url,
                                         language.replacingOccurrences(of: "_", with: "-"), file.path],
                                        environment: lexcheck.processEnvironment, stdin: nil)
            let stopped = server.stop()
            #expect(client.status == 0, "\(client.stderr.suffix(2000))")
            #expect(stopped.status == 0 && stopped.log.contains("lexcheck serve: stopped"), "\(stopped.log)")
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(client.stdout.utf8)) as? [String: Any])
            let matches = (answer["matches"] as? [[Any]] ?? []).map { "\($0[1])@\($0[0])" }

            // `lexcheck check`: line and column (in characters) of each word, as offsets in the text.
            let check = try lexcheck.run(["check", "--format", "jsonl", "--language", language, file.path])
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let expected = check.lines.compactMap { line -> String? in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let number = object["line"] as? Int, let column = object["column"] as? Int,
                      let word = object["word"] as? String else { return nil }
                let before = lines.prefix(number - 1).reduce(0) { $0 + $1.unicodeScalars.count + 1 }
                return "\(word)@\(before + column - 1)"
            }
            #expect(!expected.isEmpty)
            #expect(matches == expected, "\(language)")
        }
    }

    @Test func badRequestsAreRefusedWithAReason() async throws {
        let server = try Server(["--max-request-bytes", "1000"], lexcheck: lexcheck)
        #expect(try await Self.request(server.url + "/health") == (200, #"{"status":"ok"}"#))
        let languages = try await Self.request(server.url + "/v2/languages")
        #expect(languages.0 == 200 && languages.1.contains(#""longCode":"en-US""#))
        let refused = [
            ("language=en-US&text=%ZZ", "Error: the field text has a '%' not followed by two hexadecimal digits\n"),
            ("text=hello", "Error: missing the 'language' parameter (a code such as en-US, or auto)\n"),
            ("language=en-US&text=%FF", "Error: the field text is not UTF-8\n"),
            ("language=en-US&data=%5B", "Error: 'data' is not LanguageTool's annotation JSON ({\"annotation\": [{\"text\": …}, {\"markup\": …}]})\n"),
        ]
        for (body, message) in refused {
            let answer = try await Self.request(server.url + "/v2/check", method: "POST", body: Data(body.utf8))
            #expect(answer == (400, message))
        }
        let large = try await Self.request(server.url + "/v2/check", method: "POST",
                                           body: Data(("language=en-US&text=" + String(repeating: "a", count: 2000)).utf8))
        #expect(large.0 == 413 && large.1.contains("above the limit of 1000"), "\(large)")
        // Still answering, and by GET too.
        let fine = try await Self.request(server.url + "/v2/check?language=en-US&text=Teh+end")
        #expect(fine.0 == 200 && fine.1.contains(#""offset":0"#) && fine.1.contains(#""length":3"#), "\(fine)")
        let stopped = server.stop()
        #expect(stopped.status == 0)
        #expect(stopped.log.contains("400: the field text is not UTF-8"), "requests refused are logged: \(stopped.log)")
    }

    @Test func wrongOptionsAreUsageErrors() throws {
        #expect(try lexcheck.run(["serve", "--port", "70000"]).status == 64)
        #expect(try lexcheck.run(["serve", "--log-level", "loud"]).status == 64)
        let missing = try lexcheck.run(["serve", "--port", "0", "--language", "xx_XX"])
        #expect(missing.status == 66 && missing.stderr.contains("xx_XX"), "\(missing.stderr)")
        let fine = try lexcheck.run(["serve", "--test-config", "--language", "en_US", "--language", "de_DE"])
        #expect(fine.status == 0 && fine.stderr == "lexcheck serve: the configuration is fine: en-US, de-DE\n", "\(fine.stderr)")
    }
}
#endif
