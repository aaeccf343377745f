/// Finds every word within a small Damerau–Levenshtein distance (optimal string alignment: a
/// swap of neighbours is one edit) of a query, by walking graphs of the words (``WordGraph``)
/// with one row of the edit matrix per letter.
///
/// A plain walk within two edits visits thousands of paths, because every short prefix is
/// within two edits of the query's start. So the index keeps a second graph of the words spelled
/// backwards and splits the query in two halves: a word within two edits spends at most one of
/// them on the first half, or none on the second (a swap across the cut counts on neither side).
/// The forward walk allows one edit until it has read the first half; the backward walk, on the
/// reversed words and query, none until it has read the second half. Each walk leaves a branch
/// when no cell of its row can still reach a word within the limit, counting the letters that
/// must still be inserted or deleted to reach the shortest or longest word below the path. Once
/// a path has no edit left, only children whose letter a match or a swap reads can continue:
/// the others are never read, and a state without such a letter is not visited. (Measured on
/// the bundled list and Wikipedia's misspellings: the forward walk computes about 360 rows a
/// word, the backward walk 120, where one plain walk computes 8,300.) Within three edits, one
/// half has at most one: each walk allows one edit until it has read its half. A query longer
/// than a walk takes (``WordGraph/longestQuery``) is compared with each word of a length within
/// reach.
///
/// Words may be listed or not (a frequency list's rarer words, beyond a checker's list): the
/// listed ones have graphs of their own, for searches that want them only. (Walking the graphs
/// of all the words and leaving the paths without a listed word is slower: the larger graphs
/// share fewer states, and a block read for a listed word holds the others' edges.)
///
/// Words are compared as sequences of Unicode scalars (NFC text: one scalar per letter in the
/// scripts word lists hold), exactly as ``editDistance(_:_:limit:)`` does on the same arrays.
struct EditDistanceIndex: Sendable {
    /// The indexed words, distinct and sorted by their UTF-8 bytes.
    let words: PackedStrings
    /// The words, and the words spelled backwards, each reported by its place in ``words``.
    let forward: WordGraph
    let backward: WordGraph
    /// The same of the listed words only, or `nil` when all the words are listed.
    let listedForward: WordGraph?
    let listedBackward: WordGraph?

