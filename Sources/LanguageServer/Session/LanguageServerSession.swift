import Foundation
import LexiconCheck

/// One client's conversation with the language server: each incoming message gives the
/// messages to send back (responses, diagnostics, requests of the server's). No input or output
/// here: the CLI's `lsp` command reads the frames and writes the answers.
///
/// Diagnostics are the misspelled words of each open document, published after every change;
/// code actions offer the checker's guesses, adding the word to the user's or the workspace's
/// dictionary, and ignoring it in the document.
package struct LanguageServerSession {
    /// Makes the checker that settings describe; its errors are shown to the user.
    package typealias CheckerFactory = (ServerSettings) throws -> any TextChecker

    let makeChecker: CheckerFactory
    let serverVersion: String
    /// How many guesses a misspelled word's code actions offer.
    package static let maximumGuesses = 5

    enum Phase { case starting, running, shutDown }
    var phase = Phase.starting
    /// The exit code once the client sent `exit`: 0 after `shutdown`, else 1.
    package internal(set) var exitCode: Int32?
    /// Whether the client asked the server to shut down (it then only waits for `exit`).
    package var hasShutDown: Bool { phase == .shutDown }

    var encoding = PositionEncoding.utf16
    var settings = ServerSettings()
    var initializationOptions: JSONValue?
    var clientPullsConfiguration = false
    var clientTakesCodeActionLiterals = false
    var workspaceFolder: URL?
    var judge: WordJudge?
    var workspaceDictionary: PersonalDictionary?

    struct OpenDocument {
        var document: TextDocument
        var spelling: DocumentSpelling
        var ignored: Set<String> = []
        var misspellings: [Misspelling] = []
    }
    var documents: [String: OpenDocument] = [:]

    var nextRequestID = 1
    var configurationRequests: Set<RequestID> = []

    /// Whether the workspace's dictionary file is read and written (a session fed made-up
    /// input, as the fuzzer's, must not write files where a URI points).
    let usesWorkspaceFiles: Bool

    package init(serverVersion: String, usesWorkspaceFiles: Bool = true, makeChecker: @escaping CheckerFactory) {
        self.serverVersion = serverVersion
        self.usesWorkspaceFiles = usesWorkspaceFiles
        self.makeChecker = makeChecker
    }

    // MARK: Messages

    /// What to send in answer to one message's body.
    package mutating func handle(_ body: Data) -> [OutgoingMessage] {
        let message: IncomingMessage
        do {
            message = try JSONDecoder().decode(IncomingMessage.self, from: body)
        } catch {
            return [.error(id: nil, ResponseError(code: ResponseError.parseError,
                                                   message: "not a JSON-RPC message: \(Self.describe(error))"))]
        }
        guard let method = message.method else {
            if let id = message.id { return handleResponse(id: id, result: message.result) }
            return [.error(id: nil, ResponseError(code: ResponseError.invalidRequest,
                                                   message: "a message with neither a method nor an id"))]
        }
        if let id = message.id {
            do {
                return try handleRequest(method, id: id, body: body)
            } catch let error as ResponseError {
                return [.error(id: id, error)]
            } catch {
                return [.error(id: id, ResponseError(code: ResponseError.invalidParams,
                                                      message: "\(method): invalid params: \(Self.describe(error))"))]
            }
        }
        do {
            return try handleNotification(method, body: body)
        } catch {
            return [logMessage("\(method): invalid params: \(Self.describe(error))", type: 1)]
        }
    }

    private mutating func handleRequest(_ method: String, id: RequestID, body: Data) throws -> [OutgoingMessage] {
        switch phase {
        case .starting where method != "initialize":
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "\(method) before initialize")
        case .running where method == "initialize":
            throw ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received")
        case .shutDown:
            throw ResponseError(code: ResponseError.invalidRequest, message: "\(method) after shutdown")
        default: break
        }
        switch method {
        case "initialize":
            return initialize(try params(InitializeParams.self, body), id: id)
        case "shutdown":
            phase = .shutDown
            return [.response(id: id, result: JSONValue.null)]
        case "textDocument/codeAction":
            return [.response(id: id, result: codeActions(try params(CodeActionParams.self, body)))]
        case "workspace/executeCommand":
            return try executeCommand(try params(ExecuteCommandParams.self, body), id: id)
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)")
        }
    }

    private mutating func handleNotification(_ method: String, body: Data) throws -> [OutgoingMessage] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        switch method {
        case "initialized":
            return pullConfiguration()
        case "textDocument/didOpen":
            let item = try params(DidOpenTextDocumentParams.self, body).textDocument
            let document = TextDocument(uri: item.uri, languageID: item.languageId, version: item.version, text: item.text)
            documents[item.uri] = OpenDocument(document: document,
                                               spelling: DocumentSpelling(kind: DocumentKind(languageID: item.languageId), encoding: encoding))
            return publish(item.uri)
        case "textDocument/didChange":
            let change = try params(DidChangeTextDocumentParams.self, body)
            let uri = change.textDocument.uri
            guard documents[uri] != nil else { return [logMessage("didChange for \(uri), which is not open", type: 2)] }
            for edit in change.contentChanges {
                if let lines = documents[uri]?.document.apply(edit, encoding: encoding, version: change.textDocument.version) {
                    documents[uri]?.spelling.replaceLines(lines)
                } else {
                    documents[uri]?.spelling.forget()
                }
            }
            return publish(uri)
        case "textDocument/didClose":
            let uri = try params(DidCloseTextDocumentParams.self, body).textDocument.uri
            guard documents.removeValue(forKey: uri) != nil else { return [] }
            return [.notification(method: "textDocument/publishDiagnostics",
                                  params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))]
        case "workspace/didChangeConfiguration":
            let settings = try params(DidChangeConfigurationParams.self, body).settings
            if clientPullsConfiguration { return pullConfiguration() }
            return apply(settings)
        default:
            return []
        }
    }

    /// A response to one of the server's requests: the configuration asked for.
    private mutating func handleResponse(id: RequestID, result: JSONValue?) -> [OutgoingMessage] {
        guard configurationRequests.remove(id) != nil else { return [] }
        return apply(result?.array?.first)
    }

    private func params<Params: Decodable>(_ type: Params.Type, _ body: Data) throws -> Params {
        try JSONDecoder().decode(IncomingParams<Params>.self, from: body).params
    }
}
