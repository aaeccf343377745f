import Dispatch
import LexiconSupport
import Testing

@Suite("Locked")
struct LockedTests {
    @Test("Changes made under the lock by many threads are all kept")
    func noLostUpdates() {
        let counter = Locked([Int: Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for step in 0..<20_000 {
                // A read-modify-write of a dictionary: without mutual exclusion, updates are lost
                // (or the dictionary's storage is corrupted).
                counter.withLock { $0[step % 16, default: 0] += 1 }
            }
        }
        let total = counter.withLock { $0.values.reduce(0, +) }
        #expect(total == 8 * 20_000)
        #expect(counter.withLock { $0.count } == 16)
    }

    @Test("withLockIfAvailable gives nil while another thread holds the lock, runs once it is free")
    func tryLock() {
        let value = Locked(0)
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            value.withLock { number in
                number = 1
                held.signal()
                release.wait()
            }
            done.signal()
        }
        held.wait()
        #expect(value.withLockIfAvailable { $0 } == nil)
        release.signal()
        done.wait()
        #expect(value.withLockIfAvailable { $0 } == 1)
    }

    @Test("Errors thrown inside the lock reach the caller and release the lock")
    func throwingBody() {
        struct Refused: Error {}
        let value = Locked(0)
        #expect(throws: Refused.self) {
            try value.withLock { (_: inout Int) throws(Refused) in throw Refused() }
        }
        #expect(value.withLockIfAvailable { $0 } == 0)
    }
}
