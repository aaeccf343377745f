/// The scratch memory of one ``GraphWalker``, in one allocation freed with it: the rows of the
/// edit matrix, the path's letters and their columns, the stack of blocks still to walk, and the
/// query's letter tables. Every part starts zeroed.
///
/// One allocation a walk, not an array per part: a walk is a few microseconds, and arrays made
/// and freed at each were a twentieth of a guess (docs/guess-internals.md).
struct WalkMemory: ~Copyable {
    /// The rows, four masks each (one per distance up to 3): row i's mask for distance d at
    /// `(i + 1) * 4 + d`, so that row -1 (all clear, for a swap at row 1) comes first.
    let rows: UnsafeMutablePointer<UInt64>
    /// The columns of each path letter, by depth (1 for the first letter).
    let pathColumns: UnsafeMutablePointer<UInt64>
    /// The path's letters, by depth.
    let path: UnsafeMutablePointer<UInt32>
    /// Blocks of edges still to walk.
    let stack: UnsafeMutablePointer<WalkBlock>
    /// The query's letters as columns.
    let letters: QueryLetters
    private let base: UnsafeMutableRawPointer

    /// Memory for a walk of `query` down to paths of `maximumDepth` letters.
    init(query: [UInt32], maximumDepth: Int) {
        let rowsCount = (maximumDepth + 2) * 4, pathCount = maximumDepth + 1
        // The stack never holds more than two blocks per level (see ``GraphWalker``).
        let stackCount = 2 * maximumDepth + 4
        let lowCount = QueryLetters.lowCount, highCount = QueryLetters.slotCount
        let letterCount = QueryLetters.letterCount(query.count)
        // Laid out by alignment: the 8-byte masks, the blocks, the 4-byte letters.
        let wideCount = rowsCount + pathCount + lowCount + highCount
        let stackOffset = wideCount * MemoryLayout<UInt64>.stride
        let narrowOffset = stackOffset + stackCount * MemoryLayout<WalkBlock>.stride
        let byteCount = narrowOffset + (pathCount + letterCount) * MemoryLayout<UInt32>.stride
        base = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<UInt64>.alignment)
        let wide = base.initializeMemory(as: UInt64.self, repeating: 0, count: wideCount)
        rows = wide
        pathColumns = wide + rowsCount
        stack = (base + stackOffset).initializeMemory(as: WalkBlock.self, repeating: WalkBlock(), count: stackCount)
        let narrow = (base + narrowOffset).initializeMemory(as: UInt32.self, repeating: 0, count: pathCount + letterCount)
        path = narrow
        letters = QueryLetters(query, low: wide + rowsCount + pathCount, high: wide + rowsCount + pathCount + lowCount,
                               letters: narrow + pathCount)
    }

    deinit { base.deallocate() }
}

/// A block of edges still to walk: `next`, the edge to take first; `pending`, the letters its
/// edges may have (as ``WordGraph/Edge/letterBit(_:)``s); `direct`, the block's letters when
/// its edges are found by their letters (then `next` is the first pending one's edge), else 0
/// (the block is scanned from `next`); `depth`, the path length its edges make; `base`, how many
/// words sort before its state's.
struct WalkBlock: BitwiseCopyable {
    var next: Int32 = 0
    var pending: UInt32 = 0
    var direct: UInt32 = 0
    var depth: Int32 = 0
    var base: Int32 = 0
}
