import LexiconSupport

/// Collects output and writes it to standard output in large blocks. Commands call
/// ``flush()`` before they end, and before they report an error, so that whatever was found is
/// written first. On a terminal, control characters from the input are shown, not obeyed
/// (``ControlCharacters``).
struct OutputBuffer: TextSink {
    private var pending = ByteWriter()
    private let limit = 1 << 16
    private let toTerminal = Platform.isTerminal(1)

    init() {
        pending.bytes.reserveCapacity(limit * 2)
    }

    mutating func write(_ text: String) throws(OutputError) {
        pending.write(text)
        try flushIfFull()
    }

    mutating func write(bytes more: [UInt8]) throws(OutputError) {
        pending.bytes.append(contentsOf: more)
        try flushIfFull()
    }

    mutating func write(_ number: Int) throws(OutputError) {
        pending.write(number)
        try flushIfFull()
    }

    private mutating func flushIfFull() throws(OutputError) {
        if pending.bytes.count >= limit { try flush() }
    }

    mutating func flush() throws(OutputError) {
        guard !pending.bytes.isEmpty else { return }
        defer { pending.bytes.removeAll(keepingCapacity: true) }
        try StandardStreams.writeOut(toTerminal ? ControlCharacters.terminalSafe(pending.bytes) : pending.bytes)
    }
}
