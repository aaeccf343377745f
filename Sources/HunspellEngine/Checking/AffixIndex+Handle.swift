extension AffixIndex {
    /// The flat index, read in place: valid only inside ``AffixIndex/withHandle(_:)``, which
    /// keeps the arena alive. Copying it copies a few words.
    struct Handle {
        private let base: UnsafeRawBufferPointer
        private let layout: Layout
        /// The index itself, for its views and for the rare words whose matches need its
        /// wildcard keys.
        unowned(unsafe) let index: AffixIndex

        init(base: UnsafeRawBufferPointer, layout: Layout, index: AffixIndex) {
            self.base = base
            self.layout = layout
            self.index = index
        }

        /// The same index with only the entries of `view` in its walks (``emptyCount``,
        /// ``empty(_:)``, ``matching(_:)``). Entries read the same.
        @inline(__always)
        func viewing(_ view: View) -> Handle {
            Handle(base: base, layout: index.layout(of: view), index: index)
        }

        /// The view this handle walks.
        var view: View { layout.view }

        @inline(__always)
        func word(_ offset: Int) -> UInt32 {
            base.load(fromByteOffset: offset &* 4, as: UInt32.self)
        }

        /// Whether the index is of suffixes (its keys read from a word's end).
        var isSuffix: Bool { index.isSuffix }

        /// How many entries add nothing, and the `position`th of them.
        var emptyCount: Int { layout.emptyCount }

        @inline(__always)
        func empty(_ position: Int) -> Int32 { Int32(truncatingIfNeeded: word(layout.empty &+ position)) }

        /// Entry `number`: its flag and traits read now, the rest when asked.
        @inline(__always)
        func entry(_ number: Int32) -> Affix {
            Affix(arena: base, record: (layout.records &+ Int(number) &* AffixIndex.recordWords) &* 4,
                  strings: layout.strings &* 4, flags: layout.flags &* 4)
        }

        /// The entries whose added string `word` starts (prefixes) or ends (suffixes) with, in
        /// trying order: by key in byte order (a shorter key of the same word first), later
        /// declared first among equal keys. Read with ``Matches/next(_:_:)``, given this handle
        /// and `word` again.
        func matching(_ word: [UInt8]) -> Matches {
            Matches(handle: self, ordered: layout.hasWildcards ? index.orderedMatches(word, handle: self) : nil)
        }

        /// The number of the entry `affix` reads.
        func number(of affix: Affix) -> Int32 {
            Int32((affix.record / 4 - layout.records) / AffixIndex.recordWords)
        }

        /// `affix`'s morphological fields, if it has any.
        func morphology(of affix: Affix) -> [UInt8]? { index.morphology(number(of: affix)) }

        // The trie, node by node.
        @inline(__always)
        func entryStart(_ node: Int) -> Int { Int(word(layout.entryStarts &+ node)) }
        @inline(__always)
        func nodeEntry(_ position: Int) -> Int32 { Int32(truncatingIfNeeded: word(layout.nodeEntries &+ position)) }

        /// Node `node`'s child by `byte`.
        @inline(__always)
        func child(of node: Int, _ byte: UInt8) -> Int? {
            var position = Int(word(layout.childStarts &+ node))
            let end = Int(word(layout.childStarts &+ node &+ 1))
            while position < end {
                if word(layout.childBytes &+ position) == UInt32(byte) { return Int(word(layout.childNodes &+ position)) }
                position &+= 1
            }
            return nil
        }
    }

    /// The matching entries of one word, found as they are asked for.
    /// Where a walk of the entries matching a word is. It holds no reference (the handle and
    /// the word are given to each ``next(_:_:)``), so that making and dropping one for every
    /// affix step counts no references.
    struct Matches {
        /// Where the walk is: a node, how many bytes it has read, and its next entry.
        private var node = 0
        private var depth = 0
        private var position = 0
        private var end: Int
        private var done = false
        /// With keys that have a `.`: every match, in order, worked out at once.
        private var ordered: [Int32]?
        private var orderedPosition = 0

        init(handle: Handle, ordered: [Int32]?) {
            self.ordered = ordered
            end = handle.entryStart(1)
        }

        /// The next matching entry of `word` in `handle`'s index (those the walk was made for),
        /// passing over those whose keys (the strings the affixes add) are shorter than
        /// `shortestKey`; a walk of an index whose keys have a `.` takes every entry, in its order.
        @inline(__always)
        mutating func next(_ handle: Handle, _ word: [UInt8], keysFrom shortestKey: Int = 0) -> Int32? {
            if let ordered {
                guard orderedPosition < ordered.count else { return nil }
                orderedPosition += 1
                return ordered[orderedPosition - 1]
            }
            while !done {
                if position < end, depth >= shortestKey {
                    position &+= 1
                    return handle.nodeEntry(position &- 1)
                }
                // The next byte of the word, down the trie.
                guard depth < word.count,
                      let child = handle.child(of: node, handle.isSuffix ? word[word.count &- 1 &- depth] : word[depth]) else {
                    done = true
                    return nil
                }
                node = child
                depth &+= 1
                position = handle.entryStart(node)
                end = handle.entryStart(node &+ 1)
            }
            return nil
        }
    }
}

