/// The scanner a tokenizer's rules call for, over UTF-16 units or the UTF-8 bytes of ASCII text.
enum TokenScanner<Units: BidirectionalCollection> where Units.Element: FixedWidthInteger & UnsignedInteger {
    case standard(WordScanner<Units>)
    case hunspell(HunspellWordScanner<Units>)

    /// Scans `units[bounds]`, whose first unit is at offset `startOffset`, by `tokenizer`'s rules.
    init(units: Units, bounds: Range<Units.Index>, startOffset: Int, tokenizer: WordTokenizer) {
        switch tokenizer.rules {
        case .standard:
            self = .standard(WordScanner(units: units, bounds: bounds, startOffset: startOffset))
        case .hunspell(let characters):
            self = .hunspell(HunspellWordScanner(units: units, bounds: bounds, startOffset: startOffset,
                                                 characters: characters))
        }
    }

    /// Moves the start back from `position` to where a word holding it could begin.
    mutating func start(at position: Units.Index, offset: Int) {
        switch self {
        case .standard(var scanner):
            scanner.start(at: position, offset: offset)
            self = .standard(scanner)
        case .hunspell(var scanner):
            scanner.start(at: position, offset: offset)
            self = .hunspell(scanner)
        }
    }

    mutating func next() -> WordScanner<Units>.Word? {
        switch self {
        case .standard(var scanner):
            let word = scanner.next()
            self = .standard(scanner)
            return word
        case .hunspell(var scanner):
            let word = scanner.next()
            self = .hunspell(scanner)
            return word
        }
    }
}
