/// Writes a command's JSON objects as they are found, in one of two layouts:
///
/// - `--format jsonl`, ``Layout/lines``: JSON Lines, one object per line, nothing else;
/// - `--format json`, ``Layout/document``: one JSON document, an array of the objects, one per
///   line between `[` and `]` (`[]` when there is none).
///
/// Neither is held in memory: the document is streamed too (to standard output, or to memory
/// for the server, which answers with the documents the CLI writes). Objects are written with
/// ``Layout/before`` and ``Layout/after`` around them (workers can do that into bytes of their
/// own); the first object's leading comma becomes the `[` here, and ``finish(_:)`` closes the
/// array.
struct JSONRecords {
    enum Layout: Sendable {
        case lines, document

        /// What goes before each object.
        var before: String { self == .document ? ",\n" : "" }
        /// What goes after each object.
        var after: String { self == .document ? "" : "\n" }
    }

    let layout: Layout
    private var started = false

    init(_ layout: Layout) {
        self.layout = layout
    }

    /// Writes one object, given as its JSON text.
    mutating func write<Sink: TextSink>(_ object: String, to output: inout Sink) throws(Sink.Failure) {
        try write(objects: Array((layout.before + object + layout.after).utf8), to: &output)
    }

    /// Writes objects already framed with ``Layout/before`` and ``Layout/after``, in order.
    mutating func write<Sink: TextSink>(objects bytes: [UInt8], to output: inout Sink) throws(Sink.Failure) {
        guard !bytes.isEmpty else { return }
        if layout == .document, !started {
            // The first object's "," opens the array instead.
            var bytes = bytes
            bytes[0] = UInt8(ascii: "[")
            started = true
            try output.write(bytes: bytes)
            return
        }
        started = true
        try output.write(bytes: bytes)
    }

    /// Ends the document (an array needs its `]`); nothing to do for JSON Lines.
    mutating func finish<Sink: TextSink>(_ output: inout Sink) throws(Sink.Failure) {
        guard layout == .document else { return }
        try output.write(started ? "\n]\n" : "[]\n")
    }
}
