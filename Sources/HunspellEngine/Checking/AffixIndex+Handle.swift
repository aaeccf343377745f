extension AffixIndex {
    /// The flat index, read in place: valid only inside ``AffixIndex/withHandle(_:)``, which
    /// keeps the arena alive. Copying it copies a few words.
    struct Handle {
        private let base: UnsafeRawBufferPointer
        private let layout: Layout
        /// The index itself, for the rare words whose matches need its wildcard keys.
        unowned(unsafe) let index: AffixIndex

        init(base: UnsafeRawBufferPointer, layout: Layout, index: AffixIndex) {
            self.base = base
            self.layout = layout
            self.index = index
        }

        @inline(__always)
        func word(_ offset: Int) -> UInt32 {
            base.load(fromByteOffset: offset &* 4, as: UInt32.self)
        }

        /// How many entries add nothing, and the `position`th of them.
        var emptyCount: Int { layout.emptyCount }

        @inline(__always)
        func empty(_ position: Int) -> Int32 { Int32(truncatingIfNeeded: word(layout.empty &+ position)) }

        /// Entry `number`.
        @inline(__always)
        func entry(_ number: Int32) -> Affix {
            let record = layout.records &+ Int(number) &* AffixIndex.recordWords
            let head = word(record)
            let strings = layout.strings &* 4
            let flags = layout.flags &* 4 &+ Int(word(record &+ 5)) &* 2
            let strip = bytes(at: strings &+ Int(word(record &+ 1)), count: Int(word(record &+ 2)))
            let append = bytes(at: strings &+ Int(word(record &+ 3)), count: Int(word(record &+ 4)))
            let continuation = FlagRun(start: base.baseAddress.map { $0 + flags }, count: Int(word(record &+ 6)))
            let condition = FlatCondition(arena: base, start: Int(word(record &+ 7)))
            let flag = AffixFlag(truncatingIfNeeded: head)
            let traits = AffixTraits(rawValue: UInt8(truncatingIfNeeded: head >> 16))
            return Affix(flag: flag, traits: traits, crossProduct: head >> 24 & 1 != 0, strip: strip, append: append,
                         continuation: continuation, condition: condition)
        }

        @inline(__always)
        private func bytes(at offset: Int, count: Int) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: base[offset..<(offset &+ count)])
        }

        /// The entries whose added string `word` starts (prefixes) or ends (suffixes) with, in
        /// trying order: by key in byte order (a shorter key of the same word first), later
        /// declared first among equal keys.
        func matching(_ word: [UInt8]) -> Matches {
            Matches(handle: self, word: word, ordered: layout.hasWildcards ? index.orderedMatches(word, handle: self) : nil)
        }

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
    struct Matches: Sequence, IteratorProtocol {
        private let handle: Handle
        private let word: [UInt8]
        private let isSuffix: Bool
        /// Where the walk is: a node, how many bytes it has read, and its next entry.
        private var node = 0
        private var depth = 0
        private var position = 0
        private var end: Int
        private var done = false
        /// With keys that have a `.`: every match, in order, worked out at once.
        private var ordered: [Int32]?
        private var orderedPosition = 0

        init(handle: Handle, word: [UInt8], ordered: [Int32]?) {
            self.handle = handle
            self.word = word
            self.ordered = ordered
            isSuffix = handle.index.isSuffix
            end = handle.entryStart(1)
        }

        mutating func next() -> Int32? {
            if let ordered {
                guard orderedPosition < ordered.count else { return nil }
                orderedPosition += 1
                return ordered[orderedPosition - 1]
            }
            while !done {
                if position < end {
                    position &+= 1
                    return handle.nodeEntry(position &- 1)
                }
                // The next byte of the word, down the trie.
                guard depth < word.count, let child = handle.child(of: node, byte(at: depth)) else {
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

        @inline(__always)
        private func byte(at depth: Int) -> UInt8 {
            isSuffix ? word[word.count &- 1 &- depth] : word[depth]
        }
    }
}

/// One affix entry, read in place from an ``AffixIndex`` (valid while its handle is).
struct Affix {
    let flag: AffixFlag
    let traits: AffixTraits
    /// The class allows a prefix and a suffix together.
    let crossProduct: Bool
    /// Removed from the root before `append` is added.
    let strip: UnsafeRawBufferPointer
    /// Added to the root.
    let append: UnsafeRawBufferPointer
    /// The flags after `/`, sorted.
    let continuation: FlagRun
    /// What the root must start (prefix) or end (suffix) with.
    let condition: FlatCondition

    /// Whether the continuation flags hold `flag` (see ``AffixEntry/continues(with:)``).
    @inline(__always)
    func continues(with flag: AffixFlag) -> Bool { continuation.contains(flag) }
}

/// A sorted run of flags in an arena.
struct FlagRun {
    let start: UnsafeRawPointer?
    let count: Int

    var isEmpty: Bool { count == 0 }

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

/// An affix condition in an arena: its element count, then three words an element.
struct FlatCondition: ConditionMatching {
    static let any: UInt32 = 0
    static let character: UInt32 = 1
    static let oneOf: UInt32 = 2
    static let noneOf: UInt32 = 3

    private let arena: UnsafeRawBufferPointer
    private let start: Int
    let elementCount: Int

    init(arena: UnsafeRawBufferPointer, start: Int) {
        self.arena = arena
        self.start = start
        elementCount = Int(arena.load(fromByteOffset: start &* 4, as: UInt32.self))
    }

    @inline(__always)
    private func word(_ offset: Int) -> UInt32 { arena.load(fromByteOffset: offset &* 4, as: UInt32.self) }

    @inline(__always)
    func element(_ index: Int, matches character: UInt32) -> Bool {
        let at = start &+ 1 &+ index &* 3
        switch word(at) {
        case Self.any: return true
        case Self.character: return word(at &+ 1) == character
        default:
            let members = Int(word(at &+ 1))
            var found = false
            for member in members..<(members &+ Int(word(at &+ 2))) where word(member) == character {
                found = true
                break
            }
            return found == (word(at) == Self.oneOf)
        }
    }
}
