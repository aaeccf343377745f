/// The words of a list as a minimal acyclic automaton (a DAWG: a trie whose identical subtrees
/// are stored once), in one flat array of edges, walked with an edit matrix of bit masks.
///
/// Sharing suffixes makes it small: the bundled index's 165,000 words take 61,000 states and
/// 136,000 edges (a trie needs 390,000 nodes), their reversals 68,000 and 189,000. A word's
/// number is still known on the way down: each edge records how many words sort before the
/// ones reached through it, among those below its state ("minimal perfect hashing"), and a
/// path's word number is the sum of its edges' counts.
///
/// A state is the block of its edges, side by side, and an edge carries what a walk needs of
/// the state it leads to (where its block starts, whether a word ends there, the lengths of the
/// words below, the letters of its edges): taking an edge reads its block and nothing else, and
/// a block without a letter the walk can use is not read at all. (States kept apart from their
/// edges would cost two more cache misses a step: docs/guess-internals.md.)
struct WordGraph: Sendable {
    /// An edge and the state it leads to, in 16 bytes.
    struct Edge: Equatable, BitwiseCopyable {
        /// The letter (21 bits), whether a word ends at the target (1), whether the edge is its
        /// block's last (1), the fewest (4) and the most (5) letters of the words below the
        /// target, each up to its largest value, which stands for that length or more.
        var packed: UInt32
        /// Where the target's block of edges starts (0 when it has none), and above it
        /// ``directFlag``.
        var target: UInt32
        /// How many words below the source sort before those reached through the edge (the
        /// source's own word, if any, and earlier edges').
        var wordsBefore: Int32
        /// The letters of the target's edges, as ``letterBit(_:)``s.
        var childLetters: UInt32

        static let labelMask: UInt32 = 0x1F_FFFF
        /// In ``target``: each edge of the target's block has a letter bit of its own, and they
        /// stand in the order of those bits, so that the edge of a letter is found by counting
        /// the bits below its own in ``childLetters``.
        static let directFlag: UInt32 = 1 << 31
        private static let firstEdgeMask: UInt32 = directFlag - 1
        static let endsWordFlag: UInt32 = 1 << 21
        static let isLastFlag: UInt32 = 1 << 22
        private static let shortestShift: UInt32 = 23, longestShift: UInt32 = 27
        private static let shortestLimit = 15, longestLimit = 31

        init(label: UInt32, endsWord: Bool, isLast: Bool, shortest: Int, longest: Int, firstEdge: Int32, direct: Bool,
             wordsBefore: Int32, childLetters: UInt32) {
            packed = label & Self.labelMask | (endsWord ? Self.endsWordFlag : 0) | (isLast ? Self.isLastFlag : 0)
                | UInt32(min(shortest, Self.shortestLimit)) << Self.shortestShift | UInt32(min(longest, Self.longestLimit)) << Self.longestShift
            target = UInt32(firstEdge) | (direct ? Self.directFlag : 0)
            self.wordsBefore = wordsBefore
            self.childLetters = childLetters
        }

        /// The bit a letter stands for among the 32 a walk filters letters by: a–z and the
        /// letters of other alphabets by their code's low five bits (distinct for a–z, and for
        /// the 32 letters of a Greek or Cyrillic block), the apostrophe by bit 0, other
        /// characters below U+0100 (Latin-1's accented letters) by bits 27 to 31, which a–z
        /// leave free.
        @inline(__always) static func letterBit(_ letter: UInt32) -> UInt32 {
            let bucket = letter &- 0x61 < 26 || letter >= 0x100 ? letter & 31 : letter == 0x27 ? 0 : 27 &+ letter % 5
            return 1 << bucket
        }

