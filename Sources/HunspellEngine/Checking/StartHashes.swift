/// The hash states of a word's starts, worked out once, as far as asked: a suffix's root is a
/// start of the word and the string the suffix strips, so its hash goes on from the start's state
/// over the stripped bytes (a few, often none) instead of over the whole root again, for each of
/// the suffixes a word is tried with. Valid while `word` and `states` are.
struct StartHashes {
    private let word: UnsafeBufferPointer<UInt8>
    /// Room for a state per start, the empty one included; `states[0..<known]` are worked out.
    private let states: UnsafeMutableBufferPointer<UInt32>
    private var known = 0

    init(word: UnsafeBufferPointer<UInt8>, states: UnsafeMutableBufferPointer<UInt32>) {
        precondition(states.count > word.count)
        self.word = word
        self.states = states
    }

    /// ``WordTable/hash(_:)`` of the word's first `length` bytes followed by `tail`.
    @inline(__always)
    mutating func hash(ofStart length: Int, then tail: UnsafeRawBufferPointer) -> UInt32 {
        if known == 0 {
            states[0] = WordTable.hashSeed
            known = 1
        }
        while known <= length {
            states[known] = WordTable.hashStep(states[known &- 1], word[known &- 1])
            known &+= 1
        }
        return WordTable.finishedHash(tail.reduce(states[length], WordTable.hashStep))
    }
}
