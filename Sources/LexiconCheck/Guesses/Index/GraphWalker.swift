import CPrefetch

/// One walk of a ``WordGraph`` for the words within `Limits` of a query, as
/// ``WordGraph/walk(_:limit:cut:early:_:)`` describes it: depth-first, one row of the edit matrix
/// per edge taken.
///
/// A step takes an edge from the stack of blocks (``takeEdge()``), makes its row
/// (``makeRow(for:)``), reports a word that ends there within the limit
/// (``reportWord(at:row:rank:_:)``), and when some word below can still be within the limit
/// (``reachesWord(below:row:)``), pushes the block of the edge's target with the letters that
/// can continue (``pushChildren(of:step:row:rank:)``). The stack never holds more than two blocks per
/// level: a step pushes at most the rest of its own block and its target's.
struct GraphWalker<Limits: WalkLimits> {
    /// An edge taken: where it is, its ``WordGraph/Edge/packed`` letter and flags, the path's
    /// length with it, and how many words sort before its source state's.
    struct Step {
        let edge: Int
        let flags: UInt32
        let depth: Int
        let base: Int32
    }

    /// A step's row: where its masks are in ``WalkMemory/rows``, the columns of its letter, the
    /// cells within the limit, and whether a swap across the cut reaches the next row.
    struct Row {
        let here: Int
        let match: UInt64
        let within: UInt64
        let swapAcross: Bool
    }

    private let edges: UnsafeBufferPointer<WordGraph.Edge>
    private let numbers: UnsafeBufferPointer<Int32>
    private let wordCount: Int
    private let memory: WalkMemory
    /// The query's length, and the mask of the matrix's columns (0 to n).
    private let n: Int
    private let all: UInt64
    /// No word longer than this can be within the limit.
    private let maximumDepth: Int
    /// The columns the rule closes above `early` edits: those before the cut, and the cut's for
    /// the moves that read its letter.
    private let beforeCut: UInt64, atCut: UInt64
    /// Whether a swap can cross the cut (1 or 0): the cell before it in the row above, the
    /// letter after it; and the shifts that line those up.
    private let acrossPossible: UInt64, belowCut: UInt64, aboveCut: UInt64
    /// How many blocks the stack holds.
    private var top = 0

    private static var limit: Int { Limits.limit }
    private static var early: Int { Limits.early }

    /// The paths a walk of a query of `count` letters goes down to: no word longer can be
    /// within the limit.
    static func maximumDepth(count: Int) -> Int { count + Limits.limit }

    /// A walk of `query` (at most ``WordGraph/longestQuery`` letters) with the rule's `cut`, over
    /// a graph's edges and numbers, in `memory` (for paths of ``maximumDepth(count:)``).
    init(_ query: [UInt32], cut: Int, edges: UnsafeBufferPointer<WordGraph.Edge>, numbers: UnsafeBufferPointer<Int32>,
         wordCount: Int, memory: WalkMemory) {
        self.edges = edges
        self.numbers = numbers
        self.wordCount = wordCount
        n = query.count
        all = (1 << UInt64(n + 1)) &- 1
        maximumDepth = Self.maximumDepth(count: n)
        let capped = cut > 0 && Self.early < Self.limit
        beforeCut = capped ? (1 << UInt64(cut)) &- 1 : 0
        atCut = capped ? 1 << UInt64(cut) : 0
        acrossPossible = capped && cut < n ? 1 : 0
        belowCut = UInt64(max(cut, 1) - 1)
        aboveCut = UInt64(cut + 1)
        self.memory = memory
        // Row 0: column j is j deletions away.
        let rows = memory.rows
        for d in 0...Self.limit {
            let reach: UInt64 = (UInt64(2) << UInt64(min(d, n))) &- 1
            rows[4 + d] = d > Self.early ? rows[4 + Self.early] | (reach & ~(beforeCut | atCut)) : reach
        }
    }

    /// Calls `body` with each word within the limit, its distance and its letters. (The walker
    /// is consumed: owned by the walk, its fields stay in registers, where through `inout` the
    /// stores to the rows and the stack could change them for all the compiler knows.)
    consuming func run(_ body: (_ word: Int, _ distance: Int, _ letters: UnsafeBufferPointer<UInt32>) -> Void) {
        // The empty word, if the list has it.
        let root = edges[0]
        if root.endsWord, let distance = (0...Self.limit).first(where: { (memory.rows[4 + $0] >> UInt64(n)) & 1 != 0 }) {
            body(numbers.isEmpty ? 0 : Int(numbers[0]), distance, UnsafeBufferPointer(start: nil, count: 0))
        }
        guard root.hasChildren, root.shortestLength <= maximumDepth, root.longestLength + Self.limit >= n else { return }
        let rootDirect = root.isDirect ? root.childLetters : 0
        push(WalkBlock(next: Self.firstPendingEdge(root.firstEdge, pending: root.childLetters, direct: rootDirect),
                       pending: root.childLetters, direct: rootDirect, depth: 1, base: 0))
        while top > 0 {
            guard let step = takeEdge() else { continue }
            let row = makeRow(for: step)
            guard row.within != 0 || row.swapAcross else { continue }
            let edge = edges[step.edge]
            let rank = step.base &+ edge.wordsBefore
            reportWord(at: step, row: row, rank: rank, body)
            guard edge.hasChildren, step.depth < maximumDepth, reachesWord(below: edge, row: row) else { continue }
            pushChildren(of: edge, step: step, row: row, rank: rank)
        }
    }

