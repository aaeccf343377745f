import Foundation
import LexiconSupport

/// Word forms kept on disk per dictionary, so that a dictionary is expanded once, not at every
/// start: `lexcheck/word-forms/<key>.txt` in the user's cache folder (`$LEXCHECK_CACHE_DIRECTORY`
/// overrides it), one form per line after a header line naming the key, the count and a hash of
/// the lines that follow.
///
/// The key is a hash of the format version and the bytes of both dictionary files, so a changed
/// dictionary (a new package version, an edited `.dic`) is expanded again. A cache file that does
/// not read back whole (cut short, a byte changed, another key, not UTF-8) is ignored and
/// rewritten: a damaged cache costs an expansion, never an answer.
///
/// `package` for the fuzz targets (`Fuzz/Targets`), which feed it damaged cache files; nothing
/// else outside LexiconCheck uses it.
package struct WordFormCache: Sendable {
    /// The version of the expansion: bump it when the expansion's output changes.
    static let formatVersion = 3

    /// The folder the cache files are in.
    package let directory: URL

    /// The cache in `directory`.
    package init(directory: URL) {
        self.directory = directory
    }

    /// The user's cache: `$LEXCHECK_CACHE_DIRECTORY`, else `lexcheck` in the system's cache folder.
    package static var standard: WordFormCache {
        WordFormCache(directory: Platform.lexcheckCacheDirectory("word-forms", environment: Platform.environment))
    }

    /// The key of a dictionary's forms.
    package static func key(affixData: Data, dictionaryData: Data) -> String {
        var hash = ContentHash()
        hash.combine(Array("lexcheck-word-forms \(formatVersion) \(affixData.count) \(dictionaryData.count)\n".utf8))
        hash.combine(affixData)
        hash.combine([0] as [UInt8])
        hash.combine(dictionaryData)
        return String(hash.value, radix: 16)
    }

    private func url(for key: String) -> URL {
        directory.appending(path: "\(key).txt")
    }

    private func header(key: String, count: Int, body: some ContiguousBytes) -> String {
        "# lexcheck word forms \(Self.formatVersion) \(key) \(count) \(String(ContentHash.of(body), radix: 16))"
    }

    /// The forms stored under `key`, or `nil` when there are none or they do not read back whole.
    package func forms(for key: String) -> [String]? {
        // The cache writes its header first: a file starting otherwise (a byte-order mark the
        // line reader would skip, say) is not one it wrote.
        guard let data = try? readFile(at: url(for: key)), data.first == UInt8(ascii: "#"),
              let headerEnd = data.firstIndex(of: 0x0A),
              let lines = try? utf8Lines(of: data, path: url(for: key).path),
              let first = lines.first else { return nil }
        let forms = lines.dropFirst().map(String.init)
        guard first == header(key: key, count: forms.count, body: data[(headerEnd + 1)...]) else { return nil }
        return forms
    }

    /// Stores `forms` under `key`, replacing the file at once. A cache that cannot be written
    /// costs the next start an expansion, nothing else: the error is returned for a warning.
    @discardableResult
    package func store(_ forms: [String], for key: String) -> FileSystemError? {
        var body = ""
        body.reserveCapacity(forms.reduce(0) { $0 + $1.utf8.count + 1 })
        for form in forms {
            body += form
            body += "\n"
        }
        let bodyBytes = Data(body.utf8)
        let text = header(key: key, count: forms.count, body: bodyBytes) + "\n"
        do {
            try FileSystem.createDirectory(atPath: directory.path)
        } catch {
            return error
        }
        do {
            try AtomicFile.replace(url(for: key), with: Data(text.utf8) + bodyBytes)
            return nil
        } catch {
            return error
        }
    }
}
