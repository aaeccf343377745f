
/// A value built the first time it is needed and kept, shared by every thread: the first caller
/// builds it under the lock (others wait for it), later callers get it at once. ``reset()``
/// drops it, so that the next use builds it again.
///
/// Checkers keep their indexes this way: most programs never guess or complete, so nothing is
/// built until the first guess or completion asks for it.
package final class Lazy<Value: Sendable>: Sendable {
    @usableFromInline
    let storage = Locked<Value?>(nil)

    package init() {}

    /// Whether the value has been built.
    package var isBuilt: Bool { storage.withLock { $0 != nil } }

    /// The value, built with `build` if it is not there yet.
    @inlinable
    package func value(_ build: () -> Value) -> Value {
        storage.withLock { stored in
            if let stored { return stored }
            let built = build()
            stored = built
            return built
        }
    }

    /// The value, built with `build` if it is not there yet; a build that throws keeps nothing,
    /// so the next call tries again.
    @inlinable
    package func value<Failure: Error>(_ build: () throws(Failure) -> Value) throws(Failure) -> Value {
        try storage.withLock { (stored: inout Value?) throws(Failure) -> Value in
            if let stored { return stored }
            let built = try build()
            stored = built
            return built
        }
    }

    /// Forgets the value; the next ``value(_:)`` builds it again.
    package func reset() {
        storage.withLock { $0 = nil }
    }
}
