import AnagramRules
import Testing
import TestSupport
@testable import lexcheck

/// `VerdictWriter` writes each verdict through a template cut from its record's encoding; the
/// encoder itself, writing the whole record, is the oracle.
@Suite("Verdict writer")
struct VerdictWriterTests {
    /// Words and spellings with what JSON and CSV escape: quotes, commas, backslashes, controls,
    /// formula starts, the templates' own marker characters, non-ASCII.
    static let words = ["heat", "Mann", "a\"b", "x,y", "back\\slash", "tab\there", "line\nbreak", "=SUM(A1)", "-dash",
                        " spaced ", "\u{1}", "\u{2}", "\u{9B}", "ünïcödé", "-4611686018427387903", ""]

    static func verdicts(_ generator: inout SeededGenerator) -> [(word: String, verdict: Verdict)] {
        let reasons: [RejectionReason] = [.notPossible, .notReal, .notOriginal, .tooShort]
        return (0..<400).map { _ in
            let word = words.randomElement(using: &generator) ?? ""
            if Bool.random(using: &generator) {
                let normalized = Bool.random(using: &generator) ? word : (words.randomElement(using: &generator) ?? "")
                return (word, .accepted(word: normalized, points: Int.random(in: 0...40, using: &generator)))
            }
            let reason = reasons.randomElement(using: &generator) ?? .notReal
            return (word, .rejected(Rejection(reason: reason, title: "Title of \(reason)", message: "It says \"\(reason)\", here")))
        }
    }

    @Test(arguments: [OutputFormat.json, .jsonl, .csv])
    func writesWhatTheEncoderWritesForTheWholeRecord(_ format: OutputFormat) throws {
        var generator = SeededGenerator(seed: 37)
        var writer = VerdictWriter(format: format)
        for (word, verdict) in Self.verdicts(&generator) {
            var written = ByteWriter()
            try writer.write(word, verdict, into: &written)
            let record = VerdictRecord(word: word, verdict: verdict)
            let expected = switch format {
            case .csv: try RecordEncoder.csvRow(record, columns: VerdictRecord.columns) + "\n"
            default: (format.jsonLayout?.before ?? "") + (try RecordEncoder.json(record)) + (format.jsonLayout?.after ?? "")
            }
            #expect(String(decoding: written.bytes, as: UTF8.self) == expected, "\(word.debugDescription) \(verdict)")
        }
    }

    /// A marker in the record's own text (a game's title or message) would be taken for a hole:
    /// in CSV anywhere in a field, in JSON as a whole string. Refused, never written wrong.
    @Test(arguments: [(OutputFormat.csv, "A \(RecordTemplate.firstMarker) in the message"),
                      (.jsonl, RecordTemplate.secondMarker), (.json, String(RecordTemplate.numberMarker))])
    func aRecordWhoseFixedTextHoldsAMarkerIsRefused(_ format: OutputFormat, _ message: String) {
        var writer = VerdictWriter(format: format)
        var written = ByteWriter()
        let rejection = Rejection(reason: .notReal, title: "Not real", message: message)
        #expect(throws: RecordTemplateError.self) { try writer.write("word", .rejected(rejection), into: &written) }
        #expect(written.bytes.isEmpty)
    }
}
