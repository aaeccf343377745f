/// The hash states of a word's starts, worked out once, as far as asked: a suffix's root is a
/// start of the word and the string the suffix strips, so its hash goes on from the start's state
/// over the stripped bytes (a few, often none) instead of over the whole root again, for each of
/// the suffixes a word is tried with. The same states tell how long a start a table's spellings
/// may begin with (``mayBeginSpelling(_:in:)``). Valid while `word` and `states` are.
struct StartHashes {
    private let word: UnsafeBufferPointer<UInt8>
    /// Room for a state per start, the empty one included; `states[0..<known]` are worked out.
    private let states: UnsafeMutableBufferPointer<UInt32>
    private var known = 0
    /// What a ``SpellingStartFilter`` said of the word's starts: every start up to
    /// `startsAllowed` bytes long may begin a spelling (taken so when a longer one may: only a
    /// "no" is sure), and none of `shortestAbsentStart` bytes or longer does.
    private var startsAllowed = SpellingStartFilter.shortest - 1
    private var shortestAbsentStart = Int.max

    init(word: UnsafeBufferPointer<UInt8>, states: UnsafeMutableBufferPointer<UInt32>) {
        precondition(states.count > word.count)
        self.word = word
        self.states = states
    }

    /// ``WordTable/hash(_:)`` of the word's first `length` bytes followed by `tail`.
    @inline(__always)
    mutating func hash(ofStart length: Int, then tail: UnsafeRawBufferPointer) -> UInt32 {
        workOut(upTo: length)
        return WordTable.finishedHash(tail.reduce(states[length], WordTable.hashStep))
    }

    /// Whether a spelling of the table whose beginnings `filter` holds may begin with the
    /// word's first `length` bytes: if not, no root made of them and a stripped string is one.
    @inline(__always)
    mutating func mayBeginSpelling(_ length: Int, in filter: SpellingStartFilter) -> Bool {
        if length > startsAllowed, length < shortestAbsentStart { lookUpStart(length, in: filter) }
        return length < shortestAbsentStart
    }

    /// The longest start, of at most `length` bytes, that a spelling of the table whose
    /// beginnings `filter` holds may begin with: a root that keeps more of the word is none.
    @inline(__always)
    mutating func longestPossibleStart(upTo length: Int, in filter: SpellingStartFilter) -> Int {
        _ = mayBeginSpelling(length, in: filter)
        return min(length, shortestAbsentStart &- 1)
    }

    /// Looks up the start of `length` bytes; if the filter does not hold it, looks for a
    /// shorter start it does not hold by halving the lengths between it and the longest start
    /// held so far. Each call looks up one start, or a few (most words ask about their whole
    /// length first, which either begins a spelling or rules out all longer roots at once).
    private mutating func lookUpStart(_ length: Int, in filter: SpellingStartFilter) {
        guard !filter.holdsEverything else {
            startsAllowed = .max
            return
        }
        workOut(upTo: length)
        guard !filter.mayHold(states[length]) else {
            startsAllowed = length
            return
        }
        var (held, absent) = (startsAllowed, length)
        while absent &- held > 1 {
            let middle = held &+ (absent &- held) / 2
            if filter.mayHold(states[middle]) { held = middle } else { absent = middle }
        }
        (startsAllowed, shortestAbsentStart) = (held, absent)
    }

    /// Works out the states of the starts up to `length` bytes long.
    @inline(__always)
    private mutating func workOut(upTo length: Int) {
        if known == 0 {
            states[0] = WordTable.hashSeed
            known = 1
        }
        while known <= length {
            states[known] = WordTable.hashStep(states[known &- 1], word[known &- 1])
            known &+= 1
        }
    }
}
