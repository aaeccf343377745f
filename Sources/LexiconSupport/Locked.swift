import Foundation

/// A value that threads share, read and changed only while holding its lock: the one lock type of
/// the package.
///
/// It is a POSIX mutex rather than `Synchronization.Mutex` because ThreadSanitizer (Swift 6.3 on
/// Linux) does not see `Mutex`'s lock and reports races on data that only `withLock` touches;
/// it does see `pthread_mutex_lock`, so the library's tests can run under it as a standing check.
///
/// `@unchecked Sendable` is made true by the lock: `value` is read and written only between
/// `pthread_mutex_lock` and `pthread_mutex_unlock` (or a successful `pthread_mutex_trylock`), and
/// a value goes in and out only as `sending`, so nothing else keeps a reference to its contents.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var value: Value

    @inlinable
    package init(_ value: sending Value) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes cannot fail to initialise a mutex on valid memory.
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock; other threads wait.
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` with the value if the lock is free now; `nil` without running it otherwise.
    @inlinable
    package func withLockIfAvailable<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
