import Foundation
import LexiconSupport

/// Word indexes (``WordIndexFile``) kept on disk for word lists that ship none, so that a list is
/// indexed once, not at every start: `lexcheck/word-indexes/<key>.wordindex` in the user's cache
/// folder (`$LEXCHECK_CACHE_DIRECTORY` overrides it).
///
/// A file is named by its list's key, a hash of the list's and levels' bytes: a changed list has
/// a new key, so its old index is never read again. A file that does not decode whole is
/// ignored and rewritten.
struct WordIndexCache: Sendable {
    /// The folder the cache files are in.
    let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    /// The user's cache: `$LEXCHECK_CACHE_DIRECTORY`, else `lexcheck` in the system's cache folder.
    static var standard: WordIndexCache {
        WordIndexCache(directory: Platform.lexcheckCacheDirectory("word-indexes", environment: Platform.environment))
    }

    /// Where the index of the list with `key` is kept.
    func url(for key: UInt64) -> URL {
        directory.appending(path: ContentHash.hexadecimal(key) + ".wordindex")
    }

    /// Stores an index file, replacing any at once. A cache that cannot be written costs the
    /// next start an index build, nothing else.
    func store(_ data: Data, for key: UInt64) {
        try? FileSystem.createDirectory(atPath: directory.path)
        try? AtomicFile.replace(url(for: key), with: data)
    }
}
