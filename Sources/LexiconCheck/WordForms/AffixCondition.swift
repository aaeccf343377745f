/// The condition of an affix entry (its fifth field): what the start of a word (for a prefix)
/// or its end (for a suffix) must be for the entry to apply, one element per character. `.`
/// is any character, `[abc]` one of a, b, c, `[^abc]` any other, anything else itself.
struct AffixCondition: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case any
        case character(Unicode.Scalar)
        case oneOf([Unicode.Scalar])
        case noneOf([Unicode.Scalar])

        func matches(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .any: true
            case .character(let character): character == scalar
            case .oneOf(let set): set.contains(scalar)
            case .noneOf(let set): !set.contains(scalar)
            }
        }
    }

    let elements: [Element]

    /// The condition that always holds (`.`, or no condition written).
    static let always = AffixCondition(elements: [])

    init(elements: [Element]) {
        self.elements = elements
    }

    /// Reads a condition. A group left open runs to the end, as Hunspell reads it.
    init(_ text: [Unicode.Scalar]) {
        if text == ["."] {
            self = .always
            return
        }
        var elements: [Element] = []
        var index = 0
        while index < text.count {
            let scalar = text[index]
            index += 1
            switch scalar {
            case "[":
                var negated = false
                if index < text.count, text[index] == "^" {
                    negated = true
                    index += 1
                }
                var members: [Unicode.Scalar] = []
                while index < text.count, text[index] != "]" {
                    members.append(text[index])
                    index += 1
                }
                index += 1   // the "]"
                elements.append(negated ? .noneOf(members) : .oneOf(members))
            case ".":
                elements.append(.any)
            default:
                elements.append(.character(scalar))
            }
        }
        self.elements = elements
    }

    /// The number of characters the condition looks at.
    var count: Int { elements.count }

    /// Whether `word` starts with characters the condition accepts.
    func matchesStart(of word: [Unicode.Scalar]) -> Bool {
        guard word.count >= elements.count else { return false }
        for (offset, element) in elements.enumerated() where !element.matches(word[offset]) {
            return false
        }
        return true
    }

    /// Whether `word` ends with characters the condition accepts.
    func matchesEnd(of word: [Unicode.Scalar]) -> Bool {
        guard word.count >= elements.count else { return false }
        let start = word.count - elements.count
        for (offset, element) in elements.enumerated() where !element.matches(word[start + offset]) {
            return false
        }
        return true
    }
}
