/// Bytes collected in memory (a worker's share of the output, written out in order later).
struct ByteWriter: TextSink {
    var bytes: [UInt8] = []

    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func write(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    mutating func write(_ number: Int) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
            write(-number)
            return
        }
        if number >= 10 { write(number / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
