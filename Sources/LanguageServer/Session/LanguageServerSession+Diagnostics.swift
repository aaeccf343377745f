import Foundation
import LexiconCheck

/// The diagnostics of open documents: their misspellings, published after every change.
extension LanguageServerSession {
    mutating func publish(_ uri: String) -> [OutgoingMessage] {
        guard var open = documents[uri] else { return [] }
        if let judge {
            open.misspellings = open.spelling.misspellings(of: open.document, judge: judge)
        } else {
            open.misspellings = []
        }
        documents[uri] = open
        let languages = languagesDescription
        return [.written(PublishDiagnostics.body(
            uri: uri, version: open.document.version,
            misspellings: open.misspellings.filter { !open.ignored.contains($0.word) },
            message: { Self.message(word: $0, languages: languages) }))]
    }

    static func message(word: String, languages: String) -> String {
        "Unknown word “\(word)” (\(languages))"
    }

    func diagnostic(_ misspelling: Misspelling) -> Diagnostic {
        Diagnostic(range: range(of: misspelling), severity: Diagnostic.severity, code: Diagnostic.code,
                   source: Diagnostic.source, message: Self.message(word: misspelling.word, languages: languagesDescription),
                   data: .init(word: misspelling.word))
    }

    var languagesDescription: String {
        var names = settings.languages
        names += settings.dictionaries.map { URL(filePath: $0).deletingPathExtension().lastPathComponent }
        if names.isEmpty, let judge { names = [judge.checker.language] }
        return names.joined(separator: ", ")
    }

    func range(of misspelling: Misspelling) -> LSPRange {
        LSPRange(start: Position(line: misspelling.line, character: misspelling.start),
                 end: Position(line: misspelling.line, character: misspelling.end))
    }
}