    /// Pushes a block (behind a branch the processor predicts, not by adding the outcome of a
    /// test to the top: then the next step's read of the stack would wait for this step's test,
    /// and no two steps would overlap).
    @inline(__always) private mutating func push(_ block: WalkBlock) {
        memory.stack[top] = block
        top &+= 1
    }

    /// Takes the next pending edge of the top block and pushes the rest of the block; `nil`
    /// when the block has no pending edge left.
    @inline(__always) private mutating func takeEdge() -> Step? {
        top &-= 1
        let taken = memory.stack[top]
        var edgeIndex = Int(taken.next)
        var flags = edges[edgeIndex].packed
        if taken.direct != 0 {
            // The first pending letter's edge is `next`. The rest of the block starts at its next
            // pending letter's, as many edges further as letter bits from this one: counted here,
            // not when it is taken, where the count would delay reading its edge. That sibling's
            // own block is asked for now: when this edge's descendants are few, it is taken soon.
            let pending = taken.pending, direct = taken.direct
            let bit = pending & (0 &- pending), rest = pending ^ bit
            let between = direct & ((rest & (0 &- rest)) &- 1) & ~((bit << 1) &- 1)
            let sibling = taken.next &+ 1 &+ Int32(truncatingIfNeeded: between.nonzeroBitCount)
            if rest != 0 {
                push(WalkBlock(next: sibling, pending: rest, direct: direct, depth: taken.depth, base: taken.base))
                prefetch(edges[Int(sibling)].firstEdge)
            }
        } else {
            // Siblings whose letter cannot stay within the limit are skipped in place.
            while taken.pending & WordGraph.Edge.letterBit(flags & WordGraph.Edge.labelMask) == 0 {
                guard flags & WordGraph.Edge.isLastFlag == 0 else { break }
                edgeIndex &+= 1
                flags = edges[edgeIndex].packed
            }
            guard taken.pending & WordGraph.Edge.letterBit(flags & WordGraph.Edge.labelMask) != 0 else { return nil }
            if flags & WordGraph.Edge.isLastFlag == 0 {
                // (The next edge's block asked for too, whether or not it is pending.)
                push(WalkBlock(next: Int32(edgeIndex &+ 1), pending: taken.pending, direct: 0, depth: taken.depth, base: taken.base))
                prefetch(edges[edgeIndex &+ 1].firstEdge)
            }
        }
        // The block a child would read, asked for now: the step's row takes long enough to hide
        // much of the wait for it, the most of a walk's time otherwise. Its first twelve edges,
        // three cache lines' worth: a child's first letter may be well into a block of all
        // words' graph.
        let block = edges.baseAddress.map { $0 + Int(edges[edgeIndex].firstEdge) }
        lexcheck_prefetch(block)
        lexcheck_prefetch(block.map { $0 + 4 })
        lexcheck_prefetch(block.map { $0 + 8 })
        return Step(edge: edgeIndex, flags: flags, depth: Int(taken.depth), base: taken.base)
    }

    /// Asks for the cache line of the edge at `index` (a prefetch never faults: an edge without
    /// children may name any edge, past the end too).
    @inline(__always) private func prefetch(_ index: Int32) {
        lexcheck_prefetch(edges.baseAddress.map { $0 + Int(index) })
    }

