import Foundation
import LexiconCheck

/// Starting the session and taking the client's settings: the checker they make, the words
/// they accept.
extension LanguageServerSession {
    mutating func initialize(_ params: InitializeParams, id: RequestID) -> [OutgoingMessage] {
        encoding = PositionEncoding.negotiated(clientPrefers: params.capabilities?.general?.positionEncodings)
        clientPullsConfiguration = params.capabilities?.workspace?.configuration == true
        clientTakesCodeActionLiterals = params.capabilities?.textDocument?.codeAction?.codeActionLiteralSupport != nil
        if let folder = params.workspaceFolders?.first?.uri ?? params.rootUri {
            workspaceFolder = URL(string: folder).flatMap { $0.isFileURL ? $0 : nil }
        } else if let path = params.rootPath {
            workspaceFolder = URL(filePath: path)
        }
        initializationOptions = params.initializationOptions
        let (settings, problems) = ServerSettings().updated(with: params.initializationOptions)
        var messages: [OutgoingMessage] = [.response(id: id, result: InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding.rawValue,
                textDocumentSync: .init(),
                codeActionProvider: .init(),
                executeCommandProvider: .init(commands: ServerCommand.allCases.map(\.rawValue))),
            serverInfo: .init(name: "lexcheck", version: serverVersion)))]
        phase = .running
        self.settings = settings
        messages += problems.map { showMessage($0, type: 1) }
        messages += loadChecker()
        return messages
    }

    /// Asks the client for the `lexcheck` section of its configuration, when it answers such
    /// requests.
    mutating func pullConfiguration() -> [OutgoingMessage] {
        guard clientPullsConfiguration else { return [] }
        let id = RequestID.number(nextRequestID)
        nextRequestID += 1
        configurationRequests.insert(id)
        return [.request(id: id, method: "workspace/configuration",
                         params: ConfigurationParams(items: [.init(section: "lexcheck")]))]
    }

    /// Takes settings the client sent: the checker is made again when they change it, and every
    /// open document checked again.
    mutating func apply(_ json: JSONValue?) -> [OutgoingMessage] {
        let (updated, problems) = ServerSettings().updated(with: initializationOptions).settings.updated(with: json)
        var messages = problems.map { showMessage($0, type: 1) }
        guard updated != settings else { return messages }
        let newChecker = updated.needsNewChecker(comparedTo: settings)
        settings = updated
        messages += newChecker ? loadChecker() : reloadAcceptedWords()
        return messages
    }

    mutating func loadChecker() -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        do {
            let checker = try makeChecker(settings)
            judge = WordJudge(checker: checker, acceptedWords: [])
        } catch {
            judge = nil
            messages.append(showMessage("lexcheck: \(Self.describe(error)); no words are checked", type: 1))
        }
        return messages + reloadAcceptedWords()
    }

    /// Reads the workspace dictionary again, sets the words accepted, and checks every open
    /// document again.
    mutating func reloadAcceptedWords() -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        var accepted = Set(settings.words)
        if let workspaceFolder, usesWorkspaceFiles {
            let dictionary = PersonalDictionary.at(workspaceFolder.appending(path: settings.workspaceDictionary))
            if let problem = dictionary.readError {
                messages.append(showMessage("lexcheck: \(problem.description)", type: 2))
            }
            accepted.formUnion(dictionary.words)
            workspaceDictionary = dictionary
        }
        judge?.accept(accepted)
        return messages + republishAll()
    }

    mutating func republishAll() -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        for uri in documents.keys.sorted() {
            documents[uri]?.spelling.forget()
            messages += publish(uri)
        }
        return messages
    }
}