        /// The edge's letter.
        var label: UInt32 { packed & Self.labelMask }
        /// Where the target's block of edges starts (0 when it has none).
        var firstEdge: Int32 { Int32(bitPattern: target & Self.firstEdgeMask) }
        /// Whether the edges of the target's block are found by their letter bits.
        var isDirect: Bool { target & Self.directFlag != 0 }
        /// Whether a word ends at the target.
        var endsWord: Bool { packed & Self.endsWordFlag != 0 }
        /// Whether the edge is its block's last.
        var isLast: Bool { packed & Self.isLastFlag != 0 }
        /// Whether the target has edges.
        var hasChildren: Bool { packed >> Self.longestShift != 0 }
        /// The fewest letters still to come below the target (a lower bound for long words).
        var shortestLength: Int { Int(packed >> Self.shortestShift & 15) }
        /// The most letters still to come below the target, or `Int.max / 2` when some word is
        /// too long to record.
        var longestLength: Int {
            let longest = Int(packed >> Self.longestShift)
            return longest == Self.longestLimit ? Int.max / 2 : longest
        }
    }

    /// The edges, each state's in one block ended by an ``Edge/isLast`` edge. Edge 0 has no
    /// source: it leads to the start state.
    let edges: [Edge]
    /// The caller's number of the word with each rank (its place in sorted order), or empty when
    /// that is the rank itself.
    let numbers: [Int32]
    /// How many words the graph holds.
    let wordCount: Int

