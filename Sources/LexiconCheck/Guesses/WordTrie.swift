/// A trie in flat arrays, walked with a banded edit matrix.
struct WordTrie: Sendable {
    /// A node: where its children are in the node arrays (one block, `firstChild..<endOfChildren`),
    /// the word that ends there (-1 for none), and the lengths of the shortest and longest words
    /// at or below it, up to ``longLength`` (which stands for that length or more). Sixteen
    /// bytes: four nodes to a cache line.
    struct Node {
        var firstChild: Int32 = 0
        var endOfChildren: Int32 = 0
        var word: Int32 = -1
        var shortest: UInt8 = 0
        var longest: UInt8 = 0

        static let longLength = Int(UInt8.max)

        /// The fewest letters of the words at or below the node (a lower bound for long words).
        var shortestLength: Int { Int(shortest) }
        /// The most letters of the words at or below the node, or `Int.max / 2` when some word
        /// is too long to record.
        var longestLength: Int { Int(longest) == Self.longLength ? Int.max / 2 : Int(longest) }
    }

    /// Node 0 is the root; each node's children sit side by side, and each block comes right
    /// after its parent's block when it can (a depth-first order of blocks), so that a walk
    /// reads memory mostly forwards.
    private let nodes: [Node]
    /// The character on the edge into each node, apart from the nodes: skipping the children a
    /// walk cannot use reads only these, a few cache lines for a whole block.
    private let labels: [UInt32]

    /// The trie of `words` (distinct), where a word's node records its index in `words`.
    init(_ words: [[UInt32]]) {
        // In sorted order the words below a node are a range, split by their next letter into
        // the ranges of its children: no lookups while building.
        let order = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        var nodes = [Node()]
        var labels: [UInt32] = [0]
        nodes.reserveCapacity(words.count * 3)
        labels.reserveCapacity(words.count * 3)
        // (node, the range of `order` below it, its depth): lay out its children's block, then
        // each child's in turn.
        var pending = [(node: 0, words: 0..<order.count, depth: 0)]
        var blocks: [(node: Int, words: Range<Int>, depth: Int)] = []
        while let (node, range, depth) = pending.popLast() {
            var shortest = Node.longLength, longest = 0
            for word in range {
                shortest = min(shortest, words[order[word]].count)
                longest = max(longest, words[order[word]].count)
            }
            nodes[node].shortest = UInt8(shortest)
            nodes[node].longest = UInt8(min(longest, Node.longLength))
            var next = range.lowerBound
            // The word spelled by the path, if any, sorts before the longer ones.
            if next < range.upperBound, words[order[next]].count == depth {
                nodes[node].word = Int32(order[next])
                next += 1
            }
            let firstChild = nodes.count
            blocks.removeAll(keepingCapacity: true)
            while next < range.upperBound {
                let letter = words[order[next]][depth]
                var end = next + 1
                while end < range.upperBound, words[order[end]][depth] == letter { end += 1 }
                blocks.append((nodes.count, next..<end, depth + 1))
                nodes.append(Node())
                labels.append(letter)
                next = end
            }
            nodes[node].firstChild = Int32(firstChild)
            nodes[node].endOfChildren = Int32(nodes.count)
            for block in blocks.reversed() { pending.append(block) }
        }
        self.nodes = nodes
        self.labels = labels
    }

