import Foundation

/// A regular file opened for reading, its size known before anything is read, so that a caller
/// can refuse a file too large for it first. Opening checks the kind of file on the descriptor
/// itself (no race with a rename): a FIFO would wait for a writer forever and a device such as
/// `/dev/zero` never ends, so only regular files (or links to them) open.
package struct ReadableFile: ~Copyable {
    package let path: String
    /// The file's size in bytes when it was opened.
    package let size: Int
    private let descriptor: Int32

    /// Opens `path`.
    ///
    /// - Throws: `FileSystemError` naming `path`, with the system's `code` when a call failed
    ///   (`ENOENT` for a missing file, `ELOOP` for a loop of links...).
    package init(path: String) throws(FileSystemError) {
        // Non-blocking, so that opening a FIFO returns at once; it has no effect on a regular file.
        let descriptor = FileSystem.openDescriptor(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            let reason = switch code {
            case ENOENT: "no such file"
            case EACCES: "permission denied"
            case ENOTDIR: "a part of the path is not a folder"
            default: String(cString: strerror(code)).lowercased()
            }
            throw FileSystemError(path: path, reason: reason, code: code)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = FileSystemError.posix(path, "cannot read")
            close(descriptor)
            throw failure
        }
        let kind: String? = switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory"
        case S_IFIFO: "not a regular file (a FIFO)"
        case S_IFCHR, S_IFBLK: "not a regular file (a device)"
        case S_IFSOCK: "not a regular file (a socket)"
        default: "not a regular file"
        }
        if let kind {
            close(descriptor)
            throw FileSystemError(path: path, reason: kind)
        }
        self.path = path
        self.size = Int(info.st_size)
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The file's bytes, at most ``size`` of them (what was appended after opening is not read).
    package func read() throws(FileSystemError) -> Data {
        var data = Data(count: size)
        var filled = 0
        let failure: FileSystemError? = data.withUnsafeMutableBytes { buffer in
            while filled < buffer.count {
                let count = systemRead(descriptor, buffer.baseAddress.unsafelyUnwrapped + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return .posix(path, "cannot read")
                }
                if count == 0 { break }
                filled += count
            }
            return nil
        }
        if let failure { throw failure }
        if filled < data.count { data.count = filled }
        return data
    }

    /// The file's bytes mapped into memory instead of copied: for a large file read once and
    /// dropped. A file cut short while mapped stops the process when the lost pages are touched,
    /// so never for data that is kept.
    package func map() throws(FileSystemError) -> Data {
        guard size > 0 else { return Data() }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .posix(path, "cannot map")
        }
        return Data(bytesNoCopy: address, count: size, deallocator: .custom { address, count in
            munmap(address, count)
        })
    }
}

/// `read(2)`, named apart from ``ReadableFile/read()``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
