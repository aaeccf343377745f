/// Somewhere text is written, a piece at a time: memory (which cannot fail) or standard output
/// (which can: closed, a broken pipe, a full disk).
protocol TextSink {
    associatedtype Failure: Error
    mutating func write(_ text: String) throws(Failure)
    mutating func write(_ number: Int) throws(Failure)
    mutating func write(bytes: [UInt8]) throws(Failure)
}

extension TextSink {
    mutating func line(_ text: String) throws(Failure) {
        try write(text)
        try write("\n")
    }
}
