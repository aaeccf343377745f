/// A problem shown in the editor: here, a word the dictionaries do not know.
struct Diagnostic: Codable, Equatable {
    var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int
    var code: String
    var source: String
    var message: String
    /// The word, so that a code action can name it without reading the document again.
    var data: DiagnosticData

    struct DiagnosticData: Codable, Equatable {
        var word: String
    }

    /// Information: a word a dictionary does not know may still be right.
    static let severity = 3
    static let code = "misspelling"
    static let source = "lexcheck"
}

struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [Diagnostic]
}
