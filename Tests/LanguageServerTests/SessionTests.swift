import Foundation
import LanguageServer
import LexiconCheck
import Testing
import TestSupport

@Suite("The language server's conversation")
struct SessionTests {
    static func errorCode(_ message: JSONValue?) -> Double? {
        if case .number(let code) = message?["error"]?["code"] { return code }
        return nil
    }

    @Test func lifecycleAnswersAsTheProtocolSays() {
        var client = TestClient()
        #expect(Self.errorCode(client.request("textDocument/codeAction").response) == -32002)
        let result = client.start(capabilities: .object(["general": .object(["positionEncodings": .array([.string("utf-8")])])]))
        #expect(result?["capabilities"]?["positionEncoding"] == .string("utf-8"))
        #expect(result?["capabilities"]?["textDocumentSync"]?["change"] == .number(2))
        #expect(result?["serverInfo"]?["name"] == .string("lexcheck"))
        #expect(Self.errorCode(client.request("initialize", .object(["capabilities": .object([:])])).response) == -32600)
        #expect(Self.errorCode(client.request("textDocument/hover").response) == -32601)
        let shutdown = client.request("shutdown").response
        #expect(shutdown?["result"] == .null && shutdown?["error"] == nil)
        #expect(client.session.hasShutDown)
        #expect(Self.errorCode(client.request("textDocument/codeAction").response) == -32600)
        _ = client.notify("exit", .null)
        #expect(client.session.exitCode == 0)

        var abrupt = TestClient()
        _ = abrupt.start()
        _ = abrupt.notify("exit", .null)
        #expect(abrupt.session.exitCode == 1)
    }

    /// Bad messages get an error that says what was wrong, and the session goes on.
    @Test func badMessagesAreAnsweredWithErrors() throws {
        var client = TestClient()
        _ = client.start()
        let notJSON = client.send(raw: "{not json")
        #expect(Self.errorCode(notJSON.first) == -32700 && notJSON.first?["id"] == .null)
        #expect(Self.errorCode(client.send(raw: #"{"jsonrpc":"2.0"}"#).first) == -32600)
        let invalid = client.request("textDocument/codeAction", .object(["textDocument": .object([:])])).response
        #expect(Self.errorCode(invalid) == -32602)
        #expect(invalid?["error"]?["message"]?.string?.contains("textDocument.uri") == true, "\(String(describing: invalid))")
        let badNotification = client.notify("textDocument/didOpen", .object(["textDocument": .number(1)]))
        #expect(badNotification.first?["method"] == .string("window/logMessage"))
        let invalidUTF8 = client.session.handle(Data([0x7B, 0xFF, 0xFE, 0x7D]))
        #expect(invalidUTF8.count == 1)
        // Still answering.
        #expect(PublishedWord.from(client.open("file:///a.txt", "Teh end"), uri: "file:///a.txt")?.map(\.word) == ["Teh"])
    }