    /// The graph of `words` (distinct), where a word is reported by its number in `numbering`
    /// (empty: by its index in `words`).
    init(_ words: [[UInt32]], numbering: [Int32] = []) {
        precondition(numbering.isEmpty || numbering.count == words.count, "a number for each word")
        let order = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        wordCount = words.count
        let reported = numbering.isEmpty ? order.map { Int32($0) } : order.map { numbering[$0] }
        numbers = reported.enumerated().allSatisfy { Int32($0.offset) == $0.element } ? [] : reported
        // Built word by word in sorted order (Daciuk, Mihov, Watson and Watson, 2000): the states
        // along the last word are open; when the next word leaves that path, the open states
        // below the fork are closed, each replaced by an equal closed state when one exists.
        var closed: [(isFinal: Bool, edges: Range<Int>)] = []
        var closedEdges: [(label: UInt32, target: Int32)] = []
        var register: [[UInt64]: Int32] = [:]
        var open: [(isFinal: Bool, label: UInt32, edges: [(label: UInt32, target: Int32)])] = [(false, 0, [])]
        func close(downTo depth: Int) {
            while open.count > depth + 1, let state = open.popLast() {
                var signature = [state.isFinal ? 1 : 0 as UInt64]
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
        for number in order {
            let word = words[number]
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
        // Laid out after edge 0, each state's edges in one block; a state without edges has no
        // block. In a block, edges go by letter bit, then letter: when no two share a bit, the
        // block is direct. Blocks go in the order a walk first reaches them (depth first from
        // the start state, each block's edges in order): a state's first child's block right
        // after its own, its siblings' after the first child's descendants, so that the blocks
        // a walk reads in a row share cache lines more often than in the build's order.
        var blockStart = [Int32](repeating: 0, count: closed.count)
        var next: Int32 = 1
        var layout: [Int] = []
        var placed = [Bool](repeating: false, count: closed.count)
        var toPlace = [closed.count - 1]
        func inBlockOrder(_ a: UInt32, _ b: UInt32) -> Bool { (Edge.letterBit(a), a) < (Edge.letterBit(b), b) }
        while let id = toPlace.popLast() {
            guard !placed[id] else { continue }
            placed[id] = true
            guard !closed[id].edges.isEmpty else { continue }
            layout.append(id)
            blockStart[id] = next
            next += Int32(closed[id].edges.count)
            // (Stacked last to first, so that the first is placed next.)
            for child in closedEdges[closed[id].edges].sorted(by: { inBlockOrder($0.label, $1.label) }).reversed()
            where !placed[Int(child.target)] {
                toPlace.append(Int(child.target))
            }
        }
        // Each state's letters, once (a shared state is the target of many edges).
        let letters = closed.map { state in closedEdges[state.edges].reduce(0) { $0 | Edge.letterBit($1.label) } }
        func edge(_ label: UInt32, to target: Int, wordsBefore: Int32, isLast: Bool) -> Edge {
            let childLetters = letters[target]
            return Edge(label: label, endsWord: closed[target].isFinal, isLast: isLast, shortest: shortest[target], longest: longest[target],
                        firstEdge: blockStart[target], direct: childLetters.nonzeroBitCount == closed[target].edges.count,
                        wordsBefore: wordsBefore, childLetters: childLetters)
        }
        var edges = [edge(0, to: closed.count - 1, wordsBefore: 0, isLast: true)]
        edges.reserveCapacity(Int(next))
        for id in layout {
            var before: Int32 = closed[id].isFinal ? 1 : 0
            var block: [Edge] = []
            for closedEdge in closedEdges[closed[id].edges] {
                let target = Int(closedEdge.target)
                block.append(edge(closedEdge.label, to: target, wordsBefore: before, isLast: false))
                before += count[target]
            }
            block.sort { inBlockOrder($0.label, $1.label) }
            if !block.isEmpty { block[block.count - 1].packed |= Edge.isLastFlag }
            edges.append(contentsOf: block)
        }
        self.edges = edges
    }

    /// A graph read back from a file: `nil` unless every block an edge leads to is in the
    /// array and ends in it, and every number it reports is below `numberLimit` (the count of
    /// the caller's words), so that no walk reads outside them. (A graph that passes but was
    /// altered finds wrong words, never reads out of bounds: a walk checks each rank it
    /// reports, and goes no deeper than the query's length allows.)
    init?(edges: [Edge], numbers: [Int32], wordCount: Int, numberLimit: Int) {
        guard let last = edges.last, last.isLast, numbers.isEmpty ? wordCount <= numberLimit : numbers.count == wordCount,
              wordCount <= Int(Int32.max), numberLimit <= Int(Int32.max) else { return nil }
        let count = edges.count
        guard edges.allSatisfy({ edge in
                  !edge.hasChildren || (1..<count).contains(Int(edge.firstEdge))
                      && (!edge.isDirect || Int(edge.firstEdge) + edge.childLetters.nonzeroBitCount <= count)
              }),
              numbers.allSatisfy({ UInt32(bitPattern: $0) < UInt32(numberLimit) }) else { return nil }
        self.edges = edges
        self.numbers = numbers
        self.wordCount = wordCount
    }
}

extension WordGraph {
    /// The number of the word spelled by `letters`, if the graph has it.
    func wordNumber(of letters: some Collection<UInt32>) -> Int? {
        // (The empty word is no word here, as in ``prefixWords(of:)``.)
        guard !letters.isEmpty else { return nil }
        var edge = edges[0], rank: Int32 = 0
        for letter in letters {
            guard let next = self.edge(from: edge, reading: letter) else { return nil }
            edge = next
            rank &+= edge.wordsBefore
        }
        return reportedNumber(at: edge, rank: rank)
    }

    /// The caller's number of the word that ends at `edge`'s target, the word with `rank` among
    /// the graph's, or `nil` when no word ends there (or the rank is out of range: an altered
    /// index file finds no word, never reads out of bounds).
    private func reportedNumber(at edge: Edge, rank: Int32) -> Int? {
        guard edge.endsWord, UInt(bitPattern: Int(rank)) < UInt(wordCount) else { return nil }
        return numbers.isEmpty ? Int(rank) : Int(numbers[Int(rank)])
    }

    /// The edge out of `edge`'s target that reads `letter`, if there is one.
    private func edge(from edge: Edge, reading letter: UInt32) -> Edge? {
        guard edge.hasChildren, edge.childLetters & Edge.letterBit(letter) != 0 else { return nil }
        var index = Int(edge.firstEdge)
        while edges[index].label != letter {
            guard !edges[index].isLast else { return nil }
            index += 1
        }
        return edges[index]
    }

    /// The words that start `letters`, by length: entry k is the number of the word spelled by
    /// the first k letters, or -1 when none is. One step down the graph a letter.
    func prefixWords(of letters: some Sequence<UInt32>) -> [Int] {
        // (Room reserved before the first element: an array literal is an allocation of its own.)
        var found: [Int] = []
        found.reserveCapacity(letters.underestimatedCount + 1)
        found.append(-1)
        var edge = edges[0], rank: Int32 = 0
        for letter in letters {
            guard let next = self.edge(from: edge, reading: letter) else { break }
            edge = next
            rank &+= edge.wordsBefore
            found.append(reportedNumber(at: edge, rank: rank) ?? -1)
        }
        return found
    }
}
