/// Runs of flags or bytes kept one after another, each distinct run once: a `.dic` file has
/// thousands of entries with the same flags (`/S`, an `AF` alias) or the same fields, and they
/// share one copy. A run is kept with its length in front of it, so that one offset names it:
/// an entry of the word table holds that offset alone. While the store is filled, an
/// open-addressing index finds a run already kept without allocating.
struct RunStore<Element: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    /// A run's hash in the high half and its offset plus one in the low half, 0 for an empty
    /// slot; a power of two long, at most half full. Emptied by ``finishFilling()``.
    private var slots = [UInt64](repeating: 0, count: 16)
    private var runCount = 0

    /// How many elements hold a run's length: 32 bits of it (one element when wider).
    private static var lengthWidth: Int { max(1, 32 / Element.bitWidth) }

    init() {}

    /// A filled store (see ``finishFilling()``) of `elements`, runs as ``elements`` keeps them.
    init(filled elements: [Element]) {
        self.elements = elements
        slots = []
    }

    /// Where each run of `elements` starts, when they are runs as ``elements`` keeps them (each
    /// length in front of its run, the last run ending with the elements); `nil` when not.
    static func runStarts(of elements: [Element]) -> [Bool]? {
        var starts = [Bool](repeating: false, count: elements.count)
        var offset = 0
        while offset < elements.count {
            guard elements.count - offset >= lengthWidth else { return nil }
            let length = length(in: elements, at: offset)
            guard length <= elements.count - offset - lengthWidth else { return nil }
            starts[offset] = true
            offset += lengthWidth + length
        }
        return starts
    }

    /// The elements of the run kept at `offset`.
    @inline(__always)
    func run(at offset: UInt32) -> Range<Int> {
        let start = Int(offset)
        return (start + Self.lengthWidth)..<(start + Self.lengthWidth + Self.length(in: elements, at: start))
    }

    /// The length kept in front of the run at `start` of `elements`.
    @inline(__always)
    private static func length(in elements: [Element], at start: Int) -> Int {
        var length = 0
        for place in 0..<lengthWidth {
            length |= Int(elements[start + place]) << (place * Element.bitWidth)
        }
        return length
    }

    /// Calls `body` with the offset and the elements' range of each run kept, in the order kept.
    func forEachRun(_ body: (_ offset: UInt32, _ run: Range<Int>) -> Void) {
        var offset = 0
        while offset < elements.count {
            let run = run(at: UInt32(offset))
            body(UInt32(offset), run)
            offset = run.upperBound
        }
    }

    /// The offset of `run` (fewer than 2³² elements), kept there if it is not yet (while
    /// filling).
    mutating func store(_ run: some Collection<Element>) -> UInt32 {
        guard !slots.isEmpty else {
            // Filled: a run added later (a word forbidden at run time) is appended as it is.
            return append(run)
        }
        let hash = Self.hash(run)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            let offset = UInt32(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
            if UInt32(truncatingIfNeeded: stored >> 32) == hash, elements[self.run(at: offset)].elementsEqual(run) {
                return offset
            }
            slot = (slot + 1) & mask
        }
        let offset = append(run)
        slots[slot] = UInt64(hash) << 32 | UInt64(offset + 1)
        runCount += 1
        if runCount * 2 > slots.count { grow() }
        return offset
    }

    /// Drops the index. The spare room appending left is kept: never written, it is never
    /// made resident.
    mutating func finishFilling() {
        slots = []
    }

    /// Appends `run` with its length in front: its offset.
    private mutating func append(_ run: some Collection<Element>) -> UInt32 {
        let offset = UInt32(elements.count)
        let length = UInt32(run.count)
        for place in 0..<Self.lengthWidth {
            elements.append(Element(truncatingIfNeeded: length >> (place * Element.bitWidth)))
        }
        elements.append(contentsOf: run)
        return offset
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for stored in old where stored != 0 {
            var slot = Int(truncatingIfNeeded: stored >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    /// FNV-1a over the run's elements and its length, then mixed (see ``WordTable/hash(_:)``).
    private static func hash(_ run: some Collection<Element>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for element in run { hash = (hash ^ UInt32(truncatingIfNeeded: element)) &* 16_777_619 }
        hash = (hash ^ UInt32(truncatingIfNeeded: run.count)) &* 16_777_619
        hash ^= hash >> 16
        hash &*= 0x85EB_CA6B
        hash ^= hash >> 13
        hash &*= 0xC2B2_AE35
        return hash ^ hash >> 16
    }
}
