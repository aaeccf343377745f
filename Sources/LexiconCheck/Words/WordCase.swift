/// The case pattern of a word, as Hunspell sees it.
enum WordCase {
    /// No cased letters (digits, CJK...).
    case none
    /// `word`
    case lower
    /// `Word`
    case capitalized
    /// `WORD`
    case upper
    /// `iPhone`, `McDonald`
    case mixed

    init(_ word: some StringProtocol) {
        if let ascii = Self(ascii: word.utf8) {
            self = ascii
            return
        }
        var upper = 0
        var lower = 0
        var firstIsUpper = false
        var isFirst = true
        for scalar in word.unicodeScalars {
            let properties = scalar.properties
            if properties.isUppercase || properties.generalCategory == .titlecaseLetter {
                upper += 1
                if isFirst { firstIsUpper = true }
            } else if properties.isLowercase, properties.uppercaseMapping.unicodeScalars.count == 1 {
                // A lower-case letter with no capital of its own (`ß`: `SS` is two) is neutral,
                // as in Hunspell: `STRAßE` is in capitals.
                lower += 1
            }
            if properties.generalCategory != .nonspacingMark { isFirst = false }
        }
        self.init(upper: upper, lower: lower, firstIsUpper: firstIsUpper)
    }

    private init(upper: Int, lower: Int, firstIsUpper: Bool) {
        switch (upper, lower) {
        case (0, 0): self = .none
        case (0, _): self = .lower
        case (_, 0): self = .upper
        case (1, _) where firstIsUpper: self = .capitalized
        default: self = .mixed
        }
    }

    /// The same answer for ASCII text without Unicode property look-ups; `nil` otherwise.
    private init?(ascii bytes: some Collection<UInt8>) {
        var upper = 0
        var lower = 0
        for byte in bytes {
            switch byte {
            case 0x41...0x5A: upper += 1
            case 0x61...0x7A: lower += 1
            case 0x80...: return nil
            default: break
            }
        }
        let first = bytes.first ?? 0
        self.init(upper: upper, lower: lower, firstIsUpper: (0x41...0x5A).contains(first))
    }
}
