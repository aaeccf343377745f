import AnagramRules

/// Writes verdict lines in any output format. Everything after the word depends only on the
/// reason (or the score), so those bytes are built once per reason: batch writes millions of
/// lines that share a handful of endings.
///
/// JSON objects are framed for ``JSONRecords`` (its layout's `before` and `after`): the bytes go
/// out through its `write(objects:to:)`.
struct VerdictWriter {
    let format: TableFormat
    private let layout: JSONRecords.Layout?
    private var rejected: [(reason: RejectionReason, ending: [UInt8])] = []
    private var accepted: [Int: [UInt8]] = [:]

    init(format: TableFormat) {
        self.format = format
        self.layout = format.jsonLayout
    }

    /// The CSV header: JSON's keys, the normalised spelling last, where readers that take the
    /// columns by position do not see it move the others.
    static let csvColumns = ["word", "accepted", "points", "reason", "title", "message", "normalized"]

    /// The JSON `lexcheck word` writes for `words` and their verdicts, in `layout`: one object
    /// per word (the server's `/v1/games/judge` answers the same bytes).
    static func document(_ words: [String], _ verdicts: [Verdict], layout: JSONRecords.Layout) -> [UInt8] {
        var writer = VerdictWriter(format: layout == .lines ? .jsonl : .json)
        var objects = ByteWriter()
        for (word, verdict) in zip(words, verdicts) {
            writer.write(word, verdict, into: &objects)
        }
        var document = ByteWriter()
        var records = JSONRecords(layout)
        records.write(objects: objects.bytes, to: &document)
        records.finish(&document)
        return document.bytes
    }

    mutating func write(_ word: String, _ verdict: Verdict, into output: inout ByteWriter) {
        switch format {
        case .text: output.write(word)
        case .csv: output.write(csvField(word))
        case .json, .jsonl:
            output.write(layout?.before ?? "")
            output.write("{\"word\":")
            output.write(JSONLine.quote(word))
        }
        switch verdict {
        case .accepted(let normalized, let points):
            if layout != nil {
                // The normalised word differs from line to line.
                output.write(",\"accepted\":true,\"normalized\":")
                output.write(JSONLine.quote(normalized))
            }
            if format == .csv {
                // The normalised word differs from line to line.
                output.write(",true,\(points),,,,")
                output.write(csvField(normalized))
                output.write("\n")
            } else if format == .text, normalized != word, normalized != word.lowercased() {
                // Kept in another spelling than the one typed, beyond case folding: a German
                // noun typed in lower case is kept as the dictionary writes it (`mann` as `Mann`).
                output.write(": accepted as \(normalized) (+\(points))\n")
            } else if let ending = accepted[points] {
                output.bytes.append(contentsOf: ending)
            } else {
                let ending = Array(acceptedEnding(points).utf8)
                accepted[points] = ending
                output.bytes.append(contentsOf: ending)
            }
        case .rejected(let rejection):
            if let known = rejected.first(where: { $0.reason == rejection.reason }) {
                output.bytes.append(contentsOf: known.ending)
            } else {
                let ending = Array(rejectedEnding(rejection).utf8)
                rejected.append((rejection.reason, ending))
                output.bytes.append(contentsOf: ending)
            }
        }
    }

    private func acceptedEnding(_ points: Int) -> String {
        switch format {
        case .text: ": accepted (+\(points))\n"
        case .csv: ""  // not used: a CSV row ends with its own normalised word
        case .json, .jsonl: ",\"points\":\(points)}" + (layout?.after ?? "")
        }
    }

    private func rejectedEnding(_ rejection: Rejection) -> String {
        switch format {
        case .text:
            return ": rejected (\(rejection.reason)) \(rejection.title) — \(rejection.message)\n"
        case .csv:
            return ",false,,\(csvField(rejection.reason.rawValue)),\(csvField(rejection.title)),\(csvField(rejection.message)),\n"
        case .json, .jsonl:
            var line = JSONLine()
            line.add("accepted", false)
            line.add("reason", rejection.reason.rawValue)
            line.add("title", rejection.title)
            line.add("message", rejection.message)
            return "," + line.text.dropFirst() + (layout?.after ?? "")
        }
    }
}
