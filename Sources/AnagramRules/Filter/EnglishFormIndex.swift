import LexiconSupport

/// Whether a word is an English form (``EnglishInflection``) of a blocked list's entries,
/// answered word by word: an entry's forms are worked out the first time a word could be one of
/// them, so a game that judges a few answers expands a few entries, not the whole list.
///
/// Every form of an entry begins with the entry but for its last two letters (its *stem*: the
/// rules change or drop at most the last two, as `die` → `dying`), so a word's candidates are
/// the entries whose stems begin it. Entries are kept by the first three letters of their stem
/// (shorter stems by the whole stem); a word looks up its first three letters and the shorter
/// starts, then asks each candidate whose whole stem begins it.
///
/// As when the whole list is expanded: an entry that is itself a form of another entry (a plural
/// beside its singular) gives no forms, and `excluded` words (allowed ones, and those the rules
/// derive wrongly) are never forms.
final class EnglishFormIndex: Sendable {
    private let entries: [String]
    /// Each entry's stem length, in Unicode scalars.
    private let stemLengths: [Int]
    /// Entry numbers by ``key(_:)`` of their stem's start.
    private let candidates: [UInt64: [Int]]
    private let excluded: Set<String>
    /// Each entry's forms (itself not among them), once asked.
    private let forms: [Lazy<Forms>]
    /// Whether each entry is a form of another, once asked.
    private let isFormOfAnother: [Lazy<Bool>]

    /// An entry's forms, and how many scalars the shortest and the longest have: most words
    /// asked about are not as long as any.
    private struct Forms: Sendable {
        var words: Set<String>
        var lengths: ClosedRange<Int>

        init(of entry: String) {
            words = EnglishInflection.forms(of: entry)
            let counts = words.map(\.unicodeScalars.count)
            lengths = (counts.min() ?? 0)...(counts.max() ?? 0)
        }

        func contains(_ word: String, length: Int) -> Bool {
            lengths.contains(length) && words.contains(word)
        }
    }

    /// The forms of `entries`, but for `excluded` words.
    init(entries: Set<String>, excluded: Set<String>) {
        let entries = entries.sorted()
        self.entries = entries
        self.excluded = excluded
        var stemLengths: [Int] = []
        var candidates: [UInt64: [Int]] = [:]
        for (number, entry) in entries.enumerated() {
            let stem = entry.unicodeScalars.dropLast(2)
            stemLengths.append(stem.count)
            candidates[Self.key(stem.prefix(3)), default: []].append(number)
        }
        self.stemLengths = stemLengths
        self.candidates = candidates
        forms = entries.map { _ in Lazy() }
        isFormOfAnother = entries.map { _ in Lazy() }
    }

    /// Whether `word` is a form of an entry that gives forms, and not excluded.
    func contains(_ word: String) -> Bool {
        !excluded.contains(word) && isForm(word) { !isFormOfAnother($0) }
    }

    /// Whether `word` is a form of an entry that `counts`.
    private func isForm(_ word: String, of counts: (Int) -> Bool) -> Bool {
        let scalars = word.unicodeScalars
        let length = scalars.count
        // The word's start of each length up to three, as a key: a shorter one names the stems
        // of just its length (all of which begin the word), three letters the longer stems
        // beginning so, which are compared whole.
        var key: UInt64 = 0
        var next = scalars.startIndex
        for startLength in 0...3 {
            if startLength > 0 {
                guard next != scalars.endIndex else { break }
                key = key & ~3 | UInt64(startLength) | UInt64(scalars[next].value) << (2 + 21 * (startLength - 1))
                next = scalars.index(after: next)
            }
            for number in candidates[key] ?? []
            where startLength < 3 || scalars.starts(with: entries[number].unicodeScalars.prefix(stemLengths[number])) {
                if forms(of: number).contains(word, length: length) && counts(number) { return true }
            }
        }
        return false
    }

    private func forms(of number: Int) -> Forms {
        forms[number].value { Forms(of: entries[number]) }
    }

    private func isFormOfAnother(_ number: Int) -> Bool {
        isFormOfAnother[number].value { isForm(entries[number]) { _ in true } }
    }

    /// The bucket of a stem's start of at most three scalars: its length and its scalars, 21
    /// bits each.
    private static func key(_ start: some Collection<Unicode.Scalar>) -> UInt64 {
        var key = UInt64(start.count)
        for (place, scalar) in start.enumerated() { key |= UInt64(scalar.value) << (2 + 21 * place) }
        return key
    }
}
