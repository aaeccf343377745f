/// Somewhere text is written, a piece at a time.
protocol TextSink {
    mutating func write(_ text: String)
    mutating func write(_ number: Int)
}

extension TextSink {
    mutating func line(_ text: String) {
        write(text)
        write("\n")
    }
}