/// One affix entry, read in place from an ``AffixIndex`` (valid while its handle is): the
/// fields a check tests first are read at once, the strings and the condition when asked, so
/// that an entry refused on its flags costs one load.
struct Affix {
    private let arena: UnsafeRawBufferPointer
    /// Where the entry's record, the strings and the flags start, in bytes.
    let record: Int
    private let strings: Int
    private let flags: Int
    let flag: AffixFlag
    let traits: AffixTraits
    /// The class allows a prefix and a suffix together.
    let crossProduct: Bool

    @inline(__always)
    init(arena: UnsafeRawBufferPointer, record: Int, strings: Int, flags: Int) {
        self.arena = arena
        self.record = record
        self.strings = strings
        self.flags = flags
        let head = arena.load(fromByteOffset: record, as: UInt32.self)
        flag = AffixFlag(truncatingIfNeeded: head)
        traits = AffixTraits(rawValue: UInt8(truncatingIfNeeded: head >> 16))
        crossProduct = head >> 24 & 1 != 0
    }

    /// Word `field` of the record.
    @inline(__always)
    private func field(_ field: Int) -> Int {
        Int(arena.load(fromByteOffset: record &+ field &* 4, as: UInt32.self))
    }

    @inline(__always)
    private func bytes(at offset: Int, count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: arena.baseAddress.map { $0 + offset }, count: count)
    }

    /// Removed from the root before `append` is added.
    var strip: UnsafeRawBufferPointer { bytes(at: strings &+ field(1), count: field(2)) }
    /// Added to the root.
    var append: UnsafeRawBufferPointer { bytes(at: strings &+ field(3), count: field(4)) }
    /// The flags after `/`, sorted.
    var continuation: FlagRun {
        FlagRun(start: arena.baseAddress.map { $0 + (flags &+ field(5) &* 2) }, count: field(6))
    }
    /// What the root must start (prefix) or end (suffix) with.
    var condition: FlatCondition { FlatCondition(arena: arena, start: field(7)) }

    /// Whether the continuation flags hold `flag` (see ``AffixEntry/continues(with:)``).
    @inline(__always)
    func continues(with flag: AffixFlag) -> Bool { continuation.contains(flag) }
}

/// A sorted run of flags in an arena.
struct FlagRun {
    let start: UnsafeRawPointer?
    let count: Int

    var isEmpty: Bool { count == 0 }

    /// The flags, in order.
    var flags: [AffixFlag] {
        guard let start else { return [] }
        return (0..<count).map { start.load(fromByteOffset: $0 * 2, as: AffixFlag.self) }
    }

    /// Whether the run holds `flag` (Hunspell's `TESTAFF`: a binary search).
    @inline(__always)
    func contains(_ flag: AffixFlag) -> Bool {
        guard let start else { return false }
        var low = 0
        var high = count
        while low < high {
            let middle = (low &+ high) >> 1
            let value = start.load(fromByteOffset: middle &* 2, as: AffixFlag.self)
            if value == flag { return true }
            if value < flag { low = middle &+ 1 } else { high = middle }
        }
        return false
    }
}

/// An affix condition in an arena: Hunspell's count, the byte count, then the bytes.
struct FlatCondition: ConditionMatching {
    private let arena: UnsafeRawBufferPointer
    private let start: Int
    let count: Int

    @inline(__always)
    init(arena: UnsafeRawBufferPointer, start: Int) {
        self.arena = arena
        self.start = start
        count = Int(Int32(bitPattern: arena.load(fromByteOffset: start &* 4, as: UInt32.self)))
    }

    @inline(__always)
    func withConditionBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let length = Int(arena.load(fromByteOffset: (start &+ 1) &* 4, as: UInt32.self))
        return body(UnsafeRawBufferPointer(rebasing: arena[((start &+ 2) &* 4)..<((start &+ 2) &* 4 &+ length)]))
    }
}