    /// Records the step's letter on the path and makes its row from the two above: the
    /// diagonal (a match, or a substitution one edit up), a query letter deleted (this row, one
    /// edit up), a path letter inserted (the row above, one edit up), a swap (two rows above,
    /// one edit up). Cells the rule closes are cleared from the masks above `early`.
    @inline(__always) private func makeRow(for step: Step) -> Row {
        let rows = memory.rows, i = step.depth
        let character = step.flags & WordGraph.Edge.labelMask
        let match = memory.letters.columns(of: character)
        memory.path[i] = character
        memory.pathColumns[i] = match
        let here = (i &+ 1) &* 4, above = here &- 4, twoAbove = above &- 4
        let swap = memory.pathColumns[i &- 1] & (match << 1)
        rows[here] = (rows[above] << 1) & match
        var d = 1
        while d <= Self.limit {
            let entering = ((rows[above &+ d] << 1) & match) | (rows[above &+ d &- 1] << 1) | (rows[here &+ d &- 1] << 1)
                | ((rows[twoAbove &+ d &- 1] << 2) & swap)
            let inserting = rows[above &+ d &- 1]
            let cells = (entering | inserting | rows[here &+ d &- 1]) & all
            rows[here &+ d] = d > Self.early ? rows[here &+ Self.early] | (cells & ~(beforeCut | atCut)) | (inserting & atCut) : cells
            d &+= 1
        }
        // A swap across the cut reaches the next row from the row above, past the cell at the cut
        // the rule closes.
        let swapAcross = (rows[above &+ Self.limit &- 1] >> belowCut) & (match >> aboveCut) & acrossPossible != 0
        return Row(here: here, match: match, within: rows[here &+ Self.limit], swapAcross: swapAcross)
    }

    /// Calls `body` when a word within the limit ends at the step's edge (both tests in one
    /// branch, taken only at a match: the first alone is data no predictor learns).
    @inline(__always) private func reportWord(at step: Step, row: Row, rank: Int32,
                                              _ body: (_ word: Int, _ distance: Int, _ letters: UnsafeBufferPointer<UInt32>) -> Void) {
        let endsWithin = (row.within >> UInt64(n)) & UInt64(step.flags / WordGraph.Edge.endsWordFlag) & 1 != 0
        guard endsWithin, UInt(bitPattern: Int(rank)) < UInt(wordCount) else { return }
        var distance = 0
        while (memory.rows[row.here &+ distance] >> UInt64(n)) & 1 == 0 { distance &+= 1 }
        let word = numbers.isEmpty ? Int(rank) : Int(numbers[Int(rank)])
        body(word, distance, UnsafeBufferPointer(start: memory.path + 1, count: step.depth))
    }

    /// Whether some cell of the row can still reach a word below `edge`: its distance, plus the
    /// letters to insert or delete for the lengths to agree, within the limit.
    @inline(__always) private func reachesWord(below edge: WordGraph.Edge, row: Row) -> Bool {
        let toComeLeast = edge.shortestLength, toComeMost = edge.longestLength
        var reachable = row.swapAcross
        var d = 0
        while d <= Self.limit, !reachable {
            let cells = memory.rows[row.here &+ d]
            if cells != 0 {
                let first = cells.trailingZeroBitCount, last = 63 &- cells.leadingZeroBitCount
                reachable = d &+ max(0, toComeLeast &- (n &- first), (n &- last) &- toComeMost) <= Self.limit
            }
            d &+= 1
        }
        return reachable
    }

    /// Pushes the block of `edge`'s target with the letters that can continue. A child whose
    /// letter matches no column spends an edit: when no cell has one to spend, only the letters a
    /// match or a swap reads can continue, and the first of a swap across the cut (whose row only
    /// the next one finds live). With edits to spend every child is pending, and the walk starts
    /// at the block's first edge with no letter bits to count (a count at every step would delay
    /// the child's first read).
    @inline(__always) private mutating func pushChildren(of edge: WordGraph.Edge, step: Step, row: Row, rank: Int32) {
        let rows = memory.rows, here = row.here, above = here &- 4, limit = Self.limit, early = Self.early
        let slack = limit >= 1 && ((rows[here &+ limit &- 1] & ~beforeCut) != 0 || (early >= 1 && rows[here &+ early &- 1] != 0))
        var pending = edge.childLetters
        let direct = edge.isDirect ? edge.childLetters : 0
        var next = edge.firstEdge
        if !slack {
            let swapping = limit >= 1 ? ((rows[above &+ limit &- 1] << 2) & row.match) >> 1 : 0
            let across = (rows[here &+ limit &- 1] << 2) & (acrossPossible << aboveCut)
            pending &= memory.letters.letterBits(ofColumns: ((row.within << 1) | swapping | across) & all & ~1)
            next = Self.firstPendingEdge(next, pending: pending, direct: direct)
        }
        if pending != 0 {
            push(WalkBlock(next: next, pending: pending, direct: direct, depth: Int32(truncatingIfNeeded: step.depth &+ 1), base: rank))
        }
    }

    /// Where a walk starts on a block at `firstEdge`: at the edge of its first pending letter
    /// when the block is direct (as many edges in as letter bits before it), else at its start.
    @inline(__always) private static func firstPendingEdge(_ firstEdge: Int32, pending: UInt32, direct: UInt32) -> Int32 {
        firstEdge &+ Int32(truncatingIfNeeded: (direct & ((pending & (0 &- pending)) &- 1)).nonzeroBitCount)
    }
}
