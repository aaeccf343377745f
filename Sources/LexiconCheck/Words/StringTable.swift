/// A set of strings tuned for look-ups: open addressing with linear probing and a cheap hash
/// (FNV-1a over the UTF-8 bytes, which Swift strings keep contiguous). The standard `Set`
/// hashes with SipHash, built to resist crafted collisions, which costs several times more
/// per short word; dictionaries are not attacker-controlled, and a spellchecker spends its
/// life looking words up.
struct StringTable: Sendable {
    private var slots: [String?]
    private var hashes: [UInt64]
    private(set) var count = 0
    /// Slots holding a removed entry: probing goes on past them.
    private var tombstones = 0
    private static let tombstone: UInt64 = 1

    init(minimumCapacity: Int = 16) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        slots = Array(repeating: nil, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
    }

    /// FNV-1a, with 0 and 1 kept free to mark empty and removed slots.
    @inline(__always)
    static func hash(_ string: String) -> UInt64 {
        let hash = string.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(Array(string.utf8))
        return hash < 2 ? hash &+ 2 : hash
    }

    @inline(__always)
    private static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash ^ (hash >> 29)
    }

    /// The strings, in no particular order.
    var elements: some Sequence<String> {
        slots.lazy.compactMap { $0 }
    }

    func contains(_ string: String) -> Bool {
        find(string, hash: Self.hash(string)).found
    }

    /// Where `string` is, or where it would go (the first free slot on its probe path).
    private func find(_ string: String, hash: UInt64) -> (found: Bool, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var firstFree: Int?
        while true {
            let stored = hashes[slot]
            if stored == 0 { return (false, firstFree ?? slot) }
            if stored == Self.tombstone {
                if firstFree == nil { firstFree = slot }
            } else if stored == hash, slots[slot] == string {
                return (true, slot)
            }
            slot = (slot + 1) & mask
        }
    }

    @discardableResult
    mutating func insert(_ string: String) -> Bool {
        if (count + tombstones + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(string)
        let (found, slot) = find(string, hash: hash)
        guard !found else { return false }
        if hashes[slot] == Self.tombstone { tombstones -= 1 }
        hashes[slot] = hash
        slots[slot] = string
        count += 1
        return true
    }

    @discardableResult
    mutating func remove(_ string: String) -> Bool {
        let (found, slot) = find(string, hash: Self.hash(string))
        guard found else { return false }
        hashes[slot] = Self.tombstone
        slots[slot] = nil
        count -= 1
        tombstones += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        let capacity = max(16, (count + 1) * 4)
        self = StringTable(minimumCapacity: capacity / 2)
        for case let string? in old {
            insert(string)
        }
    }
}
