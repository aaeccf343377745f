import Foundation
import LexiconCheck
import LexiconSupport

/// Reads a file or standard input as lines, a block at a time, so that memory stays flat
/// whatever the size of the input. LF and CRLF end lines; a UTF-8 byte-order mark at the start
/// is dropped. A line that is not UTF-8, holds a NUL byte, or is longer than `maximumLineLength`
/// is reported as invalid (and a long one is skipped without being kept in memory).
struct LineSource {
    /// What the input is called in messages: a path with its control characters shown
    /// (``ControlCharacters``), or `<stdin>`.
    let name: String
    /// The input's path as given, or `<stdin>`: what JSON output names it by (JSON escapes
    /// control characters its own, reversible way).
    let path: String
    private let handle: FileHandle
    private let closeWhenDone: Bool
    static let maximumLineLength = 1 << 20

    /// Opens a path, or standard input for `-`.
    init(path: String) throws(InputError) {
        if path == "-" {
            name = "<stdin>"
            self.path = name
            handle = .standardInput
            closeWhenDone = false
            return
        }
        // Shown with its control characters escaped: a newline in a file name must not forge
        // a FILE:LINE:COL: line.
        let name = ControlCharacters.visible(path)
        // Opened first and asked after, so that the message is the system's reason (a loop of
        // links, a folder in the way, no permission), not a guess.
        let descriptor = FileSystem.openDescriptor(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(message: "\(name): \(Self.reason(errno))") }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw InputError(message: "\(name): is a directory")
        }
        self.name = name
        self.path = path
        self.handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        self.closeWhenDone = true
    }

    /// Why a file could not be opened, in words.
    private static func reason(_ error: Int32) -> String {
        switch error {
        case ENOENT: "no such file"
        case EACCES: "cannot be read (permission denied)"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        default: "cannot be read (\(String(cString: strerror(error)).lowercased()))"
        }
    }

    /// The most bytes of lines a block holds: with lines of up to a megabyte each, a block of
    /// 4,096 lines could otherwise hold gigabytes.
    static let maximumBlockBytes = 8 << 20

    /// Calls `body` with blocks of up to `blockSize` lines (and ``maximumBlockBytes``) and the
    /// number of the first line in each block, until the input ends or `body` returns false.
    /// Lines are cut by a ``LineReader`` and decoded (UTF-8 checked, made strings) on all cores.
    func forEachBlock(blockSize: Int = 4096, _ body: ([InputLine], Int) throws -> Bool) throws {
        defer { if closeWhenDone { try? handle.close() } }
        var reader = LineReader(descriptor: handle.fileDescriptor, name: name, readSize: 1 << 20)
        var lines: [ArraySlice<UInt8>?] = []
        var blockBytes = 0
        var firstLine = 1

        func deliver() throws -> Bool {
            let decoded = concurrentMap(lines, chunkSize: 512, InputLine.init(raw:))
            return try body(decoded, firstLine)
        }

        while let line = try reader.nextRaw() {
            switch line {
            case .bytes(let raw):
                lines.append(raw)
                blockBytes += raw.count
            case .tooLong:
                lines.append(nil)
            }
            if lines.count >= blockSize || blockBytes >= Self.maximumBlockBytes {
                guard try deliver() else { return }
                firstLine = reader.lineNumber + 1
                lines.removeAll(keepingCapacity: true)
                blockBytes = 0
            }
        }
        if !lines.isEmpty {
            _ = try deliver()
        }
    }
}
