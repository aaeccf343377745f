/// A dictionary's prefixes or suffixes, arranged for the order in which Hunspell tries them on a
/// word: first the entries that add nothing, last declared first; then those whose added
/// string the word starts (prefix) or ends (suffix) with, by that string in byte order (a
/// suffix's read backwards), later declared first among equals. A `.` in an added string
/// matches any byte, as in Hunspell.
///
/// Everything a check reads (each entry's flag, strings, continuation flags and condition, and
/// the trie of added strings) is flat, in one array of 32-bit words read through a ``Handle``:
/// the checking loop touches no reference count.
final class AffixIndex: Sendable {
    let isSuffix: Bool
    /// The number of entries.
    let count: Int
    /// How many entries add and strip nothing and take cross products (French's `PFX Um 0 0`):
    /// such prefixes share one walk of a word's suffixes (see `Lookup+BarePrefixes.swift`).
    let bareCrossProducts: Int
    /// The flat form of everything below, laid out as `layout` says.
    private let arena: [UInt32]
    private let layout: Layout
    /// The same entries, with a trie and a list of empty entries of those alone that a step
    /// may take (see ``View``).
    private let beginLayout: Layout
    private let outerLayout: Layout
    /// Entries whose key has a `.` (any byte): tried apart, and put in order with the others;
    /// those of each view.
    private let wildcards: [Int32]
    private let beginWildcards: [Int32]
    private let outerWildcards: [Int32]
    /// Each entry's key: the added string, reversed for a suffix (only when there are wildcards).
    private let keys: [[UInt8]]
    /// Each entry's morphological fields, for analyses (empty when no entry has any).
    private let morphologies: [[UInt8]?]
    /// The entry numbers by flag, and later declared first among equal flags: the order in which
    /// Hunspell's generation tries a flag's entries.
    private let byFlag: [Int32]

    /// Where each part of the arena starts, in words.
    struct Layout: BitwiseCopyable {
        /// Eight words an entry: flag, traits and cross product; strip offset and count; append
        /// offset and count (in `strings`); continuation offset and count (in `flags`); where
        /// its condition is in the arena (Hunspell's count, the byte count, the bytes packed).
        var records = 0
        /// The entries that add nothing, last declared first.
        var empty = 0
        var emptyCount = 0
        /// The trie: node `n`'s entries are `nodeEntries[entryStarts[n]..<entryStarts[n + 1]]`
        /// (later declared first), its children `childNodes[childStarts[n]..<childStarts[n + 1]]`
        /// by the bytes in `childBytes` (one a word).
        var entryStarts = 0
        var nodeEntries = 0
        var childStarts = 0
        var childBytes = 0
        var childNodes = 0
        /// Strings (bytes) and continuation flags (16 bits each), packed.
        var strings = 0
        var flags = 0
        var hasWildcards = false
        /// Whose entries the trie and the empty entries are.
        var view = View.all
    }

    /// The entries a walk of the index gives: all, or those a step can take. A view is a
    /// trie and a list of empty entries of its own over the same records: entry numbers,
    /// strings and conditions read the same in every view.
    enum View: UInt8, BitwiseCopyable {
        case all
        /// What a compound's first part may take: suffixes that continue with
        /// `COMPOUNDPERMITFLAG` (German: 17 of 410); every prefix.
        case compoundBegin
        /// The suffixes some affix names in its continuation (`continuationClasses`): the
        /// outer of two suffixes is one of them (German: 4 of 410, French: 2 of 5,224); every
        /// prefix.
        case outerSuffixes
    }

    static let recordWords = 8

    /// The largest `.aff` file read: its entries, flat, must stay within the arena's 32-bit
    /// offsets (a few words for each byte of an affix line at most). Real ones are a few MB.
    static let maximumFileSize = 256 << 20

