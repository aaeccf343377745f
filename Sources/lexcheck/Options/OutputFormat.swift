import ArgumentParser

/// `--format` for commands that print text or JSON: `json` is one JSON document, `jsonl` is
/// JSON Lines (one object per line, for streams).
enum OutputFormat: String, KebabCaseArgument {
    case text, json, jsonl

    /// How JSON objects are written; `nil` for text.
    var jsonLayout: JSONRecords.Layout? {
        switch self {
        case .text: nil
        case .json: .document
        case .jsonl: .lines
        }
    }

    /// The help beside `--format`: what each format prints, `object` naming what one JSON object
    /// stands for ("word", "dictionary").
    static func help(each object: String, text: String = "") -> ArgumentHelp {
        ArgumentHelp("""
            Output format: text\(text.isEmpty ? "" : " (\(text))"); json (one JSON document, an array \
            with an object per \(object)); jsonl (JSON Lines, a line with one object per \(object)).
            """)
    }
}
