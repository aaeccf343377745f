/// The words of a list as a minimal acyclic automaton (a DAWG: a trie whose identical subtrees
/// are stored once), in flat arrays, walked with a banded edit matrix.
///
/// Sharing suffixes makes it small: the bundled list's 165,000 words take 61,000 states and
/// 136,000 edges (a trie needs 390,000 nodes), their reversals 68,000 and 189,000. A word's
/// number is still known on the way down: each edge records how many words sort before the
/// ones reached through it, among those below its state ("minimal perfect hashing"), and a
/// path's word number is the sum of its edges' counts.
struct WordGraph: Sendable {
    /// A state: where its edges start (they end where the next state's start), whether a word
    /// ends there, and the lengths of the shortest and longest word suffixes from it, up to
    /// ``longLength`` (which stands for that length or more).
    struct State: Equatable, BitwiseCopyable {
        var firstEdge: Int32 = 0
        /// 1 when a word ends at the state (a byte, not a `Bool`: states are read from files).
        var final: UInt8 = 0
        var shortest: UInt8 = 0
        var longest: UInt8 = 0
        /// Zero: the state's eight bytes are all set, so that files of states are the same for
        /// the same graph.
        var reserved: UInt8 = 0

        /// Whether a word ends at the state.
        var isFinal: Bool { final != 0 }

        static let longLength = Int(UInt8.max)

        /// The fewest letters still to come below the state (a lower bound for long words).
        var shortestLength: Int { Int(shortest) }
        /// The most letters still to come below the state, or `Int.max / 2` when some suffix is
        /// too long to record.
        var longestLength: Int { Int(longest) == Self.longLength ? Int.max / 2 : Int(longest) }
    }

    /// An edge: the state it leads to, and the number of words below its source that sort
    /// before those reached through it (the source's own word, if any, and earlier edges').
    struct Edge: Equatable, BitwiseCopyable {
        var target: Int32
        var wordsBefore: Int32
    }

    /// State 0 is the start; one more state at the end only closes the last one's edges.
    let states: [State]
    /// The letter of each edge, apart from the edges: skipping the ones a walk cannot use reads
    /// only these, a few cache lines for a whole state.
    let labels: [UInt32]
    let edges: [Edge]
    /// The caller's number of the word with each rank (its place in sorted order), or empty when
    /// the caller's words are already sorted.
    let numbers: [Int32]
    /// How many words the graph holds.
    let wordCount: Int

