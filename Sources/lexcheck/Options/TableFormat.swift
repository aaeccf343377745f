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

    /// How JSON objects are written; `nil` for text and CSV.
    var jsonLayout: JSONRecords.Layout? {
        switch self {
        case .text, .csv: nil
        case .json: .document
        case .jsonl: .lines
        }
    }
}
