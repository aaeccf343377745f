import ArgumentParser

/// `--format`: text (each command's own lines), `json` (one JSON document), `jsonl` (JSON Lines:
/// an object per line, for streams) or `csv` (a header row, then a row per record).
enum OutputFormat: String, KebabCaseArgument {
    case text, json, jsonl, csv

    /// The help beside `--format`: what each format prints, `object` naming what one record
    /// stands for ("root", "dictionary"), `text` what a text line holds.
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
