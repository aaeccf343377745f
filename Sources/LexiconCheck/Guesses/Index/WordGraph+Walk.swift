import CPrefetch
extension WordGraph {
    /// The longest query ``walk(_:limit:cut:early:_:)`` takes: a row of the edit matrix
    /// (columns 0 to n) shifted by a swap's two columns fits in 64 bits.
    static let longestQuery = 61

    /// Calls `body` with the words within `limit` (0 to 3) edits of `query` (at most
    /// ``longestQuery`` letters) whose alignment spends at most `early` edits on the first
    /// `cut` query letters (a swap of the letters either side of the cut counts after it); `cut`
    /// 0 lifts that rule.
    ///
    /// Depth-first, one row of the edit matrix per letter of the path, each row as bit masks,
    /// one per distance: bit j of mask d is set when the path and the first j query letters are
    /// within d edits (Wu and Manber's bit-parallel matching, with a term for swaps). A row costs
    /// a few word operations per distance, whatever the query's length. Cells the rule closes
    /// (more than `early` edits before the cut) are cleared from the masks above `early`.
    func walk(_ query: [UInt32], limit: Int, cut: Int, early: Int,
              _ body: (_ word: Int, _ distance: Int, _ letters: UnsafeBufferPointer<UInt32>) -> Void) {
        precondition(query.count <= Self.longestQuery && (0...3).contains(limit) && (0...query.count).contains(cut)
                     && (0...limit).contains(early), "a walk within 3 edits of at most \(Self.longestQuery) letters")
        // A copy of the walk for each pair of limits, with the limits as constants: its loops
        // over distances unrolled, its tests on them gone (docs/guess-internals.md).
        func walk<Limits: WalkLimits>(_: Limits.Type) { walkRows(query, Limits.self, cut: cut, body) }
        switch (limit, early) {
        case (0, _): walk(Limits0.self)
        case (1, 0): walk(Limits1.Early0.self)
        case (1, _): walk(Limits1.Early1.self)
        case (2, 0): walk(Limits2.Early0.self)
        case (2, 1): walk(Limits2.Early1.self)
        case (2, _): walk(Limits2.Early2.self)
        case (3, 0): walk(Limits3.Early0.self)
        case (3, 1): walk(Limits3.Early1.self)
        case (3, 2): walk(Limits3.Early2.self)
        default: walk(Limits3.Early3.self)
        }
    }

