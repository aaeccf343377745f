import Testing
@testable import LexiconCheck

@Suite("Verdict cache")
struct VerdictCacheTests {
    @Test func memoryIsBoundedByBytesWhateverTheWords() {
        let cache = VerdictCache(capacity: 1_000_000, capacityBytes: 64 << 10, shards: 4)
        for index in 0..<2_000 {
            cache.store(index % 2 == 0, for: String(repeating: "w", count: 900) + String(index))
        }
        #expect(cache.bytes <= 64 << 10)
        let last = String(repeating: "w", count: 900) + "1999"
        #expect(cache.verdict(for: last) == false, "the newest word is kept")
        cache.store(true, for: "short")
        #expect(cache.verdict(for: "short") == true && cache.verdict(for: "unseen") == nil)
    }
}
