/// The scratch memory of one ``GraphWalker``: the rows of the edit matrix, the path's letters
/// and their columns, the stack of blocks still to walk, and the query's letter tables. Every
/// part starts zeroed.
///
/// Each part is its own temporary allocation, of at most a kilobyte for the queries guesses
/// make: the most Swift puts on the stack (docs/guess-internals.md).
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

    /// Calls `body` with the memory of a walk of `query` down to paths of `maximumDepth` letters,
    /// which lasts as long as the call.
    static func with<Result>(query: [UInt32], maximumDepth: Int, _ body: (WalkMemory) -> Result) -> Result {
        let rowsCount = (maximumDepth + 2) * 4, pathCount = maximumDepth + 1
        // The stack never holds more than two blocks per level (see ``GraphWalker``).
        let stackCount = 2 * maximumDepth + 4
        let letterCount = QueryLetters.letterCount(query.count)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: rowsCount + pathCount) { wide in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: pathCount + letterCount) { narrow in
        withUnsafeTemporaryAllocation(of: WalkBlock.self, capacity: stackCount) { stack in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: QueryLetters.lowCount) { low in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: QueryLetters.slotCount) { high in
            // The path zeroed here; the letter tables after it are zeroed as `QueryLetters` fills them.
            let wide = wide.zeroed(), narrow = narrow.start
            narrow.initialize(repeating: 0, count: pathCount)
            let letters = QueryLetters(query, low: low.start, high: high.start, letters: narrow + pathCount)
            return body(WalkMemory(rows: wide, pathColumns: wide + rowsCount, path: narrow, stack: stack.zeroed(), letters: letters))
        }}}}}
    }
}

extension UnsafeMutableBufferPointer where Element: BitwiseCopyable {
    /// The buffer's start (a temporary allocation always has one).
    fileprivate var start: UnsafeMutablePointer<Element> {
        guard let start = baseAddress else { preconditionFailure("a temporary allocation has a start") }
        return start
    }

    /// The buffer's start, every element zeroed.
    fileprivate func zeroed() -> UnsafeMutablePointer<Element> {
        UnsafeMutableRawPointer(start).initializeMemory(as: UInt8.self, repeating: 0, count: count * MemoryLayout<Element>.stride)
        return start
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
