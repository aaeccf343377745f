/// Writes a command's records to standard output in the format asked for: text (the lines the
/// command makes of a record), `json` (one document, an array of objects), `jsonl` (an object
/// per line) or `csv` (a header row, then a row per record). JSON and CSV come from the
/// record's `Encodable` conformance through ``RecordEncoder``, so every command escapes alike.
struct RecordWriter {
    let format: OutputFormat
    private var buffer = OutputBuffer()
    private var records: JSONRecords?
    /// The CSV header's names, which each row's fields follow.
    private var columns: [String] = []

    init(format: OutputFormat) {
        self.format = format
        records = format.jsonLayout.map(JSONRecords.init)
    }

    /// Whether records are written as text (the command's own lines).
    var isText: Bool { format == .text }

    /// Writes the CSV header row, `columns` joined by commas, which the rows then follow;
    /// nothing in other formats.
    mutating func header(_ columns: [String]) throws(OutputError) {
        guard format == .csv else { return }
        self.columns = columns
        try buffer.line(columns.joined(separator: ","))
    }

    /// Writes `record`: as `text(record)` (its lines, each ending in a newline) in text, else
    /// as JSON or a CSV row.
    mutating func write<Record: Encodable>(_ record: Record, text: (Record) -> String) throws {
        switch format {
        case .text: try buffer.write(text(record))
        case .csv: try buffer.line(try RecordEncoder.csvRow(record, columns: columns))
        case .json, .jsonl: try records?.write(try RecordEncoder.json(record), to: &buffer)
        }
    }

    /// Writes JSON objects a worker already encoded and framed (``JSONRecords/Layout``), or
    /// text or CSV lines a worker already made, in order.
    mutating func write(prepared bytes: [UInt8]) throws(OutputError) {
        if records != nil {
            try records?.write(objects: bytes, to: &buffer)
        } else {
            try buffer.write(bytes: bytes)
        }
    }

    /// Writes a line of text whatever the format (for the listings that print plain words).
    mutating func line(_ text: String) throws(OutputError) {
        try buffer.line(text)
    }

    /// Writes out what is buffered: before an error is reported, so that output comes first.
    mutating func flush() throws(OutputError) {
        try buffer.flush()
    }

    /// Ends the output (a JSON document's `]`) and writes out what is buffered.
    mutating func finish() throws(OutputError) {
        try records?.finish(&buffer)
        try buffer.flush()
    }
}
