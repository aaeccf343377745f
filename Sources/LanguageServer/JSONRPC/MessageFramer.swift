/// Cuts a byte stream into JSON-RPC message bodies, as the Language Server Protocol frames them:
/// header lines (`Content-Length: N`, optionally `Content-Type`) ended by `\r\n`, an empty line,
/// then N bytes of body.
///
/// Bytes come in as they are read (``append(_:)``), in chunks of any size; ``nextBody()`` gives
/// each complete body. Memory stays bounded: a header longer than ``maximumHeaderBytes`` or a
/// body announced longer than ``maximumBodyBytes`` is an error before anything more is kept.
package struct MessageFramer {
    /// The most bytes a message's headers may take.
    package static let maximumHeaderBytes = 8 << 10

    /// The most bytes one message's body may take.
    package let maximumBodyBytes: Int

    private var buffer: [UInt8] = []
    /// Where the unread bytes start in `buffer`.
    private var start = 0
    /// The stream offset of `buffer[0]`, for error messages.
    private var consumed = 0
    /// The body length of the message whose headers were read, while its body is incomplete.
    private var pendingLength: Int?
    private var messages = 0

    package init(maximumBodyBytes: Int = 64 << 20) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            consumed += start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Whether bytes of an incomplete message are waiting (the stream ending now cuts one).
    package var hasPartialMessage: Bool { start < buffer.count }

    /// The next complete message body, or `nil` until more bytes come.
    package mutating func nextBody() throws(FramingError) -> ArraySlice<UInt8>? {
        if pendingLength == nil {
            guard let (length, bodyStart) = try readHeaders() else { return nil }
            pendingLength = length
            start = bodyStart
        }
        guard let length = pendingLength, buffer.count - start >= length else { return nil }
        let body = buffer[start..<(start + length)]
        start += length
        pendingLength = nil
        messages += 1
        return body
    }

    /// Reads the headers at `start`: the body's length and where the body starts, or `nil` when
    /// the headers are not complete yet.
    private func readHeaders() throws(FramingError) -> (length: Int, bodyStart: Int)? {
        var lineStart = start
        var length: Int?
        while true {
            guard let end = lineEnd(from: lineStart) else {
                if buffer.count - start > Self.maximumHeaderBytes {
                    throw failure("headers longer than \(Self.maximumHeaderBytes) bytes")
                }
                return nil
            }
            if end - start > Self.maximumHeaderBytes {
                throw failure("headers longer than \(Self.maximumHeaderBytes) bytes")
            }
            let line = buffer[lineStart..<end]
            lineStart = end + 2
            if line.isEmpty {
                guard let length else { throw failure("a message without a Content-Length header") }
                return (length, lineStart)
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw failure("a header line without ':' (\(Self.describe(line)))")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            guard name == "content-length" else { continue }
            guard let number = Int(value), number >= 0, value.allSatisfy(\.isASCII) else {
                throw failure("Content-Length is not a length: \(Self.describe(line))")
            }
            guard number <= maximumBodyBytes else {
                throw failure("a message of \(number) bytes, above the limit of \(maximumBodyBytes)")
            }
            length = number
        }
    }

    /// The index of the `\r` of the next `\r\n` at or after `index`.
    private func lineEnd(from index: Int) -> Int? {
        var index = index
        while index + 1 < buffer.count {
            if buffer[index] == UInt8(ascii: "\r"), buffer[index + 1] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return nil
    }

    private func failure(_ problem: String) -> FramingError {
        FramingError(problem: problem, message: messages + 1, offset: consumed + start)
    }

    private static func describe(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(60), as: UTF8.self)
        return "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "?" }.joined() + "\""
    }
}

/// A stream that does not frame its messages as the protocol says: after it, message
/// boundaries are lost, so the connection ends.
package struct FramingError: Error, Equatable, CustomStringConvertible {
    package var problem: String
    /// The message it happened in, counting from 1.
    package var message: Int
    /// The byte offset in the stream where that message's headers start.
    package var offset: Int

    package var description: String {
        "broken message framing in message \(message) (byte \(offset) of the input): \(problem)"
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
