/// A dictionary's prefixes or suffixes, arranged for the order in which Hunspell tries them on a
/// word: first the entries that add nothing, last declared first; then those whose added
/// string the word starts (prefix) or ends (suffix) with, by that string in byte order (a
/// suffix's read backwards), later declared first among equals. A `.` in an added string
/// matches any byte, as in Hunspell.
struct AffixIndex: Sendable {
    let entries: [AffixEntry]
    let isSuffix: Bool
    /// Entries that add nothing.
    let empty: [Int32]
    /// The others, by the first byte of their key (a suffix's last byte), in trying order.
    private let byFirstByte: [[Int32]]
    /// Each entry's key: the added string, reversed for a suffix.
    private let keys: [[UInt8]]

    init(_ entries: [AffixEntry], isSuffix: Bool) {
        self.entries = entries
        self.isSuffix = isSuffix
        let keys = entries.map { isSuffix ? Array($0.append.reversed()) : $0.append }
        self.keys = keys
        empty = entries.indices.filter { entries[$0].append.isEmpty }.reversed().map(Int32.init)
        var byFirstByte = [[Int32]](repeating: [], count: 256)
        for index in entries.indices.reversed() where !keys[index].isEmpty {
            byFirstByte[Int(keys[index][0])].append(Int32(index))
        }
        for byte in 0..<256 where byFirstByte[byte].count > 1 {
            // Stable: among equal keys the later declared (first here) stays first.
            byFirstByte[byte] = byFirstByte[byte].enumerated().sorted { lhs, rhs in
                let (left, right) = (keys[Int(lhs.element)], keys[Int(rhs.element)])
                if left == right { return lhs.offset < rhs.offset }
                return left.lexicographicallyPrecedes(right)
            }.map(\.element)
        }
        self.byFirstByte = byFirstByte
    }

    /// The entries whose added string `word` starts (prefixes) or ends (suffixes) with, in
    /// trying order.
    func matching(_ word: [UInt8]) -> Matches {
        guard let byte = isSuffix ? word.last : word.first else { return Matches(candidates: [], keys: keys, word: word, isSuffix: isSuffix) }
        return Matches(candidates: byFirstByte[Int(byte)][...], keys: keys, word: word, isSuffix: isSuffix)
    }

    /// The matching entries of one word, tested as they are asked for.
    struct Matches: Sequence, IteratorProtocol {
        var candidates: ArraySlice<Int32>
        let keys: [[UInt8]]
        let word: [UInt8]
        let isSuffix: Bool

        mutating func next() -> Int32? {
            while let number = candidates.popFirst() {
                if matches(keys[Int(number)]) { return number }
            }
            return nil
        }

        private func matches(_ key: [UInt8]) -> Bool {
            guard key.count <= word.count else { return false }
            if isSuffix {
                var position = word.count - 1
                for byte in key {
                    if byte != word[position], byte != UInt8(ascii: ".") { return false }
                    position -= 1
                }
            } else {
                for (offset, byte) in key.enumerated() where byte != word[offset] && byte != UInt8(ascii: ".") {
                    return false
                }
            }
            return true
        }
    }
}
