import LexiconSupport

/// Remembers recent verdicts on words, shared by all threads: real text repeats its words, and a
/// look-up costs far less than asking Hunspell again. The cache is split in shards, each behind
/// its own lock, so threads rarely wait for each other; a shard that fills up, by entries or by
/// bytes, is emptied, so memory stays bounded whatever the words' lengths.
///
/// Words are kept as written, byte for byte: Hunspell can judge two spellings of one word in
/// different normal forms differently, which `String`'s own equality would take for one.
final class VerdictCache: Sendable {
    /// A word compared and hashed by its UTF-8 bytes, not by canonical equivalence.
    struct Key: Hashable {
        let word: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            let (left, right) = (lhs.word.utf8, rhs.word.utf8)
            guard left.count == right.count else { return false }
            // Byte buffers compared, not the views element by element (a lookup compares a key
            // with each one its probe meets).
            return left.withContiguousStorageIfAvailable { left in
                right.withContiguousStorageIfAvailable { left.elementsEqual($0) }
            }.flatMap { $0 } ?? left.elementsEqual(right)
        }

        func hash(into hasher: inout Hasher) {
            var word = word
            word.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private final class Shard: Sendable {
        let state = Locked<(verdicts: [Key: Bool], bytes: Int)>(([:], 0))
    }

    private let shards: [Shard]
    private let entryLimit: Int
    private let byteLimit: Int

    /// What an entry costs besides its text: the dictionary slot and the string's header.
    static let entryOverhead = 48

    /// - Parameters:
    ///   - capacity: the most words kept.
    ///   - capacityBytes: the most bytes kept, words and overhead.
    init(capacity: Int = 65_536, capacityBytes: Int = 8 << 20, shards: Int = 16) {
        self.shards = (0..<shards).map { _ in Shard() }
        self.entryLimit = max(capacity / shards, 1)
        self.byteLimit = max(capacityBytes / shards, 1)
    }

    /// A cheap spread of words over shards (the dictionary hashes the word properly).
    private func shard(for word: String) -> Shard {
        let utf8 = word.utf8
        let spread = utf8.count &* 31 &+ Int(utf8.first ?? 0) &* 7 &+ Int(utf8.last ?? 0)
        return shards[spread % shards.count]
    }

    func verdict(for word: String) -> Bool? {
        shard(for: word).state.withLock { $0.verdicts[Key(word: word)] }
    }

    func store(_ verdict: Bool, for word: String) {
        let cost = word.utf8.count + Self.entryOverhead
        let (entryLimit, byteLimit) = (self.entryLimit, self.byteLimit)
        shard(for: word).state.withLock { state in
            if state.verdicts.count >= entryLimit || state.bytes + cost > byteLimit {
                state = ([:], 0)
            }
            if state.verdicts.updateValue(verdict, forKey: Key(word: word)) == nil {
                state.bytes += cost
            }
        }
    }

    /// Forgets every verdict (the dictionary changed).
    func removeAll() {
        for shard in shards { shard.state.withLock { $0 = ([:], 0) } }
    }

    /// The bytes the kept words take, as counted against the limit.
    var bytes: Int {
        shards.reduce(0) { total, shard in total + shard.state.withLock { $0.bytes } }
    }
}
