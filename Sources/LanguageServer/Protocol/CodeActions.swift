struct CodeActionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
}

/// A fix the editor offers: an edit (a guess put in the word's place) or a command the server
/// carries out (add the word to a dictionary, ignore it in the file).
struct CodeAction: Encodable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [Diagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit?
    var command: Command?
}

/// What `textDocument/codeAction` answers with: code action literals for clients that declare
/// them (`codeActionLiteralSupport`), else bare commands, as the protocol asks.
enum CodeActionItem: Encodable {
    case action(CodeAction)
    case command(Command)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .action(let action): try action.encode(to: encoder)
        case .command(let command): try command.encode(to: encoder)
        }
    }
}

struct Command: Codable {
    var title: String
    var command: String
    var arguments: [JSONValue]?
}

struct ApplyWorkspaceEditParams: Encodable {
    var label: String
    var edit: WorkspaceEdit
}

struct WorkspaceEdit: Encodable {
    var changes: [String: [TextEdit]]
}

struct TextEdit: Encodable {
    var range: LSPRange
    var newText: String
}

struct ExecuteCommandParams: Decodable {
    var command: String
    var arguments: [JSONValue]?
}