    private func walkRows<Limits: WalkLimits>(_ query: [UInt32], _: Limits.Type, cut: Int,
                                              _ body: (_ word: Int, _ distance: Int, _ letters: UnsafeBufferPointer<UInt32>) -> Void) {
        let limit = Limits.limit, early = Limits.early
        let n = query.count
        let all: UInt64 = (1 << UInt64(n + 1)) &- 1
        // The columns the rule closes above `early` edits: those before the cut, and the cut's
        // for the moves that read its letter.
        let capped = cut > 0 && early < limit
        let beforeCut: UInt64 = capped ? (1 << UInt64(cut)) &- 1 : 0
        let atCut: UInt64 = capped ? 1 << UInt64(cut) : 0
        // A swap across the cut: the cell before it in the row above, the letter after it.
        let acrossPossible: UInt64 = capped && cut < n ? 1 : 0
        let belowCut = UInt64(max(cut, 1) - 1), aboveCut = UInt64(cut + 1)
        // No word longer than this can be within the limit.
        let maximumDepth = n + limit
        // The walk's arrays, on the stack where it has room (not allocated and freed at each
        // walk; Swift puts an allocation on the stack only up to a kilobyte): the rows (row i's masks are
        // rows[(i + 1) * 4 + d], row -1 all clear first, for a swap at row 1), the path's columns
        // and letters, the query's letters, and the blocks to walk.
        let rowsCount = (maximumDepth + 2) * 4, pathCount = maximumDepth + 1
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: rowsCount) { rows in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: pathCount) { pathColumns in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: pathCount) { path in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: QueryLetters.lowCount) { lowMasks in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: QueryLetters.slotCount) { highMasks in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: QueryLetters.letterCount(n)) { letterBits in
        withUnsafeTemporaryAllocation(of: (next: Int32, pending: UInt32, direct: UInt32, depth: Int32, base: Int32).self,
                                      capacity: 2 * maximumDepth + 4) { stack in
        guard let rows = rows.baseAddress, let pathColumns = pathColumns.baseAddress, let path = path.baseAddress,
              let lowMasks = lowMasks.baseAddress, let highMasks = highMasks.baseAddress, let letterBits = letterBits.baseAddress, let stack = stack.baseAddress else { return }
        // (Read again here, so that the closure's copy of the walk has them as constants too.)
        let limit = Limits.limit, early = Limits.early
        rows.initialize(repeating: 0, count: rowsCount)
        pathColumns.initialize(repeating: 0, count: pathCount)
        path.initialize(repeating: 0, count: pathCount)
        let letters = QueryLetters(query, low: lowMasks, high: highMasks, letters: letterBits)
        // Row 0: column j is j deletions away.
        for d in 0...limit {
            let reach: UInt64 = (UInt64(2) << UInt64(min(d, n))) &- 1
            rows[4 + d] = d > early ? rows[4 + early] | (reach & ~(beforeCut | atCut)) : reach
        }
        // The empty word, if the list has it.
        let root = edges[0]
        if root.endsWord, let distance = (0...limit).first(where: { (rows[4 + $0] >> UInt64(n)) & 1 != 0 }) {
            body(numbers.isEmpty ? 0 : Int(numbers[0]), distance, UnsafeBufferPointer(start: nil, count: 0))
        }
        guard root.hasChildren, root.shortestLength <= maximumDepth, root.longestLength + limit >= n else { return }
        // Blocks of edges still to walk: each step takes one edge from the top block and pushes
        // at most the rest of that block and its target's block, so the stack never holds more
        // than two blocks per level. Each carries the letters its edges may have (as
        // ``Edge/letterBit(_:)``s): all, or when no cell has an edit to spend, those a match or a
        // swap reads (a block with none of them is not pushed); the block's letters when it is
        // direct (its edges found by their letters: `next` is the edge of the first pending
        // one), else 0 (the block scanned from `next`); and the number of the words sorted
        // before its state's. (A block is pushed behind a branch the processor predicts, not by
        // adding the outcome of the test to the top: then the next step's read of the stack
        // would wait for this step's test, and no two steps would overlap.)
        stack.initialize(repeating: (0, 0, 0, 0, 0), count: 2 * maximumDepth + 4)
        let rootDirect = root.isDirect ? root.childLetters : 0
        stack[0] = (Self.firstPendingEdge(root.firstEdge, pending: root.childLetters, direct: rootDirect), root.childLetters, rootDirect, 1, 0)
        var top = 1
        edges.withUnsafeBufferPointer { edges in
        numbers.withUnsafeBufferPointer { numbers in
            while top > 0 {
                top &-= 1
                let (next, pending, direct, depth32, base) = stack[top]
                var edgeIndex = Int(next)
                var flags: UInt32
                if direct != 0 {
                    // The first pending letter's edge is `next`. The rest of the block starts at
                    // its next pending letter's, as many edges further as letter bits from this
                    // one: counted here, not when it is taken, where the count would delay
                    // reading its edge. That sibling's own block is asked for now: when this
                    // edge's descendants are few, it is taken soon.
                    flags = edges[edgeIndex].packed
                    let bit = pending & (0 &- pending), rest = pending ^ bit
                    let between = direct & ((rest & (0 &- rest)) &- 1) & ~((bit << 1) &- 1)
                    let sibling = next &+ 1 &+ Int32(truncatingIfNeeded: between.nonzeroBitCount)
                    if rest != 0 {
                        stack[top] = (sibling, rest, direct, depth32, base)
                        top &+= 1
                        lexcheck_prefetch(edges.baseAddress.map { $0 + Int(edges[Int(sibling)].firstEdge) })
                    }
                } else {
                    // Siblings whose letter cannot stay within the limit are skipped in place.
                    flags = edges[edgeIndex].packed
                    while pending & Edge.letterBit(flags & Edge.labelMask) == 0 {
                        guard flags & Edge.isLastFlag == 0 else { break }
                        edgeIndex &+= 1
                        flags = edges[edgeIndex].packed
                    }
                    guard pending & Edge.letterBit(flags & Edge.labelMask) != 0 else { continue }
                    if flags & Edge.isLastFlag == 0 {
                        // (The next edge's block asked for too, whether or not it is pending.)
                        stack[top] = (Int32(edgeIndex &+ 1), pending, 0, depth32, base)
                        top &+= 1
                        lexcheck_prefetch(edges.baseAddress.map { $0 + Int(edges[edgeIndex &+ 1].firstEdge) })
                    }
                }
                let i = Int(depth32)
                // The block a child would read, asked for now: the step's row takes long enough
                // to hide much of the wait for it, the most of a walk's time otherwise
                // (docs/guess-internals.md). Its first twelve edges, three cache lines' worth: a child's first
                // letter may be well into a block of all words' graph. A prefetch never faults
                // (an edge without children may name any edge, past the end too).
                let block = edges.baseAddress.map { $0 + Int(edges[edgeIndex].firstEdge) }
                lexcheck_prefetch(block)
                lexcheck_prefetch(block.map { $0 + 4 })
                lexcheck_prefetch(block.map { $0 + 8 })
                let character = flags & Edge.labelMask
                let match = letters.columns(of: character)
                path[i] = character
                pathColumns[i] = match
                // Row i from rows i - 1 and i - 2: the diagonal (a match, or a substitution one
                // edit up), a query letter deleted (this row, one edit up), a path letter
                // inserted (the row above, one edit up), a swap (two rows above, one edit up).
                let here = (i &+ 1) &* 4, above = here &- 4, twoAbove = above &- 4
                let swap = pathColumns[i &- 1] & (match << 1)
                rows[here] = (rows[above] << 1) & match
                var d = 1
                while d <= limit {
                    let entering = ((rows[above &+ d] << 1) & match) | (rows[above &+ d &- 1] << 1) | (rows[here &+ d &- 1] << 1)
                        | ((rows[twoAbove &+ d &- 1] << 2) & swap)
                    let inserting = rows[above &+ d &- 1]
                    let cells = (entering | inserting | rows[here &+ d &- 1]) & all
                    rows[here &+ d] = d > early ? rows[here &+ early] | (cells & ~(beforeCut | atCut)) | (inserting & atCut) : cells
                    d &+= 1
                }
                let within = rows[here &+ limit]
                // A swap across the cut reaches the next row from the row above, past the cell at
                // the cut the rule closes.
                let swapAcross = (rows[above &+ limit &- 1] >> belowCut) & (match >> aboveCut) & acrossPossible != 0
                guard within != 0 || swapAcross else { continue }
                let edge = edges[edgeIndex]
                let rank = base &+ edge.wordsBefore
                // A word within the limit ends here: both tests in one branch, taken only at a
                // match (the first alone is data no predictor learns).
                let endsWithin = (within >> UInt64(n)) & UInt64(flags / Edge.endsWordFlag) & 1 != 0
                if endsWithin, UInt(bitPattern: Int(rank)) < UInt(wordCount) {
                    var distance = 0
                    while (rows[here &+ distance] >> UInt64(n)) & 1 == 0 { distance &+= 1 }
                    let word = numbers.isEmpty ? Int(rank) : Int(numbers[Int(rank)])
                    body(word, distance, UnsafeBufferPointer(start: path + 1, count: i))
                }
                guard edge.hasChildren, i < maximumDepth else { continue }
                // Some cell must still reach a word below: its distance, plus the letters to
                // insert or delete for the lengths to agree.
                let toComeLeast = edge.shortestLength, toComeMost = edge.longestLength
                var reachable = swapAcross
                d = 0
                while d <= limit, !reachable {
                    let cells = rows[here &+ d]
                    if cells != 0 {
                        let first = cells.trailingZeroBitCount, last = 63 &- cells.leadingZeroBitCount
                        reachable = d &+ max(0, toComeLeast &- (n &- first), (n &- last) &- toComeMost) <= limit
                    }
                    d &+= 1
                }
                guard reachable else { continue }
                // A child whose letter matches no column spends an edit: when no cell has one to
                // spend, only the letters a match or a swap reads can continue, and the first of
                // a swap across the cut (whose row only the next one finds live).
                let slack = limit >= 1 && ((rows[here &+ limit &- 1] & ~beforeCut) != 0 || (early >= 1 && rows[here &+ early &- 1] != 0))
                // With slack, every child is pending: the walk starts at the block's first edge,
                // with no letter bits to count (a count at every step would delay the child's
                // first read).
                var childPending = edge.childLetters
                let childDirect = edge.isDirect ? edge.childLetters : 0
                var childNext = edge.firstEdge
                if !slack {
                    let swapping = limit >= 1 ? ((rows[above &+ limit &- 1] << 2) & match) >> 1 : 0
                    let across = (rows[here &+ limit &- 1] << 2) & (acrossPossible << aboveCut)
                    childPending &= letters.letterBits(ofColumns: ((within << 1) | swapping | across) & all & ~1)
                    childNext = Self.firstPendingEdge(childNext, pending: childPending, direct: childDirect)
                }
                if childPending != 0 {
                    stack[top] = (childNext, childPending, childDirect, depth32 &+ 1, rank)
                    top &+= 1
                }
            }
        }}}}}}}}}
    }
}

