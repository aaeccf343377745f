import Foundation
import LexiconSupport

/// Standard output could not take what lexcheck wrote: it was closed, its reader went away
/// (a broken pipe while SIGPIPE is ignored), or its disk is full.
struct OutputError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "cannot write to standard output: \(reason)" }
}

/// Writing to the standard streams with `write(2)`, so that a failure is an error to report,
/// never a trap (FileHandle's `write(_:)` stops the program when the stream is closed).
enum StandardStreams {
    /// Writes all of `bytes` to standard output.
    static func writeOut(_ bytes: some Collection<UInt8>) throws(OutputError) {
        let failure: Int32? = bytes.withContiguousStorageIfAvailable { writeAll($0, to: 1) } ?? Array(bytes).withUnsafeBufferPointer { writeAll($0, to: 1) }
        if let failure { throw OutputError(reason: String(cString: strerror(failure))) }
    }

    /// Writes `text` to standard output.
    static func writeOut(_ text: String) throws(OutputError) {
        try writeOut(Array(text.utf8))
    }

    /// Writes `text` to standard error; a failure there is dropped: there is nowhere left to
    /// report it.
    static func writeError(_ text: String) {
        _ = Array(text.utf8).withUnsafeBufferPointer { writeAll($0, to: 2) }
    }

    /// `nil` when everything was written, else the `errno` of the failure.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
