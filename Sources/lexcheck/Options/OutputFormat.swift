import ArgumentParser

/// `--format` for commands that print text or JSON.
enum OutputFormat: String, KebabCaseArgument {
    case text, json
}

/// `--format` for `batch`, which also prints CSV.
enum TableFormat: String, KebabCaseArgument {
    case text, json, csv

    init(_ format: OutputFormat) {
        switch format {
        case .text: self = .text
        case .json: self = .json
        }
    }
}
