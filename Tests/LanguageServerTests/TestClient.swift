import Foundation
import LanguageServer
import LexiconCheck
import Testing

/// Drives a ``LanguageServerSession`` as a client does, with messages written as JSON, and
/// reads what it answers as ``JSONValue``s.
struct TestClient {
    var session: LanguageServerSession
    private var nextID = 1

    init(makeChecker: @escaping LanguageServerSession.CheckerFactory = { _ in try TestClient.sharedEnglish.get() }) {
        session = LanguageServerSession(serverVersion: "test", makeChecker: makeChecker)
    }

    /// One English checker for the tests that learn no words: opening a dictionary in a debug
    /// build takes a while.
    static let sharedEnglish = Result { try englishChecker() }

    /// The repository's bundled en_US dictionary on the Swift engine: no libhunspell needed.
    static func englishChecker(personalDictionary: PersonalDictionary? = nil) throws -> DictionaryChecker {
        let folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Resources/dictionaries")
        return try DictionaryChecker(affixURL: folder.appending(path: "en_US.aff"),
                                     dictionaryURL: folder.appending(path: "en_US.dic"),
                                     personalDictionary: personalDictionary)
    }

    /// Sends a raw body; the messages the server answers.
    mutating func send(raw body: String) -> [JSONValue] {
        session.handle(Data(body.utf8)).map { message in
            (try? JSONDecoder().decode(JSONValue.self, from: message.body())) ?? .null
        }
    }

    mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        send(raw: Self.json(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])))
    }

    /// Sends a request; its response (the message with its id) and the other messages.
    mutating func request(_ method: String, _ params: JSONValue = .null) -> (response: JSONValue?, others: [JSONValue]) {
        let id = nextID
        nextID += 1
        let messages = send(raw: Self.json(.object(["jsonrpc": .string("2.0"), "id": .number(Double(id)),
                                                    "method": .string(method), "params": params])))
        let response = messages.first { $0["id"] == .number(Double(id)) && $0["method"] == nil }
        return (response, messages.filter { $0 != response })
    }

    /// `initialize` then `initialized`; the response's result.
    mutating func start(capabilities: JSONValue = .object([:]), options: JSONValue? = nil,
                        root: URL? = nil) -> JSONValue? {
        var params: [String: JSONValue] = ["capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        if let root { params["rootUri"] = .string(root.absoluteString) }
        let result = request("initialize", .object(params)).response?["result"]
        _ = notify("initialized", .object([:]))
        return result
    }

    mutating func open(_ uri: String, _ text: String, language: String = "plaintext") -> [JSONValue] {
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string(language), "version": .number(1), "text": .string(text)])]))
    }

    static func json(_ value: JSONValue) -> String {
        String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .number(Double(line)), "character": .number(Double(character))])
    }

    static func range(_ line: Int, _ start: Int, _ end: Int) -> JSONValue {
        .object(["start": position(line, start), "end": position(line, end)])
    }
}

/// A published diagnostic, read back.
struct PublishedWord: Equatable, CustomStringConvertible {
    var line: Int
    var start: Int
    var end: Int
    var word: String

    var description: String { "\(word)@\(line):\(start)-\(end)" }

    /// The words of the last `publishDiagnostics` for `uri` among `messages`.
    static func from(_ messages: [JSONValue], uri: String) -> [PublishedWord]? {
        guard let published = messages.last(where: {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
        }) else { return nil }
        return (published["params"]?["diagnostics"]?.array ?? []).map { diagnostic in
            func number(_ value: JSONValue?) -> Int { if case .number(let number) = value { Int(number) } else { -1 } }
            let range = diagnostic["range"]
            return PublishedWord(line: number(range?["start"]?["line"]), start: number(range?["start"]?["character"]),
                                 end: number(range?["end"]?["character"]), word: diagnostic["data"]?["word"]?.string ?? "")
        }
    }
}
