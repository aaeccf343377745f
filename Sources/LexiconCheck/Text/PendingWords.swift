/// Words a scanner has found but not handed out yet: scanners read a whole run of text at a time
/// (it can only be judged whole, as a URL for one), then give its words one by one.
struct PendingWords<Word> {
    private var words: [Word] = []
    private var position = 0

    /// The next word found, or `nil` when all have been handed out.
    mutating func pop() -> Word? {
        guard position < words.count else { return nil }
        defer { position += 1 }
        return words[position]
    }

    /// Forgets every word, to read the next run.
    mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
        position = 0
    }

    mutating func append(_ word: Word) { words.append(word) }
}
