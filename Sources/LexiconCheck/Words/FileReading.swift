import Foundation
import LexiconSupport

/// Reads a whole file, turning every way that can fail into a ``LexiconError`` naming the path.
/// Only regular files (or links to them) are read: a FIFO would wait for a writer forever and a
/// device such as `/dev/zero` never ends. `mapped`: the file's pages mapped instead of copied
/// into fresh memory (for a large file read once and dropped: an index file, whose arrays are
/// copied out; a file cut short while mapped would stop the process, so never for one that is
/// kept). `atMost`: the most bytes read, for a file whose whole contents are kept in memory; a
/// larger one is refused before reading, naming the limit and `kind` (what the file is).
/// `loadFactor`: about how many bytes of memory each byte of the file becomes once loaded (the
/// data itself included); under an address-space limit that leaves too little for that and
/// ``memoryReserve``, the file is refused before it is read (``reserveMemory(_:for:)``).
///
/// `package`, not LexiconSupport's: AnagramRules and the CLI read their files (start words,
/// saves, word lists) through it and report its ``LexiconError``, LexiconCheck's public error,
/// which the support target cannot name; a copy there would be a second reader of one policy.
package func readFile(at url: URL, mapped: Bool = false, atMost limit: Int? = nil,
                      kind: String = "file", loadFactor: Int = 1) throws(LexiconError) -> Data {
    let file = try openFile(at: url, atMost: limit, kind: kind, loadFactor: loadFactor)
    do {
        return try mapped ? file.map() : file.read()
    } catch {
        throw .unreadable(path: url.path, reason: error.reason)
    }
}

/// A whole file's bytes as an array, read and refused as ``readFile(at:mapped:atMost:kind:loadFactor:)``
/// reads them: for bytes handed on to code that takes an array, without a copy from `Data`.
package func readFileBytes(at url: URL, atMost limit: Int? = nil, kind: String = "file",
                           loadFactor: Int = 1) throws(LexiconError) -> [UInt8] {
    let file = try openFile(at: url, atMost: limit, kind: kind, loadFactor: loadFactor)
    do {
        return try file.readBytes()
    } catch {
        throw .unreadable(path: url.path, reason: error.reason)
    }
}

/// Reads a file a piece at a time (see `ReadableFile.readPieces(of:_:)`), opened and refused
/// as ``readFile(at:mapped:atMost:kind:loadFactor:)`` opens and refuses it: `opened` learns the
/// file's size before the first piece, `body` takes each piece. Either stops the reading by
/// throwing.
///
/// - Returns: how many bytes were read.
@discardableResult
package func readFilePieces(at url: URL, atMost limit: Int? = nil, kind: String = "file", loadFactor: Int = 1,
                            opened: (_ size: Int) throws(LexiconError) -> Void,
                            _ body: (UnsafeRawBufferPointer) throws(LexiconError) -> Void) throws(LexiconError) -> Int {
    let file = try openFile(at: url, atMost: limit, kind: kind, loadFactor: loadFactor)
    try opened(file.size)
    var failure: LexiconError?
    let count: Int
    do {
        count = try file.readPieces { piece in
            do throws(LexiconError) {
                try body(piece)
                return true
            } catch {
                failure = error
                return false
            }
        }
    } catch {
        throw .unreadable(path: url.path, reason: error.reason)
    }
    if let failure { throw failure }
    return count
}

/// Opens a file for ``readFile(at:mapped:atMost:kind:loadFactor:)`` and
/// ``readFileBytes(at:atMost:kind:loadFactor:)``: refused when missing, unreadable, larger
/// than `limit`, or too large for the memory left.
private func openFile(at url: URL, atMost limit: Int?, kind: String, loadFactor: Int) throws(LexiconError) -> ReadableFile {
    let path = url.path
    let file: ReadableFile
    do {
        file = try ReadableFile(path: path)
    } catch {
        throw error.code == ENOENT ? .fileNotFound(path: path) : .unreadable(path: path, reason: error.reason)
    }
    if let limit, file.size > limit {
        throw .malformed(path: path, line: nil, reason: "\(describeSize(file.size)), larger than the \(describeSize(limit)) lexcheck reads as a \(kind)")
    }
    let (loaded, overflow) = file.size.multipliedReportingOverflow(by: loadFactor)
    try reserveMemory(overflow ? Int.max / 2 : loaded, for: path)
    return file
}

/// A size in bytes for a message: `64 MiB`, `1.5 GiB`, `812 bytes`.
func describeSize(_ bytes: Int) -> String {
    if bytes < 1 << 20 { return "\(bytes) bytes" }
    let (value, unit) = bytes < 1 << 30 ? (Double(bytes) / Double(1 << 20), "MiB") : (Double(bytes) / Double(1 << 30), "GiB")
    return value == value.rounded() ? "\(Int(value)) \(unit)" : String(format: "%.1f \(unit)", value)
}

/// Splits UTF-8 text into lines, accepting LF and CRLF, dropping a leading BOM; reports the
/// first line that is not valid UTF-8 or holds a NUL byte.
func utf8Lines(of data: Data, path: String) throws(LexiconError) -> [Substring] {
    var lines: [Substring] = []
    try forEachUTF8Line(of: data, path: path) { (_, line) throws(LexiconError) in lines.append(line) }
    return lines
}

/// Calls `body` with each line of UTF-8 text and its number (from 1), as ``utf8Lines(of:path:)``
/// splits them, without keeping them: a line that is not valid UTF-8 or holds a NUL byte is
/// reported as soon as it is reached, and nothing of the lines before it is held.
func forEachUTF8Line(of data: Data, path: String,
                             _ body: (Int, Substring) throws(LexiconError) -> Void) throws(LexiconError) {
    // One pass over contiguous bytes (iterating `Data` itself costs far more per byte).
    let failure: LexiconError? = data.withUnsafeBytes { raw in
        var bytes = raw.bindMemory(to: UInt8.self)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
        }
        var lineNumber = 0
        while !bytes.isEmpty {
            lineNumber += 1
            let end = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[..<end]
            bytes = end < bytes.endIndex ? bytes[(end + 1)...] : bytes[end...]
            if line.last == 0x0D {
                line = line.dropLast()
            }
            if line.contains(0) {
                return .malformed(path: path, line: lineNumber, reason: "contains a NUL byte")
            }
            guard let text = utf8String(UnsafeBufferPointer(rebasing: line)) else {
                return .malformed(path: path, line: lineNumber, reason: "not valid UTF-8")
            }
            do throws(LexiconError) {
                try body(lineNumber, text[...])
            } catch {
                return error
            }
        }
        return nil
    }
    if let failure { throw failure }
}

/// The memory the program keeps free for its ordinary work beside what a file's data needs:
/// buffers, guesses, the runtime's own allocations.
let memoryReserve = 48 << 20

/// At most about how many bytes of memory each byte of a Hunspell dictionary's two files
/// becomes once loaded, by either engine (how it was measured: docs/memory-limits.md).
let dictionaryLoadFactor = 16

/// Throws when loading what `path` holds would need about `bytes` of memory (plus
/// ``memoryReserve``) and the process's address-space limit (`ulimit -v`) leaves less: a clear
/// error instead of a process stopped by a failed allocation. Without such a limit, nothing.
func reserveMemory(_ bytes: Int, for path: String) throws(LexiconError) {
    guard let left = Platform.addressSpaceLeft() else { return }
    let needed = bytes + memoryReserve
    if needed > left {
        throw .notEnoughMemory(path: path, needed: needed, left: left)
    }
}
