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
        func walk<Limits: WalkLimits>(_: Limits.Type) {
            WalkMemory.with(query: query, maximumDepth: GraphWalker<Limits>.maximumDepth(count: query.count)) { memory in
                edges.withUnsafeBufferPointer { edges in
                    numbers.withUnsafeBufferPointer { numbers in
                        GraphWalker<Limits>(query, cut: cut, edges: edges, numbers: numbers, wordCount: wordCount, memory: memory)
                            .run(body)
                    }
                }
            }
        }
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
}

/// A walk's limits as types, for a copy of the walk with each pair as constants: at most
/// `limit` edits, at most `early` before the cut.
protocol WalkLimits {
    static var limit: Int { get }
    static var early: Int { get }
}

enum Limits0: WalkLimits { static let limit = 0, early = 0 }
enum Limits1 {
    enum Early0: WalkLimits { static let limit = 1, early = 0 }
    enum Early1: WalkLimits { static let limit = 1, early = 1 }
}
enum Limits2 {
    enum Early0: WalkLimits { static let limit = 2, early = 0 }
    enum Early1: WalkLimits { static let limit = 2, early = 1 }
    enum Early2: WalkLimits { static let limit = 2, early = 2 }
}
enum Limits3 {
    enum Early0: WalkLimits { static let limit = 3, early = 0 }
    enum Early1: WalkLimits { static let limit = 3, early = 1 }
    enum Early2: WalkLimits { static let limit = 3, early = 2 }
    enum Early3: WalkLimits { static let limit = 3, early = 3 }
}