extension WordGraph {
    /// Where a walk starts on a block at `firstEdge`: at the edge of its first pending letter
    /// when the block is direct (as many edges in as letter bits before it), else at its start.
    @inline(__always) fileprivate static func firstPendingEdge(_ firstEdge: Int32, pending: UInt32, direct: UInt32) -> Int32 {
        firstEdge &+ Int32(truncatingIfNeeded: (direct & ((pending & (0 &- pending)) &- 1)).nonzeroBitCount)
    }
}

/// A walk's limits as types, for a copy of the walk with each pair as constants: at most
/// `limit` edits, at most `early` before the cut.
private protocol WalkLimits {
    static var limit: Int { get }
    static var early: Int { get }
}

private enum Limits0: WalkLimits { static let limit = 0, early = 0 }
private enum Limits1 {
    enum Early0: WalkLimits { static let limit = 1, early = 0 }
    enum Early1: WalkLimits { static let limit = 1, early = 1 }
}
private enum Limits2 {
    enum Early0: WalkLimits { static let limit = 2, early = 0 }
    enum Early1: WalkLimits { static let limit = 2, early = 1 }
    enum Early2: WalkLimits { static let limit = 2, early = 2 }
}
private enum Limits3 {
    enum Early0: WalkLimits { static let limit = 3, early = 0 }
    enum Early1: WalkLimits { static let limit = 3, early = 1 }
    enum Early2: WalkLimits { static let limit = 3, early = 2 }
    enum Early3: WalkLimits { static let limit = 3, early = 3 }
}

/// A query's letters as the columns of the edit matrix they stand in: for each letter, a bit
/// per column (bit j for the query's letter j, from 1). In memory the walk provides.
private struct QueryLetters {
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
