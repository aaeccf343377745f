// Compiled with the `Hunspell` trait, on platforms with a system libhunspell (Package.swift).
#if LEXCHECK_HUNSPELL
import Synchronization

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
#endif
