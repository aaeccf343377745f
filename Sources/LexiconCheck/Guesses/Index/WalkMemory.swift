/// The scratch memory of one ``GraphWalker``, laid out in one block of bytes: the rows of the
/// edit matrix, the path's letters and their columns, the stack of blocks still to walk, and the
/// query's letter tables. Every part starts zeroed.
///
/// One block a walk, on the stack where it fits (``WordGraph/walk(_:limit:cut:early:_:)``
/// asks for it), not an array per part: a walk is a few microseconds, and arrays made and freed
/// at each were a twentieth of a guess (docs/guess-internals.md).
struct WalkMemory {
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

    /// Where each part starts in the block, for a query of `count` letters and paths of
    /// `maximumDepth` letters, and the block's size. Laid out by alignment: the 8-byte masks,
    /// the blocks, the 4-byte letters.
    private struct Layout {
        let rowsCount: Int, pathCount: Int, stackCount: Int, letterCount: Int
        let wideCount: Int, stackOffset: Int, narrowOffset: Int, byteCount: Int

        init(count: Int, maximumDepth: Int) {
            rowsCount = (maximumDepth + 2) * 4
            pathCount = maximumDepth + 1
            // The stack never holds more than two blocks per level (see ``GraphWalker``).
            stackCount = 2 * maximumDepth + 4
            letterCount = QueryLetters.letterCount(count)
            wideCount = rowsCount + pathCount + QueryLetters.lowCount + QueryLetters.slotCount
            stackOffset = wideCount * MemoryLayout<UInt64>.stride
            narrowOffset = stackOffset + stackCount * MemoryLayout<WalkBlock>.stride
            byteCount = narrowOffset + (pathCount + letterCount) * MemoryLayout<UInt32>.stride
        }
    }

    /// The bytes a walk of a query of `count` letters down to paths of `maximumDepth` letters
    /// needs, aligned as `UInt64`.
    static func byteCount(count: Int, maximumDepth: Int) -> Int {
        Layout(count: count, maximumDepth: maximumDepth).byteCount
    }

    /// The parts of a walk of `query` down to paths of `maximumDepth` letters, zeroed, in `bytes`
    /// (``byteCount(count:maximumDepth:)`` of them, aligned as `UInt64`).
    init(query: [UInt32], maximumDepth: Int, in bytes: UnsafeMutableRawPointer) {
        let layout = Layout(count: query.count, maximumDepth: maximumDepth)
        let wide = bytes.initializeMemory(as: UInt64.self, repeating: 0, count: layout.wideCount)
        rows = wide
        pathColumns = wide + layout.rowsCount
        stack = (bytes + layout.stackOffset).initializeMemory(as: WalkBlock.self, repeating: WalkBlock(), count: layout.stackCount)
        let narrow = (bytes + layout.narrowOffset).initializeMemory(as: UInt32.self, repeating: 0,
                                                                     count: layout.pathCount + layout.letterCount)
        path = narrow
        let low = pathColumns + layout.pathCount
        letters = QueryLetters(query, low: low, high: low + QueryLetters.lowCount, letters: narrow + layout.pathCount)
    }
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