    /// The index of `entries`, prefixes or suffixes; `continuationClasses` are the flags some
    /// affix of the dictionary names after its `/`.
    init(_ entries: [AffixEntry], isSuffix: Bool, continuationClasses: FlagSet) {
        self.isSuffix = isSuffix
        count = entries.count
        bareCrossProducts = entries.count { $0.append.isEmpty && $0.strip.isEmpty && $0.crossProduct }
        let keys = entries.map { isSuffix ? Array($0.append.reversed()) : $0.append }
        let trie = Trie(keys: keys)
        wildcards = trie.wildcards
        // Kept only to put wildcard matches in order among the others.
        self.keys = trie.wildcards.isEmpty ? [] : keys
        morphologies = entries.contains { $0.morphology != nil } ? entries.map(\.morphology) : []
        byFlag = entries.indices.sorted { lhs, rhs in
            entries[lhs].flag == entries[rhs].flag ? lhs > rhs : entries[lhs].flag < entries[rhs].flag
        }.map(Int32.init)

        var builder = ArenaBuilder()
        var layout = Layout()
        layout.hasWildcards = !trie.wildcards.isEmpty
        layout.records = builder.reserve(entries.count * Self.recordWords)
        builder.appendTrie(trie, empty: entries.indices.filter { entries[$0].append.isEmpty }, to: &layout)
        /// A view's layout (over the records, strings and flags laid out for all entries) and
        /// wildcards: those of all entries when `taken` takes every one.
        func layOut(_ view: View, taking taken: (AffixEntry) -> Bool) -> (Layout, [Int32]) {
            var viewLayout = layout
            viewLayout.view = view
            let kept = entries.map { !isSuffix || taken($0) }
            guard kept.contains(false) else { return (viewLayout, trie.wildcards) }
            let viewTrie = Trie(keys: entries.indices.map { kept[$0] ? keys[$0] : [] })
            viewLayout.hasWildcards = !viewTrie.wildcards.isEmpty
            builder.appendTrie(viewTrie, empty: entries.indices.filter { kept[$0] && entries[$0].append.isEmpty }, to: &viewLayout)
            return (viewLayout, viewTrie.wildcards)
        }
        var strings: [UInt8] = []
        var flags: [AffixFlag] = []
        for (number, entry) in entries.enumerated() {
            let condition = builder.appendCondition(entry.condition)
            let record = layout.records + number * Self.recordWords
            builder.words[record] = UInt32(entry.flag) | UInt32(entry.traits.rawValue) << 16 | (entry.crossProduct ? 1 << 24 : 0)
            builder.words[record + 1] = UInt32(strings.count)
            builder.words[record + 2] = UInt32(entry.strip.count)
            strings += entry.strip
            builder.words[record + 3] = UInt32(strings.count)
            builder.words[record + 4] = UInt32(entry.append.count)
            strings += entry.append
            builder.words[record + 5] = UInt32(flags.count)
            builder.words[record + 6] = UInt32(entry.continuation.count)
            flags += entry.continuation
            builder.words[record + 7] = UInt32(condition)
        }
        layout.strings = builder.appendPacked(strings)
        layout.flags = builder.appendPacked(flags)
        let (beginLayout, beginWildcards) = layOut(.compoundBegin, taking: Self.mayEndFirstPart)
        let (outerLayout, outerWildcards) = layOut(.outerSuffixes) { continuationClasses.contains($0.flag) }
        self.layout = layout
        self.beginLayout = beginLayout
        self.outerLayout = outerLayout
        self.beginWildcards = beginWildcards
        self.outerWildcards = outerWildcards
        arena = builder.words
    }

    /// Calls `body` with a handle on the flat index, valid only during the call.
    @inline(__always)
    func withHandle<Result>(_ body: (Handle) -> Result) -> Result {
        arena.withUnsafeBytes { body(Handle(base: $0, layout: layout, index: self)) }
    }

    /// The layout of `view`.
    @inline(__always)
    func layout(of view: View) -> Layout {
        switch view {
        case .all: layout
        case .compoundBegin: beginLayout
        case .outerSuffixes: outerLayout
        }
    }

    /// Whether a suffix may be on a compound's first part: it continues with
    /// `COMPOUNDPERMITFLAG` (``Lookup``'s `suffixAllowed` has the whole rule).
    static func mayEndFirstPart(_ entry: AffixEntry) -> Bool {
        !entry.continuation.isEmpty && entry.traits.contains(.compoundPermit)
    }

    /// Entry `number`'s morphological fields, if it has any.
    func morphology(_ number: Int32) -> [UInt8]? {
        morphologies.isEmpty ? nil : morphologies[Int(number)]
    }

