/// Open addressing from a letter mask to the range of words with that mask.
struct MaskTable: Sendable {
    private struct Slot {
        var mask: UInt32 = 0
        var start: Int32 = 0
        var end: Int32 = 0
    }

    private let slots: [Slot]
    private let shift: UInt32

    /// `masks` sorted, so that equal masks are neighbours.
    init(sortedMasks masks: [UInt32]) {
        var groups: [Slot] = []
        var index = 0
        while index < masks.count {
            var end = index + 1
            while end < masks.count, masks[end] == masks[index] { end += 1 }
            groups.append(Slot(mask: masks[index], start: Int32(index), end: Int32(end)))
            index = end
        }
        var bits: UInt32 = 4
        while (1 << bits) < groups.count * 2 { bits += 1 }
        var slots = [Slot](repeating: Slot(), count: 1 << bits)
        shift = 32 - bits
        for group in groups where group.mask != 0 {
            var slot = Self.slot(group.mask, shift: shift)
            while slots[slot].mask != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = group
        }
        self.slots = slots
    }

    @inline(__always)
    private static func slot(_ mask: UInt32, shift: UInt32) -> Int {
        Int((mask &* 0x9E37_79B1) >> shift)
    }

    @inline(__always)
    func range(of mask: UInt32) -> Range<Int>? {
        slots.withUnsafeBufferPointer { slots in
            var slot = Self.slot(mask, shift: shift)
            let wrap = slots.count - 1
            while true {
                let entry = slots[slot]
                if entry.mask == mask { return Int(entry.start)..<Int(entry.end) }
                if entry.mask == 0 { return nil }
                slot = (slot + 1) & wrap
            }
        }
    }
}
