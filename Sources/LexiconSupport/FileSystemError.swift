import Foundation

/// A file operation that failed: what was done, to which path, and the system's reason.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    /// Why, in words: the system's message for `errno`, or a sentence of lexcheck's own.
    package var reason: String
    /// The system's error number, when a system call failed.
    package var code: Int32?

    package init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    /// The failure `errno` says the last system call had.
    package static func posix(_ path: String, _ doing: String, errno code: Int32 = errno) -> FileSystemError {
        FileSystemError(path: path, reason: "\(doing): \(String(cString: strerror(code)))", code: code)
    }

    package var description: String { "\(path): \(reason)" }
}
