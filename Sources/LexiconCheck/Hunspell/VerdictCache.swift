import Synchronization

/// Remembers recent verdicts on words, shared by all threads: real text repeats its words, and a
/// look-up costs far less than asking Hunspell again. The cache is split in shards, each behind
/// its own lock, so threads rarely wait for each other; a shard that fills up is emptied, so
/// memory stays bounded.
final class VerdictCache: Sendable {
    private final class Shard: Sendable {
        let verdicts = Mutex<[String: Bool]>([:])
    }

    private let shards: [Shard]
    private let shardLimit: Int

    init(capacity: Int = 65_536, shards: Int = 16) {
        self.shards = (0..<shards).map { _ in Shard() }
        self.shardLimit = max(capacity / shards, 1)
    }

    /// A cheap spread of words over shards (the dictionary hashes the word properly).
    private func shard(for word: String) -> Shard {
        let utf8 = word.utf8
        let spread = utf8.count &* 31 &+ Int(utf8.first ?? 0) &* 7 &+ Int(utf8.last ?? 0)
        return shards[spread % shards.count]
    }

    func verdict(for word: String) -> Bool? {
        shard(for: word).verdicts.withLock { $0[word] }
    }

    func store(_ verdict: Bool, for word: String) {
        let limit = shardLimit
        shard(for: word).verdicts.withLock { verdicts in
            if verdicts.count >= limit { verdicts.removeAll(keepingCapacity: true) }
            verdicts[word] = verdict
        }
    }
}