    /// The entries with `flag`, later declared first.
    func entries(flag: AffixFlag, handle: Handle) -> ArraySlice<Int32> {
        var low = 0
        var high = byFlag.count
        while low < high {
            let middle = (low + high) / 2
            if handle.entry(byFlag[middle]).flag < flag { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < byFlag.count, handle.entry(byFlag[end]).flag == flag { end += 1 }
        return byFlag[low..<end]
    }

    /// Every entry that matches `word`, wildcards included, sorted as Hunspell tries them (only
    /// for an index with wildcards).
    func orderedMatches(_ word: [UInt8], handle: Handle) -> [Int32] {
        var found: [Int32] = []
        var plain = Matches(handle: handle, ordered: nil)
        while let number = plain.next(handle, word) { found.append(number) }
        let viewWildcards = switch handle.view {
        case .all: wildcards
        case .compoundBegin: beginWildcards
        case .outerSuffixes: outerWildcards
        }
        for number in viewWildcards where matches(keys[Int(number)], word) { found.append(number) }
        return found.sorted { lhs, rhs in
            let (left, right) = (keys[Int(lhs)], keys[Int(rhs)])
            if left == right { return lhs > rhs }
            return left.lexicographicallyPrecedes(right)
        }
    }

    /// Whether `word` starts (ends) with `key`, a `.` after its first byte matching any byte.
    /// The first byte chooses the list Hunspell looks in (`pStart`, `sStart`, indexed by the
    /// word's first or last byte), so it matches only itself: `SFX = 0 . .` (Latvian) makes
    /// `ai.` of `ai`, never `air`; after it, `isSubset` and `isRevSubset` take `.` for any byte.
    private func matches(_ key: [UInt8], _ word: [UInt8]) -> Bool {
        guard key.count <= word.count else { return false }
        for (offset, byte) in key.enumerated() {
            let other = isSuffix ? word[word.count - 1 - offset] : word[offset]
            if byte != other, offset == 0 || byte != UInt8(ascii: ".") { return false }
        }
        return true
    }
}

extension AffixIndex {
    /// The trie of the entries' keys while it is built, then flat.
    fileprivate struct Trie {
        var entryStarts: [UInt32] = [0]
        var nodeEntries: [UInt32] = []
        var childStarts: [UInt32] = [0]
        var childBytes: [UInt8] = []
        var childNodes: [UInt32] = []
        var wildcards: [Int32] = []

        private struct Node {
            var entries: [UInt32] = []
            var childBytes: [UInt8] = []
            var children: [UInt32] = []

            func child(_ byte: UInt8) -> UInt32? {
                for (index, candidate) in childBytes.enumerated() where candidate == byte { return children[index] }
                return nil
            }
        }

        init(keys: [[UInt8]]) {
            var nodes = [Node()]
            for index in keys.indices.reversed() where !keys[index].isEmpty {
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
                        nodes[node].children.append(UInt32(nodes.count - 1))
                        node = nodes.count - 1
                    }
                }
                nodes[node].entries.append(UInt32(index))
            }
            for node in nodes {
                entryStarts.append(entryStarts[entryStarts.count - 1] + UInt32(node.entries.count))
                childStarts.append(childStarts[childStarts.count - 1] + UInt32(node.children.count))
            }
            nodeEntries = nodes.flatMap(\.entries)
            childBytes = nodes.flatMap(\.childBytes)
            childNodes = nodes.flatMap(\.children)
        }
    }

    /// The words of an arena while it is filled.
    fileprivate struct ArenaBuilder {
        var words: [UInt32] = []

        /// Room for `count` words; returns where it starts.
        mutating func reserve(_ count: Int) -> Int {
            defer { words.append(contentsOf: repeatElement(0, count: count)) }
            return words.count
        }

        /// `trie`'s nodes and the entries that add nothing (`empty`, in declaration order), and
        /// where they start in `layout`.
        mutating func appendTrie(_ trie: Trie, empty: [Int], to layout: inout Layout) {
            let empty = empty.reversed().map(UInt32.init)
            layout.empty = append(empty)
            layout.emptyCount = empty.count
            layout.entryStarts = append(trie.entryStarts)
            layout.nodeEntries = append(trie.nodeEntries)
            layout.childStarts = append(trie.childStarts)
            layout.childBytes = append(trie.childBytes.map(UInt32.init))
            layout.childNodes = append(trie.childNodes)
        }

        mutating func append(_ values: [UInt32]) -> Int {
            defer { words += values }
            return words.count
        }

        /// `values` packed into words (little-endian order is the arena's byte order).
        mutating func appendPacked<Value: FixedWidthInteger>(_ values: [Value]) -> Int {
            let start = words.count
            let perWord = 4 / MemoryLayout<Value>.size
            words.append(contentsOf: repeatElement(0, count: (values.count + perWord - 1) / perWord))
            words.withUnsafeMutableBytes { bytes in
                for (index, value) in values.enumerated() {
                    bytes.storeBytes(of: value, toByteOffset: start * 4 + index * MemoryLayout<Value>.size, as: Value.self)
                }
            }
            return start
        }

        /// A condition as Hunspell's count, its byte count, then its bytes packed; returns where
        /// it starts.
        mutating func appendCondition(_ condition: AffixCondition) -> Int {
            let start = words.count
            words.append(UInt32(bitPattern: Int32(condition.count)))
            words.append(UInt32(condition.bytes.count))
            _ = appendPacked(condition.bytes)
            return start
        }
    }
}
