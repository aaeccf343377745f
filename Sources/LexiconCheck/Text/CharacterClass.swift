/// What a character is to the tokenizer.
enum CharacterClass {
    case letter, digit, mark, other

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x41...0x5A, 0x61...0x7A: self = .letter
            case 0x30...0x39: self = .digit
            default: self = .other
            }
            return
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            self = properties.isIdeographic ? .other : .letter
        case .decimalNumber:
            self = .digit
        case .nonspacingMark, .spacingMark, .enclosingMark:
            self = .mark
        default:
            self = .other
        }
    }

    var isWordStart: Bool { self == .letter || self == .digit }
}
