import ArgumentParser

/// `--format` for `batch`, which also prints CSV.
enum TableFormat: String, KebabCaseArgument {
    case text, json, jsonl, csv

    init(_ format: OutputFormat) {
        switch format {
        case .text: self = .text
        case .json: self = .json
        case .jsonl: self = .jsonl
        }
    }

    /// The help beside `--format`: what each format prints, `object` naming what one record
    /// stands for ("root", "dictionary").
    static func help(each object: String, text: String = "") -> ArgumentHelp {
        ArgumentHelp("""
            Output format: text\(text.isEmpty ? "" : " (\(text))"); json (one JSON document, an array \
            with an object per \(object)); jsonl (JSON Lines, a line with one object per \(object)); csv \
            (a header row, then a row per \(object)).
            """)
    }

    /// How JSON objects are written; `nil` for text and CSV.
    var jsonLayout: JSONRecords.Layout? {
        switch self {
        case .text, .csv: nil
        case .json: .document
        case .jsonl: .lines
        }
    }
}