    /// The graph of `words` (distinct), where a word is reported by its index in `words`.
    init(_ words: [[UInt32]]) {
        let order = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        wordCount = words.count
        numbers = order.enumerated().allSatisfy { $0.offset == $0.element } ? [] : order.map { Int32($0) }
        // Built word by word in sorted order (Daciuk, Mihov, Watson and Watson, 2000): the states
        // along the last word are open; when the next word leaves that path, the open states
        // below the fork are closed, each replaced by an equal closed state when one exists.
        var closed: [(isFinal: Bool, edges: Range<Int>)] = []
        var closedEdges: [(label: UInt32, target: Int32)] = []
        var register: [[UInt64]: Int32] = [:]
        var open: [(isFinal: Bool, label: UInt32, edges: [(label: UInt32, target: Int32)])] = [(false, 0, [])]
        func close(downTo depth: Int) {
            while open.count > depth + 1, let state = open.popLast() {
                var signature = [state.isFinal ? 1 as UInt64 : 0]
                for edge in state.edges { signature.append(UInt64(edge.label) << 32 | UInt64(UInt32(bitPattern: edge.target))) }
                let id: Int32
                if let known = register[signature] {
                    id = known
                } else {
                    id = Int32(closed.count)
                    closed.append((state.isFinal, closedEdges.count..<closedEdges.count + state.edges.count))
                    closedEdges.append(contentsOf: state.edges)
                    register[signature] = id
                }
                open[open.count - 1].edges.append((state.label, id))
            }
        }
        var previous: [UInt32] = []
        for word in order.map({ words[$0] }) {
            var common = 0
            while common < word.count, common < previous.count, word[common] == previous[common] { common += 1 }
            close(downTo: common)
            for letter in word[common...] { open.append((false, letter, [])) }
            open[open.count - 1].isFinal = true
            previous = word
        }
        close(downTo: 0)
        // The start state, closed like the others but never shared.
        let start = open[0]
        closed.append((start.isFinal, closedEdges.count..<closedEdges.count + start.edges.count))
        closedEdges.append(contentsOf: start.edges)
        // Closed states come after the states they lead to: counts and lengths in one pass.
        var count = [Int32](repeating: 0, count: closed.count)
        var shortest = [Int](repeating: 0, count: closed.count)
        var longest = [Int](repeating: 0, count: closed.count)
        for (id, state) in closed.enumerated() {
            var words: Int32 = state.isFinal ? 1 : 0
            var least = state.isFinal ? 0 : Int.max, most = 0
            for edge in closedEdges[state.edges] {
                let target = Int(edge.target)
                words += count[target]
                least = min(least, shortest[target] + 1)
                most = max(most, longest[target] + 1)
            }
            (count[id], shortest[id], longest[id]) = (words, least == Int.max ? 0 : least, most)
        }
        // Laid out start first, each state's edges in one block, in reverse closing order (a
        // state before the states it leads to, near those closed with it).
        let last = closed.count - 1
        var states: [State] = []
        var labels: [UInt32] = []
        var edges: [Edge] = []
        states.reserveCapacity(closed.count + 1)
        labels.reserveCapacity(closedEdges.count)
        edges.reserveCapacity(closedEdges.count)
        for id in stride(from: last, through: 0, by: -1) {
            let state = closed[id]
            states.append(State(firstEdge: Int32(edges.count), final: state.isFinal ? 1 : 0,
                                shortest: UInt8(min(shortest[id], State.longLength)),
                                longest: UInt8(min(longest[id], State.longLength))))
            var before: Int32 = state.isFinal ? 1 : 0
            for edge in closedEdges[state.edges] {
                labels.append(edge.label)
                edges.append(Edge(target: Int32(last) - edge.target, wordsBefore: before))
                before += count[Int(edge.target)]
            }
        }
        states.append(State(firstEdge: Int32(edges.count)))
        self.states = states
        self.labels = labels
        self.edges = edges
    }

