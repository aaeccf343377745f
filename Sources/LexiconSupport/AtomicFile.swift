import Foundation

/// Replaces a file's contents so that readers see the old file or the new one, never half of
/// either, and nothing of the user's is lost: the new text goes to a temporary file beside the
/// old one, is synced to disk, gets the old file's mode and (where allowed) owner, and is then
/// renamed over it. A file nobody may write is refused, as `cp` would refuse it.
package enum AtomicFile {
    /// The infix of temporary files: `.NAME.lexcheck-tmp-PID-RANDOM` beside `NAME`.
    static let temporaryInfix = ".lexcheck-tmp-"

    /// Writes `data` as the new contents of `url`.
    ///
    /// Call it holding the file's ``FileLock``: temporary files a killed writer left behind are
    /// removed first, which is safe only when no other writer is at work.
    package static func replace(_ url: URL, with data: Data) throws(FileSystemError) {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        removeLeftovers(of: url)

        let status = FileSystem.status(atPath: path)
        let existing = status ?? stat()
        let exists = status != nil
        if exists {
            // Read-only for its owner, group and others, or not writable by us: the user said no.
            if existing.st_mode & 0o222 == 0 {
                throw FileSystemError(path: path, reason: "the file is read-only")
            }
            if !FileSystem.isAccessible(path, W_OK) {
                throw .posix(path, "cannot write")
            }
        } else {
            try FileSystem.createDirectory(atPath: directory.path)
        }

        let temporary = directory.appending(path: "." + url.lastPathComponent + temporaryInfix
                                                   + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        let descriptor = FileSystem.openDescriptor(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode: 0o600)
        guard descriptor >= 0 else { throw .posix(temporary, "cannot create a temporary file") }
        var renamed = false
        defer {
            if !renamed { FileSystem.remove(temporary) }
        }
        do {
            // Closed before the rename, whatever happens.
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: temporary)
            // The old file's permissions and owner; a new file gets what the umask allows.
            let mode: mode_t
            if exists {
                mode = existing.st_mode & 0o7777
                // Only root may give a file away; for others this keeps their own ownership.
                if existing.st_uid != getuid() || existing.st_gid != getgid() {
                    _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                }
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            guard fchmod(descriptor, mode) == 0 else { throw .posix(temporary, "cannot set permissions") }
            guard fsync(descriptor) == 0 else { throw .posix(temporary, "cannot sync") }
        }
        guard FileSystem.move(temporary, to: path) else { throw .posix(path, "cannot replace the file") }
        renamed = true
    }

    /// Removes the temporary files of `url` that writers killed mid-write left behind.
    package static func removeLeftovers(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = "." + url.lastPathComponent + temporaryInfix
        guard let names = FileSystem.names(inDirectory: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            FileSystem.remove(directory.appending(path: name).path)
        }
    }

    /// The process that writes (or wrote, if it was killed) the temporary file named `name`
    /// for a file whose name ends with `ending`; `nil` when `name` is no such file.
    package static func writer(ofTemporaryFile name: String, endingWith ending: String) -> pid_t? {
        guard name.hasPrefix("."), let infix = name.range(of: ending + temporaryInfix) else { return nil }
        return pid_t(name[infix.upperBound...].prefix { $0 != "-" })
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) {
        let failure: FileSystemError? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .posix(path, "cannot write")
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
    }
}
