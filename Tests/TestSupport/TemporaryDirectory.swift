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

    /// Every `step`th entry of the Debian dictionary `name` (in /usr/share/hunspell) with its
    /// `.aff`, written here under the dictionary's name: a sample small enough for a debug
    /// build to expand. Throws when the dictionary is not installed.
    public func writeSample(of name: String, step: Int) throws -> (affix: URL, dictionary: URL) {
        let path = "/usr/share/hunspell/\(name)"
        let lines = try Data(contentsOf: URL(filePath: path + ".dic")).split(separator: 0x0A, omittingEmptySubsequences: false)
        var kept = lines.dropFirst().enumerated().filter { $0.offset % step == 0 }.map(\.element)
        kept.insert(Data("\(kept.count)".utf8), at: 0)
        let dictionary = try write("\(name).dic", Data(kept.joined(separator: [0x0A])))
        return (try write("\(name).aff", try Data(contentsOf: URL(filePath: path + ".aff"))), dictionary)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
