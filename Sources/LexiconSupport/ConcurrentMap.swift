import Dispatch

/// `transform` applied to every element on all cores, results in input order. Work is split in
/// chunks; each chunk's results are stored under a lock once, so the lock costs nothing per
/// element.
@inlinable
package func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], chunkSize: Int = 128, _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > chunkSize else { return elements.map(transform) }
    let chunks = (elements.count + chunkSize - 1) / chunkSize
    let results = Locked<[[Result]]>(Array(repeating: [], count: chunks))
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let range = (chunk * chunkSize)..<min(elements.count, (chunk + 1) * chunkSize)
        let mapped = elements[range].map(transform)
        results.withLock { $0[chunk] = mapped }
    }
    return results.withLock { $0.flatMap { $0 } }
}
