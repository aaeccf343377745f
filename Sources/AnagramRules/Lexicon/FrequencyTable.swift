import LexiconSupport

/// Words, each with a small number, in a few flat arrays: the words' UTF-8 one after another,
/// where each starts, the numbers, and an open-addressing table of word numbers. A
/// `[String: UInt8]` holds each word too long to live inside a `String` (most Cyrillic ones) as
/// an object of its own, and grows by copying; these arrays make no object per word.
struct FrequencyTable: Sendable {
    /// Every word's UTF-8, one after another.
    private var bytes: [UInt8] = []
    /// Where word `n` starts in ``bytes``; one more at the end, where the next would start.
    private var starts: [UInt32] = [0]
    /// Word `n`'s number.
    private var values: [UInt8] = []
    /// A power of two long, at most half full: a word's number plus one, 0 for an empty slot.
    private var slots = [UInt32](repeating: 0, count: 16)

    /// How many words the table holds.
    var count: Int { values.count }

    /// The most bytes the words may take together: the word starts are 32-bit.
    static let maximumBytes = Int(UInt32.max)

    /// Sets `word`'s number to `value`, adding the word if it is new. Returns `false`, leaving
    /// the table as it was, when the words would pass ``maximumBytes``.
    @discardableResult
    mutating func set(_ word: String, to value: UInt8) -> Bool {
        var word = word
        return word.withUTF8 { utf8 in
            let hash = Self.hash(utf8)
            let (number, slot) = find(utf8, hash: hash)
            if let number {
                values[number] = value
                return true
            }
            guard bytes.count + utf8.count <= Self.maximumBytes else { return false }
            bytes.append(contentsOf: utf8)
            starts.append(UInt32(bytes.count))
            values.append(value)
            slots[slot] = UInt32(values.count)
            if values.count * 2 > slots.count { grow() }
            return true
        }
    }

    /// `word`'s number, if the table holds the word.
    func value(of word: String) -> UInt8? {
        var word = word
        return word.withUTF8 { utf8 in find(utf8, hash: Self.hash(utf8)).number.map { values[$0] } }
    }

    /// The words, in the order they were added.
    var words: some Sequence<String> {
        (0..<count).lazy.map { number in String(decoding: bytes[Int(starts[number])..<Int(starts[number + 1])], as: UTF8.self) }
    }

    /// The word spelled `utf8`, if held, and the slot where it is (or where it would go).
    private func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: Int) -> (number: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return (nil, slot) }
            let number = Int(stored) - 1
            if bytes[Int(starts[number])..<Int(starts[number + 1])].elementsEqual(utf8) { return (number, slot) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for number in 0..<count {
            let hash = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[Int(starts[number])..<Int(starts[number + 1])])) }
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(number + 1)
        }
    }

    /// The bytes' `ContentHash`, its high bits folded in (the slot is the low bits).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = ContentHash()
        hash.combine(UnsafeRawBufferPointer(bytes))
        return Int(truncatingIfNeeded: hash.value ^ hash.value >> 29)
    }
}
