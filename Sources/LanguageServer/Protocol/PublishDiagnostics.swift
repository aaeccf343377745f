import Foundation
import LexiconSupport

/// The body of `textDocument/publishDiagnostics` for a document's misspellings, written
/// directly (``JSONText``): the same members a ``Diagnostic`` encodes to.
enum PublishDiagnostics {
    static func body(uri: String, version: Int?, misspellings: [Misspelling], message: (String) -> String) -> Data {
        var json = JSONText(capacity: 128 + misspellings.count * 220)
        json.raw(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#)
        json.string(uri)
        if let version {
            json.raw(#","version":"#)
            json.number(version)
        }
        json.raw(#","diagnostics":["#)
        for (index, misspelling) in misspellings.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw(#"{"range":{"start":{"line":"#)
            json.number(misspelling.line)
            json.raw(#","character":"#)
            json.number(misspelling.start)
            json.raw(#"},"end":{"line":"#)
            json.number(misspelling.line)
            json.raw(#","character":"#)
            json.number(misspelling.end)
            json.raw(#"}},"severity":"#)
            json.number(Diagnostic.severity)
            json.raw(#","code":"#)
            json.string(Diagnostic.code)
            json.raw(#","source":"#)
            json.string(Diagnostic.source)
            json.raw(#","message":"#)
            json.string(message(misspelling.word))
            json.raw(#","data":{"word":"#)
            json.string(misspelling.word)
            json.raw("}}")
        }
        json.raw("]}}")
        return Data(json.bytes)
    }
}
