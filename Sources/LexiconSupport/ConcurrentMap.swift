import Foundation

/// `transform` applied to every element on all cores, results in input order. Work is split in
/// chunks that threads take in turn; each chunk's results are stored under a lock once, so the
/// lock costs nothing per element. The calling thread works too, so when the system can start
/// no other thread (under a memory limit) the map still ends, on one core.
@inlinable
package func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], chunkSize: Int = 128, _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > chunkSize else { return elements.map(transform) }
    let chunks = (elements.count + chunkSize - 1) / chunkSize
    let results = Locked<[[Result]]>(Array(repeating: [], count: chunks))
    let taken = Locked(0)
    withoutActuallyEscaping(transform) { transform in
        let work: @Sendable () -> Void = {
            while true {
                let chunk = taken.withLock { (count: inout Int) -> Int in
                    defer { count += 1 }
                    return count
                }
                guard chunk < chunks else { return }
                let range = (chunk * chunkSize)..<min(elements.count, (chunk + 1) * chunkSize)
                let mapped = elements[range].map(transform)
                results.withLock { $0[chunk] = mapped }
            }
        }
        var helpers: [Platform.Thread] = []
        for _ in 1..<min(ProcessInfo.processInfo.activeProcessorCount, chunks) {
            guard let thread = Platform.startThread(work) else { break }
            helpers.append(thread)
        }
        work()
        helpers.forEach(Platform.join)
    }
    return results.withLock { $0.flatMap { $0 } }
}
