/// Finds every word within a small Damerau–Levenshtein distance (optimal string alignment: a
/// swap of neighbours is one edit) of a query, by walking a trie of the words with one row of
/// the edit matrix per trie level: a branch is left as soon as every cell of its row exceeds
/// the limit, so a query visits a small part of the lexicon instead of all of it.
///
/// Words are compared as sequences of Unicode scalars (NFC text: one scalar per letter in the
/// scripts word lists hold), exactly as ``editDistance(_:_:limit:)`` does on the same arrays.
struct EditDistanceIndex: Sendable {
    /// Trie nodes in flat arrays: the character on the edge into the node, its first child and
    /// next sibling (-1 for none), and the word that ends there (-1 for none).
    private var labels: [UInt32] = [0]
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    private var wordAtNode: [Int32] = [-1]
    /// The indexed words.
    let words: [String]

    init(_ words: some Sequence<String>) {
        self.words = Array(Set(words)).sorted()
        for (index, word) in self.words.enumerated() {
            var node = 0
            for scalar in word.unicodeScalars {
                node = child(of: node, labelled: scalar.value) ?? addChild(to: node, labelled: scalar.value)
            }
            wordAtNode[node] = Int32(index)
        }
    }

    /// A word as the index compares it.
    static func letters(_ word: some StringProtocol) -> [UInt32] {
        word.unicodeScalars.map(\.value)
    }

    private func child(of node: Int, labelled character: UInt32) -> Int? {
        var next = Int(firstChild[node])
        while next >= 0 {
            if labels[next] == character { return next }
            next = Int(nextSibling[next])
        }
        return nil
    }

    private mutating func addChild(to node: Int, labelled character: UInt32) -> Int {
        let new = labels.count
        labels.append(character)
        firstChild.append(-1)
        nextSibling.append(firstChild[node])
        wordAtNode.append(-1)
        firstChild[node] = Int32(new)
        return new
    }

    /// The words within `limit` edits of `query`, with their distances (the query itself, if
    /// it is a word, at distance 0).
    func matches(of query: [UInt32], limit: Int) -> [(word: String, distance: Int)] {
        let width = query.count + 1
        // No word deeper than this can be within the limit.
        let maximumDepth = query.count + limit + 1
        var results: [(word: String, distance: Int)] = []
        // Row d of the edit matrix for the trie path of depth d, all rows in one buffer; the
        // labels along the path for the transposition rule; an explicit stack of siblings.
        var rows = [Int](repeating: 0, count: (maximumDepth + 1) * width)
        var path = [UInt32](repeating: 0, count: maximumDepth + 1)
        var stack = [(node: Int32, depth: Int)]()
        rows.withUnsafeMutableBufferPointer { rows in
            for j in 0..<width { rows[j] = j }
            if firstChild[0] >= 0 { stack.append((firstChild[0], 0)) }
            while let (nodeIndex, depth) = stack.popLast() {
                let node = Int(nodeIndex)
                if nextSibling[node] >= 0 { stack.append((nextSibling[node], depth)) }
                let character = labels[node]
                path[depth] = character
                let previous = depth * width
                let current = previous + width
                rows[current] = depth + 1
                var rowMinimum = depth + 1
                for j in 1..<width {
                    let cost = query[j - 1] == character ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if depth >= 1, j >= 2, query[j - 1] == path[depth - 1], query[j - 2] == character {
                        value = min(value, rows[previous - width + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if wordAtNode[node] >= 0, rows[current + query.count] <= limit {
                    results.append((words[Int(wordAtNode[node])], rows[current + query.count]))
                }
                if rowMinimum <= limit, depth + 1 < maximumDepth, firstChild[node] >= 0 {
                    stack.append((firstChild[node], depth + 1))
                }
            }
        }
        return results
    }
}
