import LexiconSupport
import Atomics

/// Words added to or removed from one checker for its lifetime, without any file: a game's own
/// words, names typed in a document. A word added is accepted with the dictionaries' case rules
/// (`Zorblax` also as `ZORBLAX`); a word removed is refused in every case. The later call wins.
final class RuntimeWords: Sendable {
    private struct State {
        var added: [String] = []
        var addedSet = WordSet()
        var removed = WordSet()
    }

    private let state = Locked(State())
    /// Whether any word was ever added or removed: checks skip the lock until one is.
    private let isInUse = ManagedAtomic<Bool>(false)

    func add(_ word: String) {
        isInUse.store(true, ordering: .releasing)
        state.withLock { state in
            state.removed.remove(word)
            if state.addedSet.insert(word) { state.added.append(word.nfc) }
        }
    }

    func remove(_ word: String) {
        isInUse.store(true, ordering: .releasing)
        state.withLock { state in
            state.removed.insert(word)
            if state.addedSet.remove(word) { state.added.removeAll { $0 == word.nfc } }
        }
    }

    /// The verdict runtime words give on `word`: `true` added, `false` removed, `nil` neither.
    func verdict(on word: String) -> Bool? {
        guard isInUse.load(ordering: .acquiring) else { return nil }
        return state.withLock { state in
            if state.removed.contains(word) { return false }
            return state.addedSet.contains(word) ? true : nil
        }
    }

    /// The words added and still there, in the order they were added: a copy in a buffer of
    /// its own, made under the lock, so that no reader iterates outside the lock the buffer
    /// that `add` may find uniquely referenced and append to in place.
    var added: [String] {
        guard isInUse.load(ordering: .acquiring) else { return [] }
        return state.withLock { $0.added.map { $0 } }
    }

    /// The added words within two edits of `typed` (any case), nearest first: what guesses
    /// offer besides a dictionary's own.
    func guesses(for typed: String) -> [(word: String, distance: Int)] {
        let words = added
        guard !words.isEmpty else { return [] }
        let query = EditDistanceIndex.letters(typed.precomposedLowercased)
        return words.compactMap { word in
            let distance = editDistance(query, EditDistanceIndex.letters(word.precomposedLowercased), limit: 2)
            return distance <= 2 ? (word, distance) : nil
        }.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
    }

    /// `guesses` (a dictionary's, best first) with the added words near `typed` merged in, in
    /// the typed case: those one edit away first, those two edits away after the dictionary's
    /// best three; `count` at most, no repeats.
    func merged(into guesses: [String], typed: String, count: Int) -> [String] {
        let near = self.guesses(for: typed)
        guard !near.isEmpty else { return guesses }
        let spelled = { (word: String) in matchingCase(of: typed, word) }
        var merged = near.filter { $0.distance <= 1 }.map { spelled($0.word) }
        merged += guesses.prefix(3)
        merged += near.filter { $0.distance == 2 }.map { spelled($0.word) }
        merged += guesses.dropFirst(3)
        var seen: Set<String> = [typed]
        return Array(merged.filter { seen.insert($0).inserted }.prefix(count))
    }
}
