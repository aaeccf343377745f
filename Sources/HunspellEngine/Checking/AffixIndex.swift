/// A dictionary's prefixes or suffixes, arranged for the order in which Hunspell tries them on a
/// word: first the entries that add nothing, last declared first; then those whose added
/// string the word starts (prefix) or ends (suffix) with, by that string in byte order (a
/// suffix's read backwards), later declared first among equals. A `.` in an added string
/// matches any byte, as in Hunspell.
final class AffixIndex: Sendable {
    let entries: [AffixEntry]
    let isSuffix: Bool
    /// Entries that add nothing.
    let empty: [Int32]
    /// The added strings (read backwards for suffixes) as a trie, flat: walking a word down it
    /// meets the entries whose key it starts with, shortest key first. Node `n`'s entries are
    /// `nodeEntries[entryStarts[n]..<entryStarts[n + 1]]` (later declared first), its children
    /// `childNodes[childStarts[n]..<childStarts[n + 1]]` by the bytes in `childBytes`.
    private let entryStarts: [Int32]
    private let nodeEntries: [Int32]
    private let childStarts: [Int32]
    private let childBytes: [UInt8]
    private let childNodes: [Int32]
    /// Entries whose key has a `.` (any byte): tried apart, and put in order with the others.
    private let wildcards: [Int32]
    /// Each entry's key: the added string, reversed for a suffix (only when there are wildcards).
    private let keys: [[UInt8]]

    /// A trie node while the trie is built.
    private struct Node {
        var entries: [Int32] = []
        var childBytes: [UInt8] = []
        var children: [Int32] = []

        func child(_ byte: UInt8) -> Int32? {
            for (index, candidate) in childBytes.enumerated() where candidate == byte { return children[index] }
            return nil
        }
    }

    init(_ entries: [AffixEntry], isSuffix: Bool) {
        self.entries = entries
        self.isSuffix = isSuffix
        let keys = entries.map { isSuffix ? Array($0.append.reversed()) : $0.append }
        empty = entries.indices.filter { entries[$0].append.isEmpty }.reversed().map(Int32.init)
        var nodes = [Node()]
        var wildcards: [Int32] = []
        for index in entries.indices.reversed() where !keys[index].isEmpty {
            if keys[index].contains(UInt8(ascii: ".")) {
                wildcards.append(Int32(index))
                continue
            }
            var node = 0
            for byte in keys[index] {
                if let child = nodes[node].child(byte) {
                    node = Int(child)
                } else {
                    nodes.append(Node())
                    nodes[node].childBytes.append(byte)
                    nodes[node].children.append(Int32(nodes.count - 1))
                    node = nodes.count - 1
                }
            }
            nodes[node].entries.append(Int32(index))
        }
        var entryStarts: [Int32] = [0]
        var childStarts: [Int32] = [0]
        for node in nodes {
            entryStarts.append(entryStarts[entryStarts.count - 1] + Int32(node.entries.count))
            childStarts.append(childStarts[childStarts.count - 1] + Int32(node.children.count))
        }
        self.entryStarts = entryStarts
        self.childStarts = childStarts
        nodeEntries = nodes.flatMap(\.entries)
        childBytes = nodes.flatMap(\.childBytes)
        childNodes = nodes.flatMap(\.children)
        self.wildcards = wildcards
        // Kept only to put wildcard matches in order among the others.
        self.keys = wildcards.isEmpty ? [] : keys
    }

    /// Node `node`'s child by `byte`.
    @inline(__always)
    private func child(of node: Int, _ byte: UInt8) -> Int? {
        var index = Int(childStarts[node])
        let end = Int(childStarts[node + 1])
        while index < end {
            if childBytes[index] == byte { return Int(childNodes[index]) }
            index += 1
        }
        return nil
    }

    /// The entries whose added string `word` starts (prefixes) or ends (suffixes) with, in
    /// trying order: by key in byte order (a shorter key of the same word first), later declared
    /// first among equal keys.
    func matching(_ word: [UInt8]) -> Matches {
        Matches(index: self, word: word)
    }

    /// The matching entries of one word, found as they are asked for.
    struct Matches: Sequence, IteratorProtocol {
        private let index: AffixIndex
        private let word: [UInt8]
        /// Where the walk is: a node, how many bytes it has read, and its next entry in
        /// `nodeEntries`.
        private var node = 0
        private var depth = 0
        private var position = 0
        private var done = false
        /// With keys that have a `.`: every match, in order, worked out at once.
        private var ordered: [Int32]?

        init(index: AffixIndex, word: [UInt8]) {
            self.index = index
            self.word = word
            if !index.wildcards.isEmpty { ordered = Self.allInOrder(index, word) }
        }

        mutating func next() -> Int32? {
            if ordered != nil { return ordered?.isEmpty == false ? ordered?.removeFirst() : nil }
            while !done {
                if position < Int(index.entryStarts[node + 1]) {
                    position += 1
                    return index.nodeEntries[position - 1]
                }
                // The next byte of the word, down the trie.
                guard depth < word.count, let child = index.child(of: node, byte(at: depth)) else {
                    done = true
                    return nil
                }
                node = child
                depth += 1
                position = Int(index.entryStarts[node])
            }
            return nil
        }

        private func byte(at depth: Int) -> UInt8 {
            index.isSuffix ? word[word.count - 1 - depth] : word[depth]
        }

        /// Every entry that matches, wildcards included, sorted as Hunspell tries them.
        private static func allInOrder(_ index: AffixIndex, _ word: [UInt8]) -> [Int32] {
            var plain = Matches(index: index, word: word, plainOnly: ())
            var found: [Int32] = []
            while let number = plain.next() { found.append(number) }
            for number in index.wildcards where index.matches(index.keys[Int(number)], word) { found.append(number) }
            return found.enumerated().sorted { lhs, rhs in
                let (left, right) = (index.keys[Int(lhs.element)], index.keys[Int(rhs.element)])
                if left == right { return lhs.element > rhs.element }
                return left.lexicographicallyPrecedes(right)
            }.map(\.element)
        }

        private init(index: AffixIndex, word: [UInt8], plainOnly: Void) {
            self.index = index
            self.word = word
        }
    }

    /// Whether `word` starts (ends) with `key`, a `.` in it matching any byte.
    private func matches(_ key: [UInt8], _ word: [UInt8]) -> Bool {
        guard key.count <= word.count else { return false }
        for (offset, byte) in key.enumerated() {
            let other = isSuffix ? word[word.count - 1 - offset] : word[offset]
            if byte != other, byte != UInt8(ascii: ".") { return false }
        }
        return true
    }
}
