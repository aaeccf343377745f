/// `textDocument/didOpen`'s document: its URI, language, version and whole text.
struct TextDocumentItem: Decodable {
    var uri: String
    var languageId: String
    var version: Int
    var text: String
}

struct TextDocumentIdentifier: Codable {
    var uri: String
}

struct VersionedTextDocumentIdentifier: Decodable {
    var uri: String
    var version: Int?
}

/// One change of `textDocument/didChange`: a span replaced by text, or (without `range`) the
/// whole text.
package struct TextDocumentChange: Decodable, Sendable {
    package var range: LSPRange?
    package var text: String

    package init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

struct DidOpenTextDocumentParams: Decodable {
    var textDocument: TextDocumentItem
}

struct DidChangeTextDocumentParams: Decodable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentChange]
}

struct DidCloseTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}
