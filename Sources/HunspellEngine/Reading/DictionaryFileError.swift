/// A Hunspell dictionary's file that cannot be used: which file, which line (1-based, when the
/// problem is on one), and why.
///
/// ```swift
/// let error = DictionaryFileError(path: "de.dic", line: 1, reason: "missing or bad word count")
/// error.description   // "de.dic:1: missing or bad word count"
/// ```
public struct DictionaryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path, as the caller named it.
    public var path: String
    /// The 1-based line, or `nil` when the problem is not on one line.
    public var line: Int?
    /// What is wrong, in words.
    public var reason: String

    /// Creates an error about `path`.
    public init(path: String, line: Int? = nil, reason: String) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    public var description: String {
        if let line { "\(path):\(line): \(reason)" } else { "\(path): \(reason)" }
    }
}
