import LexiconSupport

/// Hunspell's verdicts on the ranked list's words as guesses show them (as listed, capitalised,
/// in capitals), by word number: two bits a spelling, in one array. A guess asks about a few
/// dozen candidates, the same ones again and again across typos; an array probe costs a
/// fraction of hashing the word for ``VerdictCache`` (which still holds them, for text).
///
/// A verdict is worked out without the lock held, and kept only if the dictionary did not change
/// meanwhile (``removeAll()`` starts a new generation). The array grows, doubling, to the largest
/// number met: two bytes a word of the list at most.
final class CandidateVerdicts: Sendable {
    private struct State {
        /// Per word, for each ``TypedSpelling/Form``: bit 2f set when known, bit 2f + 1 the
        /// verdict.
        var bits: [UInt8] = []
        var generation = 0
    }

    private let state = Locked(State())

    /// Hunspell's verdict on the spelling of the list's word number `word` in `form`: from
    /// memory, else from `verdict`, then remembered.
    func verdict(word: Int, form: TypedSpelling.Form, _ verdict: () -> Bool) -> Bool {
        let known = UInt8(1) << (2 * form.rawValue), accepted = known << 1
        let (entry, generation) = state.withLock { state in
            (state.bits.indices.contains(word) ? state.bits[word] : 0, state.generation)
        }
        if entry & known != 0 { return entry & accepted != 0 }
        let result = verdict()
        state.withLock { state in
            guard state.generation == generation, word >= 0 else { return }
            if word >= state.bits.count {
                // Grown in doubling steps: a list's numbers are known only as guesses meet them.
                state.bits += repeatElement(0, count: max(word + 1, 2 * state.bits.count, 1024) - state.bits.count)
            }
            state.bits[word] |= known | (result ? accepted : 0)
        }
        return result
    }

    /// Forgets every verdict (the dictionary changed).
    func removeAll() {
        state.withLock { state in state = State(bits: [], generation: state.generation &+ 1) }
    }
}