    @Test func diagnosticsFollowEditsInUTF16() {
        var client = TestClient()
        _ = client.start()
        let uri = "file:///notes.txt"
        #expect(PublishedWord.from(client.open(uri, "Teh 😀 brwon fox\nwrold"), uri: uri)
                    == [.init(line: 0, start: 0, end: 3, word: "Teh"), .init(line: 0, start: 7, end: 12, word: "brwon"),
                        .init(line: 1, start: 0, end: 5, word: "wrold")])
        // "Teh" → "The" and a line joined: what follows moves.
        let edited = client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .number(2)]),
            "contentChanges": .array([
                .object(["range": TestClient.range(0, 0, 3), "text": .string("The")]),
                .object(["range": .object(["start": TestClient.position(0, 16), "end": TestClient.position(1, 0)]),
                         "text": .string(" ")]),
            ]),
        ]))
        #expect(PublishedWord.from(edited, uri: uri)
                    == [.init(line: 0, start: 7, end: 12, word: "brwon"), .init(line: 0, start: 17, end: 22, word: "wrold")])
        #expect(edited.first?["params"]?["version"] == .number(2))
        let closed = client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        #expect(PublishedWord.from(closed, uri: uri) == [])
    }

    /// After any edits, the diagnostics are those of the same text opened afresh: what lines
    /// gave is remembered, never stale (a fence or a comment opened above a line changes it).
    @Test(arguments: ["markdown", "swift"])
    func editedDocumentsAreCheckedAsIfOpenedAfresh(language: String) throws {
        let pieces = ["Teh ", "word ", "```\n", "/* ", " */", "// ", "\"", "\"\"\"\n", "`", "\n", "brwon ", "let naem = 1\n", "😀", "é"]
        let failure = forAll(60, seed: 7) { generator -> [(Int, Int, Int, String)] in
            (0..<6).map { _ in
                (Int.random(in: 0...5, using: &generator), Int.random(in: 0...12, using: &generator),
                 Int.random(in: 0...3, using: &generator),
                 (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
            }
        } _: { edits in
            var client = TestClient()
            _ = client.start()
            let uri = "file:///doc"
            var document = TextDocument(uri: uri, languageID: language, version: 1, text: "")
            _ = client.open(uri, "", language: language)
            for (version, (line, character, length, text)) in edits.enumerated() {
                let range = LSPRange(start: Position(line: line, character: character),
                                     end: Position(line: line, character: character + length))
                document.apply(TextDocumentChange(range: range, text: text), encoding: .utf16, version: version + 2)
                let published = PublishedWord.from(client.notify("textDocument/didChange", .object([
                    "textDocument": .object(["uri": .string(uri), "version": .number(Double(version + 2))]),
                    "contentChanges": .array([.object(["range": TestClient.range(line, character, character + length),
                                                       "text": .string(text)])]),
                ])), uri: uri)
                var fresh = TestClient()
                _ = fresh.start()
                guard published == PublishedWord.from(fresh.open(uri, document.text, language: language), uri: uri) else { return false }
            }
            return true
        }
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test func sourceCodeIsCheckedWhereWordsAre() {
        var client = TestClient()
        _ = client.start()
        let uri = "file:///Sources/main.swift"
        let text = """
            import UIKit
            // Converts an NSRange to a strng for the parseHTTPRespnse helper.
            func makeGuesss(from range: NSRange) -> String { "a mesage" }
            struct JSONDecodr {}
            let isReady = true, speling = 2
            var utf16Offset = 0
            """
        #expect(PublishedWord.from(client.open(uri, text, language: "swift"), uri: uri)?.map(\.description) == [
            "strng@1:28-33", "Respnse@1:51-58", "Guesss@2:9-15", "mesage@2:52-58", "Decodr@3:11-17",
        ])
    }

    @Test func codeActionsOfferGuessesDictionariesAndIgnoring() throws {
        let folder = try TemporaryDirectory()
        let personal = PersonalDictionary.at(folder.file("personal.txt"))
        var client = TestClient { _ in try TestClient.englishChecker(personalDictionary: personal) }
        _ = client.start(capabilities: Self.literals, root: folder.url)
        let uri = "file:///letter.txt"
        _ = client.open(uri, "Dear Teh,\nqwxz and zzyzx and Teh")
        let actions = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": TestClient.range(0, 6, 6),
            "context": .object(["diagnostics": .array([])]),
        ])).response?["result"]?.array ?? []
        let titles = actions.compactMap { $0["title"]?.string }
        #expect(titles.first == "Change to “The”", "\(titles)")
        #expect(actions.first?["isPreferred"] == .bool(true))
        #expect(actions.first?["edit"]?["changes"]?[uri]?.array?.first?["newText"] == .string("The"))
        #expect(Array(titles.suffix(3)) == ["Add “Teh” to the user dictionary", "Add “Teh” to the workspace dictionary",
                                            "Ignore “Teh” in this file"])

        func execute(_ action: String, _ word: String) -> [JSONValue] {
            guard let command = actions.first(where: { $0["title"]?.string == action })?["command"] ?? Self.command(action, word, uri) else { return [] }
            let (response, others) = client.request("workspace/executeCommand", .object([
                "command": command["command"] ?? .null, "arguments": command["arguments"] ?? .null]))
            #expect(response?["error"] == nil, "\(String(describing: response))")
            return others
        }
        let ignored = execute("Ignore “Teh” in this file", "Teh")
        #expect(PublishedWord.from(ignored, uri: uri)?.map(\.word) == ["qwxz", "zzyzx"])
        let workspace = execute("Add “qwxz” to the workspace dictionary", "qwxz")
        #expect(PublishedWord.from(workspace, uri: uri)?.map(\.word) == ["zzyzx"])
        #expect(try String(contentsOf: folder.file(".lexcheck-words"), encoding: .utf8) == "qwxz\n")
        let user = execute("Add “zzyzx” to the user dictionary", "zzyzx")
        #expect(PublishedWord.from(user, uri: uri)?.map(\.word) == [])
        #expect(try String(contentsOf: folder.file("personal.txt"), encoding: .utf8) == "zzyzx\n")

        // A new session reads the workspace's words.
        var next = TestClient()
        _ = next.start(root: folder.url)
        #expect(PublishedWord.from(next.open(uri, "qwxz zzyzx"), uri: uri)?.map(\.word) == ["zzyzx"])
        let unknown = next.request("workspace/executeCommand", .object(["command": .string("lexcheck.nothing")])).response
        #expect(Self.errorCode(unknown) == -32602)
    }

    /// Diagnostics are published as written by hand (they are large and frequent) and sent in
    /// code actions through the encoder: the two are the same JSON, whatever the URI holds.
    @Test func publishedDiagnosticsAreTheEncodersJSON() throws {
        var client = TestClient()
        _ = client.start(capabilities: Self.literals)
        let uri = "file:///odd \"name\"\\with\u{1}control\ttab/é😀.txt"
        let published = try #require(client.open(uri, "x Teh brwon").first)
        #expect(published["params"]?["uri"] == .string(uri))
        let diagnostics = published["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.count == 2)
        let actions = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": TestClient.range(0, 0, 20),
            "context": .object(["diagnostics": .array([])]),
        ])).response?["result"]?.array ?? []
        let encoded = actions.compactMap { $0["diagnostics"]?.array?.first }
        #expect(Set(encoded) == Set(diagnostics), "\(encoded)\n\(diagnostics)")
        #expect(diagnostics.first?["message"] == .string("Unknown word “Teh” (en_US)"))
    }

    static let literals = JSONValue.object(["textDocument": .object(["codeAction": .object([
        "codeActionLiteralSupport": .object(["codeActionKind": .object(["valueSet": .array([.string("quickfix")])])]),
    ])])])

    /// A client without code action literals gets commands, as the protocol asks; a guess's
    /// command makes the server ask the client to apply the edit.
    @Test func clientsWithoutLiteralsGetCommands() throws {
        var client = TestClient()
        _ = client.start()
        let uri = "file:///a.txt"
        _ = client.open(uri, "one Teh")
        let items = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": TestClient.range(0, 5, 5),
            "context": .object(["diagnostics": .array([])]),
        ])).response?["result"]?.array ?? []
        #expect(!items.isEmpty && items.allSatisfy { $0["command"]?.string != nil && $0["kind"] == nil }, "\(items)")
        let first = try #require(items.first)
        #expect(first["title"] == .string("Change to “The”"))
        let (response, others) = client.request("workspace/executeCommand", .object([
            "command": first["command"] ?? .null, "arguments": first["arguments"] ?? .null]))
        #expect(response?["result"] == .null && response?["error"] == nil)
        let applyEdit = try #require(others.first { $0["method"] == .string("workspace/applyEdit") })
        let edit = applyEdit["params"]?["edit"]?["changes"]?[uri]?.array?.first
        #expect(edit?["newText"] == .string("The"))
        #expect(edit?["range"] == TestClient.range(0, 4, 7))
        // The client's answer to the server's request is taken quietly.
        #expect(client.send(raw: TestClient.json(.object(["jsonrpc": .string("2.0"), "id": applyEdit["id"] ?? .null,
                                                           "result": .object(["applied": .bool(true)])]))).isEmpty)
        let malformed = client.request("workspace/executeCommand", .object([
            "command": .string("lexcheck.replaceWord"), "arguments": .array([.string(uri), .number(3), .string("x")])])).response
        #expect(Self.errorCode(malformed) == -32602)
    }

    static func command(_ title: String, _ word: String, _ uri: String) -> JSONValue? {
        if title.hasPrefix("Add “\(word)” to the workspace") {
            return .object(["command": .string("lexcheck.addToWorkspaceDictionary"), "arguments": .array([.string(word)])])
        }
        if title.hasPrefix("Add “\(word)” to the user") {
            return .object(["command": .string("lexcheck.addToUserDictionary"), "arguments": .array([.string(word)])])
        }
        return nil
    }

    @Test func settingsComeFromInitializationAndConfiguration() {
        var asked: [ServerSettings] = []
        var client = TestClient { settings in
            asked.append(settings)
            return try TestClient.sharedEnglish.get()
        }
        _ = client.request("initialize", .object([
            "capabilities": .object(["workspace": .object(["configuration": .bool(true)])]),
            "initializationOptions": .object(["lexcheck": .object(["words": .array([.string("qwxz")]), "engine": .string("fast")])]),
        ]))
        let initialized = client.notify("initialized", .object([:]))
        let configurationRequest = initialized.first { $0["method"] == .string("workspace/configuration") }
        #expect(configurationRequest?["params"]?["items"]?.array?.first?["section"] == .string("lexcheck"))
        let uri = "file:///a.txt"
        #expect(PublishedWord.from(client.open(uri, "qwxz zzyzx"), uri: uri)?.map(\.word) == ["zzyzx"])
        // The client's configuration answers: its words replace those of the initialization
        // options, and the document is checked again.
        let answered = client.send(raw: TestClient.json(.object([
            "jsonrpc": .string("2.0"), "id": configurationRequest?["id"] ?? .null,
            "result": .array([.object(["words": .array([.string("zzyzx")]), "languages": .array([.string("en_US")])])]),
        ])))
        #expect(PublishedWord.from(answered, uri: uri)?.map(\.word) == ["qwxz"])
        #expect(asked.last?.languages == ["en_US"])
        #expect(asked.count == 2, "a new checker only when the languages changed")
    }

    @Test func wrongSettingsAreShownToTheUser() {
        var client = TestClient { settings in
            if settings.languages == ["xx_XX"] { throw LexiconError.languageNotFound("xx_XX", searched: ["/usr/share/hunspell"]) }
            return try TestClient.sharedEnglish.get()
        }
        let started = client.request("initialize", .object([
            "capabilities": .object([:]),
            "initializationOptions": .object(["engine": .string("fast"), "words": .number(3)]),
        ])).others
        let shown = started.filter { $0["method"] == .string("window/showMessage") }.compactMap { $0["params"]?["message"]?.string }
        #expect(shown == ["settings: engine must be swift or hunspell, not fast", "settings: words must be a list of strings"])
        _ = client.notify("initialized", .object([:]))
        let uri = "file:///a.txt"
        _ = client.open(uri, "Teh")
        let changed = client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["lexcheck": .object(["languages": .array([.string("xx_XX")])])])]))
        #expect(changed.contains { $0["method"] == .string("window/showMessage") && $0["params"]?["message"]?.string?.contains("xx_XX") == true })
        #expect(PublishedWord.from(changed, uri: uri) == [], "no checker, no words flagged")
    }
}
