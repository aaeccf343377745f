/// A record's bytes in one output format (json, jsonl or csv), cut where its per-line values go:
/// made once from the record through ``RecordEncoder`` (its keys, their order, its escaping),
/// then filled line by line. `batch` writes millions of lines of a handful of shapes.
///
/// The record is encoded with markers where the holes are: ``firstMarker`` and
/// ``secondMarker`` for strings, ``numberMarker`` for a number.
struct RecordTemplate: Sendable {
    /// What a hole takes: the record's first or second string, or its number.
    enum Hole: Sendable {
        case first, second, number
    }

    static let firstMarker = "\u{1}", secondMarker = "\u{2}"
    static let numberMarker = -4_611_686_018_427_387_903

    let format: OutputFormat
    /// The bytes before, between and after the holes.
    private let parts: [[UInt8]]
    private let holes: [Hole]

    /// The template of `record` (holding markers where values go) in `format`, a JSON object
    /// framed for `layout` or a CSV row under `columns`, ended by a newline; `holes`: the holes
    /// the record has, which must each appear once.
    init(_ record: some Encodable, format: OutputFormat, columns: [String], layout: JSONRecords.Layout?,
         holes expected: Set<Hole>) throws(RecordTemplateError) {
        self.format = format
        let text: String
        do {
            if let layout {
                text = layout.before + (try RecordEncoder.json(record)) + layout.after
            } else {
                text = try RecordEncoder.csvRow(record, columns: columns) + "\n"
            }
        } catch {
            throw RecordTemplateError(description: "\(error)")
        }
        let marks: [(Hole, String)] = [
            (.first, layout == nil ? csvField(Self.firstMarker) : JSONString.quote(Self.firstMarker)),
            (.second, layout == nil ? csvField(Self.secondMarker) : JSONString.quote(Self.secondMarker)),
            (.number, String(Self.numberMarker)),
        ]
        var parts: [[UInt8]] = [], holes: [Hole] = []
        var rest = Substring(text)
        while let (hole, range) = marks.compactMap({ hole, mark in rest.range(of: mark).map { (hole, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            parts.append(Array(rest[..<range.lowerBound].utf8))
            holes.append(hole)
            rest = rest[range.upperBound...]
        }
        parts.append(Array(rest.utf8))
        guard Set(holes) == expected, holes.count == expected.count else {
            throw RecordTemplateError(description: "the record's text holds a marker of its own: \(text.debugDescription)")
        }
        self.parts = parts
        self.holes = holes
    }

    /// Writes the record with its holes filled: the strings escaped for the format, the number
    /// as digits.
    func write(first: String, second: String = "", number: Int = 0, into output: inout ByteWriter) {
        output.write(bytes: parts[0])
        for index in holes.indices {
            switch holes[index] {
            case .first: writeString(first, into: &output)
            case .second: writeString(second, into: &output)
            case .number: output.write(number)
            }
            output.write(bytes: parts[index + 1])
        }
    }

    private func writeString(_ string: String, into output: inout ByteWriter) {
        output.write(format == .csv ? csvField(string) : JSONString.quote(string))
    }
}

/// A record that cannot be made into a template: its encoding failed, or its fixed text holds a
/// marker.
struct RecordTemplateError: Error, CustomStringConvertible {
    let description: String
}
