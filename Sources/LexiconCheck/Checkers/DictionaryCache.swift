import Foundation
import HunspellEngine
import LexiconSupport

/// A folder where ``DictionaryChecker`` keeps the dictionaries it opened, as the Swift engine
/// holds them once read (`HunspellDictionary.storedWords`), so that a later start copies the
/// tables in instead of reading the `.dic` file again.
///
/// A file is named by the dictionary's ``DictionaryIdentity``, a hash of both files' bytes: a
/// changed dictionary has a new name, so its old file is never read again. A file that does not
/// read back whole (damaged, of another version of the engine) is ignored and rewritten; a
/// cache that cannot be written costs the next start a full read, nothing else.
///
/// The folder holds at most ``sizeLimit`` bytes of such files: writing one removes the least
/// recently used (each read marks its file used) until the rest fit, so the files of
/// dictionaries changed or no longer opened do not pile up, and the temporary files of writers
/// killed mid-write. Other files in the folder are left alone.
///
/// ```swift
/// let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
/// try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
/// try Data("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8).write(to: folder.appending(path: "pets.aff"))
/// try Data("2\ncat/S\ndog/S\n".utf8).write(to: folder.appending(path: "pets.dic"))
/// let cache = DictionaryCache(directory: folder.appending(path: "cache"))
/// let first = try DictionaryChecker(affixURL: folder.appending(path: "pets.aff"),
///                                   dictionaryURL: folder.appending(path: "pets.dic"), language: "en", cache: cache)
/// let again = try DictionaryChecker(affixURL: folder.appending(path: "pets.aff"),
///                                   dictionaryURL: folder.appending(path: "pets.dic"), language: "en", cache: cache)
/// again.isCorrect("dogs")   // true
/// cache.contains(again.dictionaryIdentity!)   // true
/// ```
public struct DictionaryCache: Sendable {
    /// The folder the files are in (made when the first is written).
    public let directory: URL
    /// The most bytes the cache's files take together; the file just written stays even when
    /// it alone takes more.
    public let sizeLimit: Int

    /// The size limit of a cache made without one: room for the stored words of a few dozen
    /// dictionaries (en_US's take about 3 MB).
    public static let defaultSizeLimit = 128 * 1_048_576

    /// A cache in `directory`, its files taking at most `sizeLimit` bytes together.
    public init(directory: URL, sizeLimit: Int = DictionaryCache.defaultSizeLimit) {
        self.directory = directory
        self.sizeLimit = max(sizeLimit, 0)
    }

    /// The user's cache: `$LEXCHECK_CACHE_DIRECTORY/dictionaries`, else `lexcheck/dictionaries`
    /// in the system's cache folder.
    public static var standard: DictionaryCache {
        DictionaryCache(directory: Platform.lexcheckCacheDirectory("dictionaries", environment: Platform.environment))
    }

    /// Whether the dictionary `identity` names is kept.
    public func contains(_ identity: DictionaryIdentity) -> Bool {
        FileSystem.exists(atPath: url(for: identity).path)
    }

    /// Where the dictionary `identity` names is kept.
    func url(for identity: DictionaryIdentity) -> URL {
        directory.appending(path: identity.contentHash + Self.fileExtension)
    }

    /// The ending of the cache's own files' names.
    static let fileExtension = ".words"

    /// The kept words of the dictionary `identity` names, mapped, the file marked as used;
    /// `nil` when none are kept or they cannot be read.
    func storedWords(for identity: DictionaryIdentity) -> Data? {
        let url = url(for: identity)
        guard let data = try? readFile(at: url, mapped: true) else { return nil }
        FileSystem.markModifiedNow(url.path)
        return data
    }

    /// Keeps `storedWords` for the dictionary `identity` names, replacing any at once, then
    /// trims the cache to its size limit.
    func store(_ storedWords: [UInt8], for identity: DictionaryIdentity) {
        let url = url(for: identity)
        try? FileSystem.createDirectory(atPath: directory.path)
        guard (try? AtomicFile.replace(url, with: Data(storedWords))) != nil else { return }
        trim(keeping: url.lastPathComponent)
    }

    /// Removes the cache's files least recently used first (modified longest ago; by name
    /// among equals) until the rest take at most ``sizeLimit`` bytes, never the file `kept`;
    /// and the temporary files of writers no longer running.
    func trim(keeping kept: String) {
        guard let names = FileSystem.names(inDirectory: directory.path) else { return }
        var files: [(name: String, size: Int, modified: Int64)] = []
        for name in names {
            let path = directory.appending(path: name).path
            // A writer killed mid-write leaves its temporary file, whose name no later write
            // of a changed dictionary shares: removed once its process is gone.
            if let writer = AtomicFile.writer(ofTemporaryFile: name, endingWith: Self.fileExtension) {
                if !FileSystem.processIsRunning(writer) { FileSystem.remove(path) }
                continue
            }
            guard name.hasSuffix(Self.fileExtension) else { continue }
            guard let info = FileSystem.status(atPath: path), info.st_mode & S_IFMT == S_IFREG else { continue }
            files.append((name, Int(info.st_size), FileSystem.modificationTime(of: info)))
        }
        var total = files.reduce(0) { $0 + $1.size }
        guard total > sizeLimit else { return }
        files.sort { ($0.modified, $0.name) < ($1.modified, $1.name) }
        for file in files where total > sizeLimit && file.name != kept {
            if FileSystem.remove(directory.appending(path: file.name).path) { total -= file.size }
        }
    }
}
