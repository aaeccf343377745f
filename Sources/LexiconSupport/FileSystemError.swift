import Foundation

/// A file operation that failed: what was done, to which path, and the system's reason.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    /// Why, in words: the system's message for `errno`, or a sentence of lexcheck's own.
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The failure `errno` says the last system call had.
    package static func posix(_ path: String, _ doing: String, errno code: Int32 = errno) -> FileSystemError {
        FileSystemError(path: path, reason: "\(doing): \(String(cString: strerror(code)))")
    }

    package var description: String { "\(path): \(reason)" }
}