    /// The index of `words`; `listed` (when given) names those a search for listed words only
    /// finds.
    init(_ words: some Sequence<String>, listed: Set<String>? = nil) {
        let packed = PackedStrings(Set(words).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        self.words = packed
        let letters = packed.indices.map { packed.letters(at: $0) }
        forward = WordGraph(letters)
        backward = WordGraph(letters.map { $0.reversed() })
        let numbers = listed.map { listed in packed.indices.filter { listed.contains(packed[$0]) } }
        if let numbers, numbers.count < packed.count {
            let numbering = numbers.map { Int32($0) }
            listedForward = WordGraph(numbers.map { letters[$0] }, numbering: numbering)
            listedBackward = WordGraph(numbers.map { letters[$0].reversed() }, numbering: numbering)
        } else {
            (listedForward, listedBackward) = (nil, nil)
        }
    }

    /// An index read back from a file: `nil` unless both graphs hold the words, and the listed
    /// ones (if any) some of them.
    init?(words: PackedStrings, forward: WordGraph, backward: WordGraph, listed: (forward: WordGraph, backward: WordGraph)?) {
        guard forward.wordCount == words.count, backward.wordCount == words.count,
              listed.map({ $0.forward.wordCount == $0.backward.wordCount && $0.forward.wordCount < words.count }) ?? true
        else { return nil }
        self.words = words
        self.forward = forward
        self.backward = backward
        (listedForward, listedBackward) = (listed?.forward, listed?.backward)
    }

    /// Where the word spelled by `letters` is in ``words``, if it is there: one step down the
    /// forward graph a letter.
    func position(of letters: some Collection<UInt32>) -> Int? {
        forward.wordNumber(of: letters)
    }

    /// A word as the index compares it.
    static func letters(_ word: some StringProtocol) -> [UInt32] {
        word.utf8.withContiguousStorageIfAvailable(letters(utf8:)) ?? word.unicodeScalars.map(\.value)
    }

    /// A word given as its UTF-8 bytes, as the index compares it.
    static func letters(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        // ASCII, most words of most lists: a byte is a scalar, without decoding.
        bytes.allSatisfy { $0 < 0x80 } ? bytes.map { UInt32($0) } : String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
    }

    /// The words within `limit` (0 to 3) edits of `query`, as indices into ``words`` with
    /// their distances (the query itself, if it is a word, at distance 0); the listed ones only
    /// when `listedOnly`.
    func matches(of query: [UInt32], limit: Int, listedOnly: Bool = false) -> [(word: Int, distance: Int)] {
        var results: [(word: Int, distance: Int)] = []
        forEachMatch(of: query, limit: limit, listedOnly: listedOnly) { word, distance, _ in results.append((word, distance)) }
        return results
    }

    /// The graphs of the listed words (their own, when there are words beyond them), or of
    /// all words.
    func graphs(listedOnly: Bool) -> (forward: WordGraph, backward: WordGraph) {
        listedOnly ? (listedForward ?? forward, listedBackward ?? backward) : (forward, backward)
    }

    /// Calls `body` once with each word within `limit` (0 to 3) edits of `query`: its index
    /// into ``words``, its distance and its letters (valid during the call only). `listedOnly`:
    /// only the listed words, found in their own graphs.
    func forEachMatch(of query: [UInt32], limit: Int, listedOnly: Bool = false,
                      _ body: (_ word: Int, _ distance: Int, _ letters: UnsafeBufferPointer<UInt32>) -> Void) {
        precondition((0...3).contains(limit), "the index finds words within at most three edits")
        let (forward, backward) = graphs(listedOnly: listedOnly)
        guard query.count <= WordGraph.longestQuery else {
            // Longer than a walk takes (no word of a list is, or a few): every word of a length
            // within reach, compared in full.
            for word in words.indices where abs(words.scalarCount(at: word) - query.count) <= limit {
                let letters = words.letters(at: word)
                let distance = editDistance(query, letters, limit: limit)
                guard distance <= limit, !listedOnly || forward.wordNumber(of: letters) == word else { continue }
                letters.withUnsafeBufferPointer { body(word, distance, $0) }
            }
            return
        }
        guard limit >= 2, query.count >= 2 else {
            forward.walk(query, limit: limit, cut: 0, early: limit) { word, distance, letters in body(word, distance, letters) }
            return
        }
        // The forward walk spends at most one edit on the first half (the longer one for an odd
        // length), the backward walk none on the second: every word within two edits is one or
        // the other. (Of the ways to split the work, this one visits the fewest paths.) Within
        // three edits, each walk spends at most one on its half.
        let half = (query.count + 1) / 2
        // Both walks may find a word; each word is reported once, at its smaller distance. The
        // backward walk finds fewer: keep those (letters put back in order, in one pool), sorted
        // by word, and report the forward walk's matches as it finds them.
        var backwardMatches: [(word: Int, distance: Int, letters: Range<Int>, reported: Bool)] = []
        var pool: [UInt32] = []
        backwardMatches.reserveCapacity(32)
        pool.reserveCapacity(32 * query.count)
        backward.walk(Array(query.reversed()), limit: limit, cut: query.count - half, early: limit - 1 - limit / 2) { word, distance, letters in
            backwardMatches.append((word, distance, pool.count..<pool.count + letters.count, false))
            pool.append(contentsOf: letters.reversed())
        }
        let byWord = backwardMatches.indices.sorted { backwardMatches[$0].word < backwardMatches[$1].word }
        forward.walk(query, limit: limit, cut: half, early: limit / 2) { word, distance, letters in
            var low = 0, high = byWord.count
            while low < high {
                let middle = (low + high) / 2
                if backwardMatches[byWord[middle]].word < word { low = middle + 1 } else { high = middle }
            }
            var distance = distance
            if low < byWord.count, backwardMatches[byWord[low]].word == word {
                distance = min(distance, backwardMatches[byWord[low]].distance)
                backwardMatches[byWord[low]].reported = true
            }
            body(word, distance, letters)
        }
        pool.withUnsafeBufferPointer { pool in
            for match in backwardMatches where !match.reported {
                body(match.word, match.distance, UnsafeBufferPointer(rebasing: pool[match.letters]))
            }
        }
    }
}