    /// A graph read back from a file: `nil` unless every edge block and edge target is in the
    /// arrays and every number names one of `wordCount` words, so that no walk reads outside
    /// them. (A graph that passes but was altered finds wrong words, never reads out of bounds:
    /// a walk checks each word number it reports.)
    init?(states: [State], labels: [UInt32], edges: [Edge], numbers: [Int32], wordCount: Int) {
        guard states.count >= 2, labels.count == edges.count, states[0].firstEdge == 0,
              Int(states[states.count - 1].firstEdge) == edges.count,
              numbers.isEmpty || numbers.count == wordCount, wordCount <= Int(Int32.max) else { return nil }
        for (state, next) in zip(states, states.dropFirst()) where next.firstEdge < state.firstEdge { return nil }
        let stateCount = UInt32(states.count - 1)
        guard edges.allSatisfy({ UInt32(bitPattern: $0.target) < stateCount }),
              numbers.allSatisfy({ UInt32(bitPattern: $0) < UInt32(wordCount) }) else { return nil }
        self.states = states
        self.labels = labels
        self.edges = edges
        self.numbers = numbers
        self.wordCount = wordCount
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
        guard states[0].firstEdge < states[1].firstEdge, states[0].shortestLength <= n + limit, states[0].longestLength + limit >= n else { return }
        // Row i of the edit matrix belongs to the path of i letters; all rows in one buffer.
        // Cells outside a row's band hold `big`, which is all the walk needs to know of them.
        var rows = [Int32](repeating: Int32(big), count: (maximumDepth + 1) * width)
        var path = [UInt32](repeating: 0, count: maximumDepth + 1)
        // Depth-first with an explicit stack of edge blocks still to walk: each step takes one
        // edge from the top block and pushes at most the rest of that block and the edges of
        // its target, so the stack never holds more than two blocks per level. Each block
        // carries the letters its edges may have (a bit per letter & 63): all of them, or, when
        // the path has no edit left to spend, only the query's letters near the band; and the
        // number of the words sorted before its state's.
        var stack = [(next: Int32, end: Int32, depth: Int32, letters: UInt64, base: Int32)](
            repeating: (0, 0, 0, 0, 0), count: 2 * maximumDepth + 4)
        stack[0] = (states[0].firstEdge, states[1].firstEdge, 1, .max, 0)
        var top = 1
        for j in 0...min(n, limit) { rows[j] = j <= cut && j > early ? Int32(big) : Int32(j) }
        states.withUnsafeBufferPointer { states in
        edges.withUnsafeBufferPointer { edges in
        numbers.withUnsafeBufferPointer { numbers in
        labels.withUnsafeBufferPointer { labels in
        query.withUnsafeBufferPointer { query in
        path.withUnsafeMutableBufferPointer { path in
        rows.withUnsafeMutableBufferPointer { rows in
        stack.withUnsafeMutableBufferPointer { stack in
            let limit32 = Int32(limit), big32 = Int32(big), early32 = Int32(early)
            while top > 0 {
                top -= 1
                let (next, end, depth32, letters, base) = stack[top]
                // A letter the query does not have here cannot stay within the limit: skip such
                // siblings in place.
                var edgeIndex = Int(next)
                while edgeIndex < Int(end), letters & (1 << UInt64(labels[edgeIndex] & 63)) == 0 {
                    edgeIndex &+= 1
                }
                guard edgeIndex < Int(end) else { continue }
                let i = Int(depth32)
                if edgeIndex &+ 1 < Int(end) {
                    stack[top] = (Int32(edgeIndex &+ 1), end, depth32, letters, base)
                    top += 1
                }
                let character = labels[edgeIndex]
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
                        // A swap across the cut (this edge's letter is the query's next one) reaches
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
                // Only now the edge's state, when some cell is within the limit: most rows are not,
                // and this saves reading their states.
                let columnZeroLive = low == 1 && columnZero <= limit32
                guard bound <= limit || columnZeroLive else { continue }
                let edge = edges[edgeIndex]
                let state = states[Int(edge.target)]
                let rank = base &+ edge.wordsBefore
                if state.isFinal, i >= n - limit, rows[current + n] <= limit32, UInt(bitPattern: Int(rank)) < UInt(wordCount) {
                    let word = numbers.isEmpty ? Int(rank) : Int(numbers[Int(rank)])
                    body(word, Int(rows[current + n]), UnsafeBufferPointer(rebasing: path[1...i]))
                }
                // The fewest and most letters still to come below this state.
                let toComeLeast = state.shortestLength
                let toComeMost = state.longestLength
                let columnZeroBound = columnZeroLive ? Int(columnZero) + max(0, n - toComeMost, toComeLeast - n) : big
                // Query letters left after the band: n - high to n - low; the words below need
                // between toComeLeast and toComeMost more letters.
                let gap = max(0, toComeLeast - (n - low), (n - high) - toComeMost)
                let firstEdge = state.firstEdge, endOfEdges = states[Int(edge.target) &+ 1].firstEdge
                if min(columnZeroBound, bound + gap) <= limit, i < maximumDepth, firstEdge < endOfEdges {
                    var childLetters = UInt64.max
                    if !slack {
                        // Only a match (or a swap) keeps a child within the limit: its letter is
                        // one of the query's around the band.
                        childLetters = 0
                        for j in max(0, low &- 2)..<min(n, high &+ 2) {
                            childLetters |= 1 << UInt64(query[j] & 63)
                        }
                    }
                    stack[top] = (firstEdge, endOfEdges, depth32 + 1, childLetters, rank)
                    top += 1
                }
            }
        }}}}}}}}
    }
}
