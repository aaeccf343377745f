import Foundation

/// A fresh empty folder for the files a test writes, removed when the value goes away.
public struct TemporaryDirectory: ~Copyable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "lexcheck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Where a file named `name` goes (not created).
    public func file(_ name: String) -> URL { url.appending(path: name) }

    /// Writes `bytes` to the file `name` and returns its location.
    @discardableResult
    public func write(_ name: String, _ bytes: Data) throws -> URL {
        let file = file(name)
        try bytes.write(to: file)
        return file
    }

    /// Writes `text` as UTF-8 to the file `name` and returns its location.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        try write(name, Data(text.utf8))
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
