/// A query's letters as the columns of the edit matrix they stand in: for each letter, a bit
/// per column (bit j for the query's letter j, from 1). In memory the walk provides.
struct QueryLetters {
    /// The columns of the ASCII letters, by letter.
    private let low: UnsafeMutablePointer<UInt64>
    /// The letters from U+0080 by their low six bits (0: none) and their columns (Latin-1's
    /// letters, U+00C0 to U+00FF, each have a slot of their own); letters that share six bits
    /// with an earlier one are in `others`.
    private let highKeys: UnsafeMutablePointer<UInt32>
    private let highMasks: UnsafeMutablePointer<UInt64>
    private var others: [(letter: UInt32, columns: UInt64)] = []
    /// Each column's letter as its ``WordGraph/Edge/letterBit(_:)``.
    private let letterBitByColumn: UnsafeMutablePointer<UInt32>

    /// The masks and the letters the tables of a query of `count` letters take.
    static let lowCount = 128, slotCount = 64
    static func letterCount(_ count: Int) -> Int { slotCount + count + 1 }

    /// The tables of `query`, in `low` (``lowCount``), `high` (``slotCount``) and `letters`
    /// (``letterCount(_:)``).
    init(_ query: [UInt32], low: UnsafeMutablePointer<UInt64>, high: UnsafeMutablePointer<UInt64>,
         letters: UnsafeMutablePointer<UInt32>) {
        low.initialize(repeating: 0, count: Self.lowCount)
        high.initialize(repeating: 0, count: Self.slotCount)
        letters.initialize(repeating: 0, count: Self.letterCount(query.count))
        self.low = low
        highMasks = high
        highKeys = letters
        letterBitByColumn = letters + Self.slotCount
        for (offset, letter) in query.enumerated() {
            let column: UInt64 = 1 << UInt64(offset + 1)
            letterBitByColumn[offset + 1] = WordGraph.Edge.letterBit(letter)
            if letter < 128 {
                low[Int(letter)] |= column
                continue
            }
            let slot = Int(letter & 63)
            if highKeys[slot] == letter || highKeys[slot] == 0 {
                highKeys[slot] = letter
                highMasks[slot] |= column
            } else if let place = others.firstIndex(where: { $0.letter == letter }) {
                others[place].columns |= column
            } else {
                others.append((letter, column))
            }
        }
    }

    /// The columns of `letter` (none when the query does not have it).
    @inline(__always) func columns(of letter: UInt32) -> UInt64 {
        if letter < 128 { return low[Int(letter)] }
        let slot = Int(letter & 63)
        if highKeys[slot] == letter { return highMasks[slot] }
        return others.first { $0.letter == letter }?.columns ?? 0
    }

    /// The letter bits of the letters in `columns`.
    @inline(__always) func letterBits(ofColumns columns: UInt64) -> UInt32 {
        var columns = columns, bits: UInt32 = 0
        while columns != 0 {
            bits |= letterBitByColumn[columns.trailingZeroBitCount]
            columns &= columns &- 1
        }
        return bits
    }
}
