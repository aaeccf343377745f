/// What the server reads of `initialize`'s params.
struct InitializeParams: Decodable {
    var capabilities: ClientCapabilities?
    var initializationOptions: JSONValue?
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?

    struct ClientCapabilities: Decodable {
        var general: General?
        var workspace: Workspace?
        var textDocument: TextDocument?

        struct General: Decodable {
            var positionEncodings: [String]?
        }

        struct Workspace: Decodable {
            var configuration: Bool?
        }

        struct TextDocument: Decodable {
            var codeAction: CodeAction?

            struct CodeAction: Decodable {
                /// Present when the client takes code action literals, not only commands.
                var codeActionLiteralSupport: JSONValue?
            }
        }
    }

    struct WorkspaceFolder: Decodable {
        var uri: String
        var name: String?
    }
}

struct InitializeResult: Encodable {
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo

    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }
}

struct ServerCapabilities: Encodable {
    var positionEncoding: String
    var textDocumentSync: TextDocumentSyncOptions
    var codeActionProvider: CodeActionOptions
    var executeCommandProvider: ExecuteCommandOptions

    struct TextDocumentSyncOptions: Encodable {
        var openClose = true
        /// 2: incremental.
        var change = 2
    }

    struct CodeActionOptions: Encodable {
        var codeActionKinds = ["quickfix"]
    }

    struct ExecuteCommandOptions: Encodable {
        var commands: [String]
    }
}

/// `workspace/configuration`'s params: the sections the server asks for.
struct ConfigurationParams: Encodable {
    var items: [Item]

    struct Item: Encodable {
        var section: String
    }
}

struct DidChangeConfigurationParams: Decodable {
    var settings: JSONValue?
}
