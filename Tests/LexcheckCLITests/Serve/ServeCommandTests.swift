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
    static func request(_ url: String, method: String = "GET", body: Data? = nil,
                        headers: [String: String] = [:]) async throws -> (Int, String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
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
                     "\(python) is missing: scripts/setup/install-dependencies --tests makes it")
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

    /// A form body: `name=value` pairs, form-encoded.
    static func form(_ fields: [(String, String)]) -> Data {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return Data(fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
            .joined(separator: "&").utf8)
    }

    /// The game endpoints answer the very bytes the CLI writes with --format json for the same
    /// question: `word` for judge, `solve` for solve, `batch` without --root for check, in two
    /// languages, with the server's options and a request's own settings.
    @Test func gameEndpointsAnswerWhatTheCLIWrites() async throws {
        let server = try Server(["--language", "en_US", "--language", "de_DE", "--min-length", "4"], lexcheck: lexcheck)
        defer { _ = server.stop() }
        for (language, root) in [("en_US", "telepaths"), ("de_DE", "Wanderung"), ("en_US", "Mississippi")] {
            // Candidates: some of the root's answers, real text's words (mostly not spellable
            // from the root), one answer twice, the root itself, and a word given as used.
            let answers = try lexcheck.run(["solve", "--language", language, root]).lines
            let text = try String(contentsOfFile: try fixture("languages/\(language).txt"), encoding: .utf8)
            let textWords = text.split { !$0.isLetter }.prefix(60).map(String.init)
            let words = Array(answers.prefix(12)) + textWords + Array(answers.prefix(2)) + [root, root.uppercased()]
            let used = answers.dropFirst(12).prefix(2).joined(separator: ",")
            let code = language.replacingOccurrences(of: "_", with: "-")
            for settings in [[(String, String)](), [("minLength", "3"), ("scoring", "letters")]] {
                let options = settings.flatMap { ["--" + ($0.0 == "minLength" ? "min-length" : $0.0), $0.1] }
                let judged = try await Self.request(server.url + "/v1/games/judge", method: "POST", body: Self.form(
                    [("language", code), ("root", root), ("words", words.joined(separator: "\n")), ("used", used)] + settings))
                let word = try lexcheck.run(["word", "--format", "json", "--language", language, "--min-length", "4",
                                             "--root", root, "--used", used] + options + words)
                #expect(judged.0 == 200 && judged.1 == word.stdout, "\(language) \(root) \(settings)")
                #expect(word.stdout.contains(#""accepted":true"#) && word.stdout.contains(#""accepted":false"#))

                let solved = try await Self.request(server.url + "/v1/games/solve", method: "POST",
                                                    body: Self.form([("language", code), ("root", root)] + settings))
                let solve = try lexcheck.run(["solve", "--format", "json", "--language", language, "--min-length", "4", root] + options)
                #expect(solved.0 == 200 && solved.1 == solve.stdout, "\(language) \(root) \(settings)")
            }
            let checked = try await Self.request(server.url + "/v1/words/check", method: "POST",
                                                 body: Self.form([("language", code), ("words", words.joined(separator: "\r\n"))]))
            let batch = try lexcheck.run(["batch", "--format", "json", "--language", language],
                                         stdin: Data(words.joined(separator: "\n").utf8))
            #expect(checked.0 == 200 && checked.1 == batch.stdout, "\(language)")
        }
        // GET with the fields in the query, the first served language by default.
        let byGet = try await Self.request(server.url + "/v1/games/solve?root=telepaths")
        let solve = try lexcheck.run(["solve", "--format", "json", "--min-length", "4", "telepaths"])
        #expect(byGet.0 == 200 && byGet.1 == solve.stdout)
    }

    @Test func malformedGameRequestsAreRefusedWithAReason() async throws {
        let server = try Server([], lexcheck: lexcheck)
        defer { _ = server.stop() }
        let refused = [
            ("/v1/games/judge", "words=pal", "Error: missing the field root (the game's root word)\n"),
            ("/v1/games/judge", "root=telepaths", "Error: missing the field words (one word per line)\n"),
            ("/v1/games/judge", "root=tele+paths&words=pal", "Error: the field root \"tele paths\" is more than one word: give one word.\n"),
            ("/v1/games/solve", "root=+", "Error: the field root is empty: give one word.\n"),
            ("/v1/games/solve", "root=telepaths&minLength=0", "Error: the field minLength is \"0\"; give a whole number of at least 1\n"),
            ("/v1/games/solve", "root=telepaths&scoring=most", "Error: the field scoring is \"most\"; give one of tutorial, letters, spelling-bee, boggle\n"),
            ("/v1/games/solve", "root=" + String(repeating: "a", count: 25), "Error: the root has 25 characters; roots of at most 24 are solved\n"),
            ("/v1/words/check", "language=xx&words=a", "Error: the language xx is not served here; served: en-US\n"),
            ("/v1/words/check", "words=%FF", "Error: the field words is not UTF-8\n"),
        ]
        for (path, body, message) in refused {
            let answer = try await Self.request(server.url + path, method: "POST", body: Data(body.utf8))
            #expect(answer == (400, message), "\(path) \(body)")
        }
    }

    /// Solves past the number run at once are refused with 503 and Retry-After, not queued
    /// behind one another; those run answer as `lexcheck solve` does.
    @Test func solvesBeyondThoseRunAtOnceAreRefused() async throws {
        let server = try Server([], lexcheck: lexcheck)
        defer { _ = server.stop() }
        // A long root takes seconds in a debug build: every request below overlaps the others.
        let root = "aeioubcdfghlmnprst"
        let count = ProcessInfo.processInfo.activeProcessorCount + 1
        let url = server.url + "/v1/games/solve?root=" + root
        let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<count {
                group.addTask { try await Self.request(url) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let solve = try lexcheck.run(["solve", "--format", "json", root])
        #expect(answers.contains { $0.0 == 503 && $0.1.contains("try again") }, "\(answers.map(\.0))")
        #expect(answers.allSatisfy { $0.0 == 503 || $0 == (200, solve.stdout) }, "\(answers.map(\.0))")
    }

    /// Learning is off without a token; with one, only requests that bring it change the
    /// personal dictionary, and every endpoint answers with the change at once.
    @Test func onlyTheOperatorsTokenChangesWords() async throws {
        let folder = try TemporaryDirectory()
        let personal = folder.url.appending(path: "words.txt")
        let tokenFile = try folder.write("token", "0123456789abcdef0123\n")
        let learn = Data("words=zorblax%0Atwo+words".utf8)

        let closed = try Server([], lexcheck: lexcheck)
        let off = try await Self.request(closed.url + "/v1/words/learn", method: "POST", body: learn)
        #expect(off.0 == 403 && off.1.contains("--token-file"), "\(off)")
        _ = closed.stop()

        let server = try Server(["--token-file", tokenFile.path, "--personal-dictionary", personal.path], lexcheck: lexcheck)
        defer { _ = server.stop() }
        for header in [[:], ["Authorization": "Bearer 0123456789abcdef012"], ["Authorization": "0123456789abcdef0123"]] {
            let refused = try await Self.request(server.url + "/v1/words/learn", method: "POST", body: learn, headers: header)
            #expect(refused.0 == 401, "\(header) \(refused)")
        }
        #expect(!FileManager.default.fileExists(atPath: personal.path))
        let check = server.url + "/v2/check?language=en-US&text=zorblax"
        #expect(try await Self.request(check).1.contains(#""offset":0"#))

        let bearer = ["Authorization": "Bearer 0123456789abcdef0123"]
        let learned = try await Self.request(server.url + "/v1/words/learn", method: "POST", body: learn, headers: bearer)
        #expect(learned.0 == 200 && learned.1.hasPrefix(#"{"changed":["zorblax"],"refused":[{"word":"two words","#), "\(learned)")
        #expect(try String(contentsOf: personal, encoding: .utf8).contains("zorblax"))
        #expect(try await Self.request(check).1.contains(#""matches":[]"#))
        let known = try await Self.request(server.url + "/v1/words/check?words=zorblax")
        #expect(known.1 == "[\n{\"word\":\"zorblax\",\"correct\":true}\n]\n", "\(known)")

        let unlearned = try await Self.request(server.url + "/v1/words/unlearn", method: "POST",
                                               body: Data("words=zorblax".utf8), headers: bearer)
        #expect(unlearned == (200, "{\"changed\":[\"zorblax\"],\"refused\":[]}\n"))
        #expect(try await Self.request(check).1.contains(#""offset":0"#))

        // No token without a dictionary to change; a short token is refused.
        #expect(try lexcheck.run(["serve", "--token-file", tokenFile.path]).status == 64)
        let short = try folder.write("short", "secret\n")
        let weak = try lexcheck.run(["serve", "--test-config", "--token-file", short.path, "--personal-dictionary", personal.path])
        #expect(weak.status == 64 && weak.stderr.contains("at least 16"), "\(weak.stderr)")
    }

    @Test func wrongOptionsAreUsageErrors() throws {
        #expect(try lexcheck.run(["serve", "--port", "70000"]).status == 64)
        #expect(try lexcheck.run(["serve", "--log-level", "loud"]).status == 64)
        for deadline in ["0", "-1", "nan", "1e300"] {
            #expect(try lexcheck.run(["serve", "--check-deadline", deadline]).status == 64, "\(deadline)")
        }
        let missing = try lexcheck.run(["serve", "--port", "0", "--language", "xx_XX"])
        #expect(missing.status == 66 && missing.stderr.contains("xx_XX"), "\(missing.stderr)")
        let fine = try lexcheck.run(["serve", "--test-config", "--language", "en_US", "--language", "de_DE"])
        #expect(fine.status == 0 && fine.stderr == "lexcheck serve: the configuration is fine: en-US, de-DE\n", "\(fine.stderr)")
    }
}
#endif
