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
        let kind: String? = switch Platform.FileKind(mode: info.st_mode) {
        case .regular: nil
        case .directory: "it is a directory"
        case .fifo: "not a regular file (a FIFO)"
        case .device: "not a regular file (a device)"
        case .socket: "not a regular file (a socket)"
        case .missing, .other: "not a regular file"
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

    /// The file's bytes, read to its end. A file that says it is empty may still have some
    /// (Linux's `/proc` files do); one that grows while it is read is read up to
    /// ``growthAllowed`` past its size, and refused beyond: the caller judged the size.
    package func read() throws(FileSystemError) -> Data {
        try read(into: Data.self)
    }

    /// The file's bytes as an array, read as ``read()`` reads them: for bytes handed to code that
    /// takes an array, without a second copy.
    package func readBytes() throws(FileSystemError) -> [UInt8] {
        try read(into: [UInt8].self)
    }

    private func read<Buffer: ReadBuffer>(into _: Buffer.Type) throws(FileSystemError) -> Buffer {
        // One byte more than the size: the end shows without growing the buffer.
        var buffer = Buffer(zeroes: Swift.max(size + 1, 4096))
        var filled = 0
        let most = size + Self.growthAllowed
        while true {
            if filled == buffer.byteCount {
                guard buffer.byteCount < most else {
                    throw FileSystemError(path: path, reason: "the file grew by more than \(Self.growthAllowed) bytes while it was read")
                }
                buffer.resize(to: Swift.min(most, buffer.byteCount * 2))
            }
            let count = try readSome(into: &buffer, at: filled)
            if count == 0 { break }
            filled += count
        }
        buffer.resize(to: filled)
        return buffer
    }

    /// Reads the file to its end as ``read()`` does, but a piece at a time, each handed to `body`
    /// and then overwritten: for a large file whose bytes are turned into something else as they
    /// come, and need never be held whole. Every piece but the last holds `pieceSize` bytes
    /// (rounded up to a multiple of eight), so
    /// that a hash that steps through bytes eight at a time sees the steps it would see on the
    /// whole file. `body` returns `false` to stop early.
    ///
    /// - Returns: how many bytes were read.
    @discardableResult
    package func readPieces(of pieceSize: Int = 1 << 16, _ body: (UnsafeRawBufferPointer) -> Bool) throws(FileSystemError) -> Int {
        // A multiple of eight, whatever was asked.
        var buffer = [UInt8](repeating: 0, count: (Swift.max(8, Swift.min(pieceSize, 1 << 30)) + 7) & ~7)
        var total = 0
        let most = size + Self.growthAllowed
        while true {
            var filled = 0
            var ended = false
            while filled < buffer.count {
                let count = try readSome(into: &buffer, at: filled)
                if count == 0 {
                    ended = true
                    break
                }
                filled += count
            }
            total += filled
            guard total <= most else {
                throw FileSystemError(path: path, reason: "the file grew by more than \(Self.growthAllowed) bytes while it was read")
            }
            let goOn = buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<filled])) }
            if ended || !goOn { return total }
        }
    }

    /// Reads what `read(2)` gives into `buffer` from `offset` on: the number of bytes, 0 at the end.
    private func readSome(into buffer: inout some ReadBuffer, at offset: Int) throws(FileSystemError) -> Int {
        let result: Int = buffer.withMutableBytes { buffer in
            while true {
                let count = systemRead(descriptor, buffer.baseAddress.unsafelyUnwrapped + offset, buffer.count - offset)
                if count >= 0 || (errno != EINTR && errno != EAGAIN) { return count }
            }
        }
        guard result >= 0 else { throw .posix(path, "cannot read") }
        return result
    }

    /// How far past its size a file may grow while it is read.
    package static let growthAllowed = 1 << 20

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

/// Where ``ReadableFile`` reads a file: zeroed bytes it can resize.
private protocol ReadBuffer {
    init(zeroes count: Int)
    var byteCount: Int { get }
    mutating func resize(to count: Int)
    mutating func withMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result
}

extension Data: ReadBuffer {
    fileprivate init(zeroes count: Int) { self.init(count: count) }
    fileprivate var byteCount: Int { count }
    fileprivate mutating func resize(to count: Int) { self.count = count }
    fileprivate mutating func withMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
        withUnsafeMutableBytes(body)
    }
}

extension [UInt8]: ReadBuffer {
    fileprivate init(zeroes count: Int) { self.init(repeating: 0, count: count) }
    fileprivate var byteCount: Int { count }
    fileprivate mutating func resize(to count: Int) {
        if count < self.count {
            removeLast(self.count - count)
        } else {
            append(contentsOf: repeatElement(0, count: count - self.count))
        }
    }
    fileprivate mutating func withMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
        withUnsafeMutableBytes(body)
    }
}

/// `read(2)`, named apart from ``ReadableFile/read()``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
