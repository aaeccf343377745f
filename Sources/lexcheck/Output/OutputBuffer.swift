import Foundation

/// Collects output and writes it to a file handle in large blocks.
struct OutputBuffer: TextSink {
    private var pending = ByteWriter()
    private let handle: FileHandle
    private let limit = 1 << 16

    init(_ handle: FileHandle = .standardOutput) {
        self.handle = handle
        pending.bytes.reserveCapacity(limit * 2)
    }

    mutating func write(_ text: String) {
        pending.write(text)
        flushIfFull()
    }

    mutating func write(bytes more: [UInt8]) {
        pending.bytes.append(contentsOf: more)
        flushIfFull()
    }

    mutating func write(_ number: Int) {
        pending.write(number)
        flushIfFull()
    }

    private mutating func flushIfFull() {
        if pending.bytes.count >= limit { flush() }
    }

    mutating func flush() {
        guard !pending.bytes.isEmpty else { return }
        handle.write(Data(pending.bytes))
        pending.bytes.removeAll(keepingCapacity: true)
    }
}
