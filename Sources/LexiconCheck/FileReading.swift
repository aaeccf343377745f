import Foundation

/// Reads a whole file, turning every way that can fail into a ``LexiconError`` naming the path.
package func readFile(at url: URL) throws(LexiconError) -> Data {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .fileNotFound(path: path)
    }
    if isDirectory.boolValue {
        throw .unreadable(path: path, reason: "it is a directory")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
        throw .unreadable(path: path, reason: "permission denied")
    }
    do {
        return try Data(contentsOf: url)
    } catch {
        throw .unreadable(path: path, reason: error.localizedDescription)
    }
}

/// Splits UTF-8 text into lines, accepting LF and CRLF, dropping a leading BOM; reports the
/// first line that is not valid UTF-8 or holds a NUL byte.
package func utf8Lines(of data: Data, path: String) throws(LexiconError) -> [Substring] {
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        bytes = bytes.dropFirst(3)
    }
    var lines: [Substring] = []
    var lineNumber = 0
    for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        lineNumber += 1
        var line = rawLine
        if line.last == 0x0D {
            line = line.dropLast()
        }
        if line.contains(0) {
            throw .malformed(path: path, line: lineNumber, reason: "contains a NUL byte")
        }
        guard let text = String(validating: line, as: UTF8.self) else {
            throw .malformed(path: path, line: lineNumber, reason: "not valid UTF-8")
        }
        lines.append(text[...])
    }
    if lines.last?.isEmpty == true {
        lines.removeLast()  // the trailing newline ends the last line; it does not start one
    }
    return lines
}
