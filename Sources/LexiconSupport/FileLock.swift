import Foundation

/// An exclusive lock that processes share: `flock(2)` on a lock file, held while a body runs.
/// Writers of one file take it around read-modify-write, so that no process writes a version of
/// the file that misses another's change.
package enum FileLock {
    /// Runs `body` holding the exclusive lock on `lockURL` (created when missing, never removed:
    /// removing it would let two processes lock two different files of the same name).
    package static func withExclusiveLock<Result>(
        at lockURL: URL, _ body: () throws -> Result
    ) throws -> Result {
        let path = lockURL.path
        let descriptor = FileSystem.openDescriptor(path, O_CREAT | O_RDWR | O_CLOEXEC, mode: 0o644)
        guard descriptor >= 0 else { throw FileSystemError.posix(path, "cannot open the lock file") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileSystemError.posix(path, "cannot lock") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
