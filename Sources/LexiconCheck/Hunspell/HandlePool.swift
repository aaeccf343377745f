// Compiled with the `Hunspell` trait, on platforms with a system libhunspell (Package.swift).
#if LEXCHECK_HUNSPELL
import LexiconSupport
import Atomics

/// A small set of handles on one dictionary, so that threads check in parallel: a call takes
/// the first free handle, loads another while fewer than `capacity` exist, and otherwise waits
/// for the first one.
///
/// Changes to the dictionary at run time (words added or removed) are kept in order and
/// reach every handle, those loaded later included: a handle catches up on the changes it has
/// not seen before each use.
final class HandlePool: Sendable {
    /// A handle and how many of the changes it has applied.
    private struct Entry {
        var handle: HunspellHandle
        var applied = 0
    }

    private final class Slot: Sendable {
        /// `nil` until a thread needs the handle.
        let entry = Locked<Entry?>(nil)
    }

    /// A change to every handle's dictionary.
    typealias Change = @Sendable (HunspellHandle) -> Void

    private let first: Locked<Entry>
    private let extra: [Slot]
    private let load: @Sendable () -> sending HunspellHandle?
    private let changes = Locked<[Change]>([])
    /// `changes.count`, read without the lock on every call.
    private let changeCount = ManagedAtomic<Int>(0)

    /// - Parameters:
    ///   - first: a handle already loaded (so that loading errors surface at once).
    ///   - capacity: how many handles at most.
    ///   - load: loads one more handle, or gives `nil` when it can no longer be loaded.
    init(first: sending HunspellHandle, capacity: Int, load: @escaping @Sendable () -> sending HunspellHandle?) {
        self.first = Locked(Entry(handle: first))
        self.extra = (1..<max(capacity, 1)).map { _ in Slot() }
        self.load = load
    }

    /// Applies `change` to every handle, now or before its next use.
    func apply(_ change: @escaping Change) {
        changes.withLock { changes in
            changes.append(change)
            changeCount.store(changes.count, ordering: .releasing)
        }
    }

    /// Runs `body` with a handle that no other thread uses meanwhile.
    func withHandle<Result: Sendable>(_ body: (HunspellHandle) -> Result) -> Result {
        if let result = first.withLockIfAvailable({ entry in
            catchUp(&entry)
            return body(entry.handle)
        }) {
            return result
        }
        for slot in extra {
            let outcome: Result?? = slot.entry.withLockIfAvailable { entry in
                if entry == nil, let loaded = load() {
                    entry = Entry(handle: loaded)
                }
                guard var current = entry else { return nil }
                catchUp(&current)
                entry = current
                return body(current.handle)
            }
            if case .some(.some(let result)) = outcome {
                return result
            }
        }
        return first.withLock { entry in
            catchUp(&entry)
            return body(entry.handle)
        }
    }

    /// Brings the entry's handle up to date with the changes.
    private func catchUp(_ entry: inout Entry) {
        guard entry.applied < changeCount.load(ordering: .acquiring) else { return }
        let applied = entry.applied
        let pending = changes.withLock { Array($0[applied...]) }
        for change in pending { change(entry.handle) }
        entry.applied += pending.count
    }
}
#endif
