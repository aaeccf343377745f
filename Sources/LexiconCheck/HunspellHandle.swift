import CHunspell
import Synchronization

/// Hunspell 1.7.1 touches a global table without a lock while it creates or destroys a handle,
/// so every creation and destruction in the process goes through this lock.
private let handleLifecycle = Mutex(())

/// One libhunspell handle. Not thread-safe: a ``HandlePool`` slot owns it behind a lock.
final class HunspellHandle {
    private let handle: OpaquePointer

    /// Loads the dictionary. The caller has checked both files: Hunspell itself reports a
    /// missing file only on stderr and hands back an empty dictionary.
    init(affixPath: String, dictionaryPath: String) throws(LexiconError) {
        let created: OpaquePointer? = handleLifecycle.withLock { _ in
            Hunspell_create(affixPath, dictionaryPath)
        }
        guard let created else {
            throw .unreadable(path: dictionaryPath, reason: "libhunspell could not load the dictionary")
        }
        handle = created
    }

    deinit {
        let handle = handle
        handleLifecycle.withLock { _ in Hunspell_destroy(handle) }
    }

    /// The `SET` encoding libhunspell read from the .aff file.
    var encodingName: String {
        guard let name = Hunspell_get_dic_encoding(handle) else { return "ISO8859-1" }
        return String(cString: name)
    }

    /// Whether the NUL-terminated word, in the dictionary's encoding, is correct.
    func spell(_ word: [UInt8]) -> Bool {
        word.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { Hunspell_spell(handle, $0.baseAddress) != 0 }
        }
    }

    /// Hunspell's suggestions for the NUL-terminated word, as raw bytes in the dictionary's
    /// encoding. The list Hunspell allocates is freed before returning.
    func suggest(_ word: [UInt8]) -> [[UInt8]] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = word.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { Hunspell_suggest(handle, &list, $0.baseAddress) }
        }
        defer { Hunspell_free_list(handle, &list, count) }
        guard let list, count > 0 else { return [] }
        return (0..<Int(count)).compactMap { index in
            list[index].map { cString in
                var length = 0
                while cString[length] != 0 { length += 1 }
                return UnsafeRawBufferPointer(start: cString, count: length).map { $0 }
            }
        }
    }
}

/// A small set of handles on one dictionary, so that threads check in parallel: a call takes
/// the first free handle, loads another while fewer than `capacity` exist, and otherwise waits
/// for the first one.
final class HandlePool: Sendable {
    private final class Slot: Sendable {
        let handle = Mutex<HunspellHandle?>(nil)
    }

    private let first: Mutex<HunspellHandle>
    private let extra: [Slot]
    private let load: @Sendable () -> sending HunspellHandle?

    /// - Parameters:
    ///   - first: a handle already loaded (so that loading errors surface at once).
    ///   - capacity: how many handles at most.
    ///   - load: loads one more handle, or gives `nil` when it can no longer be loaded.
    init(first: sending HunspellHandle, capacity: Int, load: @escaping @Sendable () -> sending HunspellHandle?) {
        self.first = Mutex(first)
        self.extra = (1..<max(capacity, 1)).map { _ in Slot() }
        self.load = load
    }

    /// Runs `body` with a handle that no other thread uses meanwhile.
    func withHandle<Result: Sendable>(_ body: (HunspellHandle) -> Result) -> Result {
        if let result = first.withLockIfAvailable({ body($0) }) {
            return result
        }
        for slot in extra {
            let outcome: Result?? = slot.handle.withLockIfAvailable { handle in
                if handle == nil {
                    handle = load()
                }
                guard let loaded = handle else { return nil }
                return body(loaded)
            }
            if case .some(.some(let result)) = outcome {
                return result
            }
        }
        return first.withLock { body($0) }
    }
}