    /// Calls `body` with the words within `limit` edits of `query` whose alignment spends at
    /// most `early` edits on the first `cut` query letters (a swap of the letters either side of
    /// the cut counts after it); `cut` 0 lifts that rule.
    func walk(_ query: some Collection<UInt32>, limit: Int, cut: Int, early: Int,
              _ body: (_ word: Int, _ distance: Int, _ letters: UnsafeBufferPointer<UInt32>) -> Void) {
        let query = Array(query)
        let n = query.count
        let width = n + 2
        let big = limit + 1
        // No word longer than this can be within the limit.
        let maximumDepth = n + limit
        guard nodes[0].firstChild < nodes[0].endOfChildren, nodes[0].shortestLength <= n + limit, nodes[0].longestLength + limit >= n else { return }
        // Row i of the edit matrix belongs to the trie path of depth i; all rows in one buffer.
        // Cells outside a row's band hold `big`, which is all the walk needs to know of them.
        var rows = [Int32](repeating: Int32(big), count: (maximumDepth + 1) * width)
        var path = [UInt32](repeating: 0, count: maximumDepth + 1)
        // Depth-first with an explicit stack of sibling blocks still to walk: each step takes one
        // node from the top block and pushes at most the rest of that block and the node's
        // children, so the stack never holds more than two blocks per level. Each block carries
        // the letters its nodes may have (a bit per letter & 63): all of them, or, when the
        // parent has no edit left to spend, only the query's letters near the band.
        var stack = [(next: Int32, end: Int32, depth: Int32, letters: UInt64)](repeating: (0, 0, 0, 0), count: 2 * maximumDepth + 4)
        stack[0] = (nodes[0].firstChild, nodes[0].endOfChildren, 1, .max)
        var top = 1
        for j in 0...min(n, limit) { rows[j] = j <= cut && j > early ? Int32(big) : Int32(j) }
        nodes.withUnsafeBufferPointer { nodes in
        labels.withUnsafeBufferPointer { labels in
        query.withUnsafeBufferPointer { query in
        path.withUnsafeMutableBufferPointer { path in
        rows.withUnsafeMutableBufferPointer { rows in
        stack.withUnsafeMutableBufferPointer { stack in
            let limit32 = Int32(limit), big32 = Int32(big), early32 = Int32(early)
            while top > 0 {
                top -= 1
                let (next, end, depth32, letters) = stack[top]
                // A letter the query does not have here cannot stay within the limit: skip such
                // siblings in place.
                var nodeIndex = Int(next)
                while nodeIndex < Int(end), letters & (1 << UInt64(labels[nodeIndex] & 63)) == 0 {
                    nodeIndex &+= 1
                }
                guard nodeIndex < Int(end) else { continue }
                let i = Int(depth32)
                if nodeIndex &+ 1 < Int(end) {
                    stack[top] = (Int32(nodeIndex &+ 1), end, depth32, letters)
                    top += 1
                }
                let character = labels[nodeIndex]
                path[i] = character
                let previous = (i - 1) * width
                let current = i * width
                // Cells further than the limit from the diagonal exceed it; before the cut, cells
                // further than `early`.
                let low = max(1, i - (i - early <= cut ? early : limit))
                let high = min(n, i + early < cut ? i + early : i + limit)
                // Column 0: no query letter used yet.
                let columnZero = i <= early ? Int32(i) : big32
                rows[current + low - 1] = low == 1 ? columnZero : big32
                var bound = big
                // Whether some cell can take one more edit (a child that matches no query letter).
                var slack = i &+ 1 <= early
                if low <= high, let base = rows.baseAddress {
                    // The hot loop: row pointers and wrapping arithmetic (no value here can overflow).
                    let above = base + previous, here = base + current, twoAbove = base + max(0, previous &- width)
                    let before = i >= 2 ? path[i &- 1] : UInt32.max
                    // One cell; `capEntering`/`capValue`: whether the cell is at or before the cut,
                    // or before it, where at most `early` edits may have been spent.
                    @inline(__always) func cell(_ j: Int, capEntering: Bool, capValue: Bool) {
                        let letter = query[j &- 1]
                        let matched = letter == character
                        // Moves that use query letter j (diagonal, swap) and the one that does not (down).
                        var entering = min(here[j &- 1] &+ 1, above[j &- 1] &+ (matched ? 0 : 1))
                        if !matched, j >= 2, letter == before, query[j &- 2] == character {
                            entering = min(entering, twoAbove[j &- 2] &+ 1)
                        }
                        if capEntering, entering > early32 { entering = big32 }
                        var value = min(entering, above[j] &+ 1)
                        if capValue, value > early32 { value = big32 }
                        here[j] = value
                        bound = min(bound, Int(value))
                        if value < (capValue ? early32 : limit32) { slack = true }
                    }
                    var j = low
                    while j <= high, j < cut { cell(j, capEntering: true, capValue: true); j &+= 1 }
                    if j <= high, j == cut {
                        cell(j, capEntering: true, capValue: false)
                        // A swap across the cut (this node's letter is the query's next one) reaches
                        // the child's row from the row above, past a cell the cap may have closed.
                        if j < n, query[j] == character, Int(above[j &- 1]) < limit {
                            bound = min(bound, Int(above[j &- 1]) &+ 1)
                        }
                        j &+= 1
                    }
                    while j <= high { cell(j, capEntering: false, capValue: false); j &+= 1 }
                    // The next rows may read two cells past this band (it widens at the cut).
                    if high < n { rows[current + high + 1] = big32 }
                    if high + 1 < n { rows[current + high + 2] = big32 }
                }
                // Only now the node itself, when some cell is within the limit: most rows are not,
                // and this saves reading their nodes.
                let columnZeroLive = low == 1 && columnZero <= limit32
                guard bound <= limit || columnZeroLive else { continue }
                let node = nodes[nodeIndex]
                if node.word >= 0, i >= n - limit, rows[current + n] <= limit32 {
                    body(Int(node.word), Int(rows[current + n]), UnsafeBufferPointer(rebasing: path[1...i]))
                }
                // The fewest and most letters still to come below this node.
                let toComeLeast = node.shortestLength - i
                let toComeMost = node.longestLength - i
                let columnZeroBound = columnZeroLive ? Int(columnZero) + max(0, n - toComeMost, toComeLeast - n) : big
                // Query letters left after the band: n - high to n - low; the words below need
                // between toComeLeast and toComeMost more letters.
                let gap = max(0, toComeLeast - (n - low), (n - high) - toComeMost)
                if min(columnZeroBound, bound + gap) <= limit, i < maximumDepth, node.firstChild < node.endOfChildren {
                    var childLetters = UInt64.max
                    if !slack {
                        // Only a match (or a swap) keeps a child within the limit: its letter is
                        // one of the query's around the band.
                        childLetters = 0
                        for j in max(0, low &- 2)..<min(n, high &+ 2) {
                            childLetters |= 1 << UInt64(query[j] & 63)
                        }
                    }
                    stack[top] = (node.firstChild, node.endOfChildren, depth32 + 1, childLetters)
                    top += 1
                }
            }
        }}}}}}
    }
}
