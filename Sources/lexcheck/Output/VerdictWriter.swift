import AnagramRules

/// Writes verdicts in any output format. JSON and CSV are ``VerdictRecord``s, written through a
/// ``RecordTemplate`` for each shape (an accepted word; a rejection, by reason) made at its first
/// verdict; text lines end with a text made once per reason or score. `batch` writes millions of
/// lines that share a handful of shapes.
///
/// JSON objects are framed for ``JSONRecords`` (its layout's `before` and `after`): the bytes go
/// out through its `write(objects:to:)`.
struct VerdictWriter {
    let format: OutputFormat
    private let layout: JSONRecords.Layout?
    private var acceptedTemplate: RecordTemplate?
    private var rejectedTemplates: [(reason: RejectionReason, template: RecordTemplate)] = []
    private var rejectedTexts: [(reason: RejectionReason, ending: [UInt8])] = []
    private var acceptedTexts: [Int: [UInt8]] = [:]

    init(format: OutputFormat) {
        self.format = format
        self.layout = format.jsonLayout
    }

    /// The JSON `lexcheck word` writes for `words` and their verdicts, in `layout`: one object
    /// per word (the server's `/v1/games/judge` answers the same bytes).
    static func document(_ words: [String], _ verdicts: [Verdict], layout: JSONRecords.Layout) throws(RecordTemplateError) -> [UInt8] {
        var writer = VerdictWriter(format: layout == .lines ? .jsonl : .json)
        var objects = ByteWriter()
        for (word, verdict) in zip(words, verdicts) {
            try writer.write(word, verdict, into: &objects)
        }
        var document = ByteWriter()
        var records = JSONRecords(layout)
        records.write(objects: objects.bytes, to: &document)
        records.finish(&document)
        return document.bytes
    }

    /// Makes the templates `verdicts` need, so that copies of the writer (the workers') make
    /// none of their own.
    mutating func prepare(for verdicts: some Sequence<Verdict>) throws(RecordTemplateError) {
        guard format != .text else { return }
        for verdict in verdicts {
            switch verdict {
            case .accepted:
                if acceptedTemplate == nil { acceptedTemplate = try acceptedRecordTemplate() }
            case .rejected(let rejection):
                if !rejectedTemplates.contains(where: { $0.reason == rejection.reason }) {
                    rejectedTemplates.append((rejection.reason, try template(for: verdict, holes: [.first])))
                }
            }
        }
    }

    mutating func write(_ word: String, _ verdict: Verdict, into output: inout ByteWriter) throws(RecordTemplateError) {
        guard format != .text else { return writeText(word, verdict, into: &output) }
        switch verdict {
        case .accepted(let normalized, let points):
            if acceptedTemplate == nil { acceptedTemplate = try acceptedRecordTemplate() }
            acceptedTemplate?.write(first: word, second: normalized, number: points, into: &output)
        case .rejected(let rejection):
            if let known = rejectedTemplates.first(where: { $0.reason == rejection.reason }) {
                known.template.write(first: word, into: &output)
            } else {
                let template = try template(for: verdict, holes: [.first])
                rejectedTemplates.append((rejection.reason, template))
                template.write(first: word, into: &output)
            }
        }
    }

    /// The template of an accepted word's record: the word, its normalised spelling and its
    /// points left open.
    private func acceptedRecordTemplate() throws(RecordTemplateError) -> RecordTemplate {
        try template(for: .accepted(word: RecordTemplate.secondMarker, points: RecordTemplate.numberMarker),
                     holes: [.first, .second, .number])
    }

    /// The template of `verdict`'s record, the word (and what else `holes` name) left open.
    private func template(for verdict: Verdict, holes: Set<RecordTemplate.Hole>) throws(RecordTemplateError) -> RecordTemplate {
        try RecordTemplate(VerdictRecord(word: RecordTemplate.firstMarker, verdict: verdict), format: format,
                           columns: VerdictRecord.columns, layout: layout, holes: holes)
    }

    /// The text line: `WORD: accepted (+POINTS)`, `WORD: accepted as NORMALIZED (+POINTS)` when
    /// the word is kept in another spelling than the one typed beyond case folding (a German noun
    /// typed in lower case is kept as the dictionary writes it: `mann` as `Mann`), or
    /// `WORD: rejected (REASON) TITLE — MESSAGE`.
    private mutating func writeText(_ word: String, _ verdict: Verdict, into output: inout ByteWriter) {
        output.write(word)
        switch verdict {
        case .accepted(let normalized, let points):
            if normalized != word, normalized != word.lowercased() {
                output.write(": accepted as \(normalized) (+\(points))\n")
            } else if let ending = acceptedTexts[points] {
                output.bytes.append(contentsOf: ending)
            } else {
                let ending = Array(": accepted (+\(points))\n".utf8)
                acceptedTexts[points] = ending
                output.bytes.append(contentsOf: ending)
            }
        case .rejected(let rejection):
            if let known = rejectedTexts.first(where: { $0.reason == rejection.reason }) {
                output.bytes.append(contentsOf: known.ending)
            } else {
                let ending = Array(": rejected (\(rejection.reason)) \(rejection.title) — \(rejection.message)\n".utf8)
                rejectedTexts.append((rejection.reason, ending))
                output.bytes.append(contentsOf: ending)
            }
        }
    }
}
