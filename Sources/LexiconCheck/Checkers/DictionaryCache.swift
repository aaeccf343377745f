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

    /// A cache in `directory`.
    public init(directory: URL) {
        self.directory = directory
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
        directory.appending(path: identity.contentHash + ".words")
    }

    /// The kept words of the dictionary `identity` names, mapped; `nil` when none are kept or
    /// they cannot be read.
    func storedWords(for identity: DictionaryIdentity) -> Data? {
        try? readFile(at: url(for: identity), mapped: true)
    }

    /// Keeps `storedWords` for the dictionary `identity` names, replacing any at once.
    func store(_ storedWords: [UInt8], for identity: DictionaryIdentity) {
        try? FileSystem.createDirectory(atPath: directory.path)
        try? AtomicFile.replace(url(for: identity), with: Data(storedWords))
    }
}
