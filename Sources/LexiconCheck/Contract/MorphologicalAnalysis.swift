/// One reading of a word, as Hunspell's `analyze` gives it: fields such as `st:palette fl:S`,
/// typed, with the raw string kept.
///
/// ```swift
/// let reading = checker.analysis(of: "palettes").first
/// reading?.stem          // "palette"
/// reading?.raw           // " st:palette fl:S"
/// ```
public struct MorphologicalAnalysis: Sendable, Hashable, CustomStringConvertible {
    /// Hunspell's string, exactly: fields separated by spaces or tabs, most with a leading space.
    public let raw: String
    /// The fields in order.
    public let fields: [Field]

    /// A field: its kind and its value (`st:palette` is `.stem`, `"palette"`).
    public struct Field: Sendable, Hashable {
        /// What the field says (its two-letter tag).
        public var kind: Kind
        /// What follows the tag.
        public var value: String

        /// A field of `kind` with `value`.
        public init(kind: Kind, value: String) {
            self.kind = kind
            self.value = value
        }
    }

    /// The kinds of field Hunspell writes (hunspell(5), "Morphological analysis").
    public enum Kind: Sendable, Hashable {
        /// `st:` the stem.
        case stem
        /// `po:` the part of speech.
        case partOfSpeech
        /// `al:` an allomorph.
        case allomorph
        /// `ph:` a phonetic or other alternative spelling.
        case phonetic
        /// `ds:`, `is:`, `ts:` a derivational, inflectional or terminal suffix.
        case derivationalSuffix, inflectionalSuffix, terminalSuffix
        /// `dp:`, `ip:`, `tp:` a derivational, inflectional or terminal prefix.
        case derivationalPrefix, inflectionalPrefix, terminalPrefix
        /// `sp:` a surface prefix.
        case surfacePrefix
        /// `pa:` a part of a compound word.
        case part
        /// `fl:` the affix flags of the dictionary entry.
        case flags
        /// Any other two-letter code, kept as written.
        case other(String)

        /// The two-letter code Hunspell writes: `st`, `po`...
        public var code: String {
            switch self {
            case .stem: "st"
            case .partOfSpeech: "po"
            case .allomorph: "al"
            case .phonetic: "ph"
            case .derivationalSuffix: "ds"
            case .inflectionalSuffix: "is"
            case .terminalSuffix: "ts"
            case .derivationalPrefix: "dp"
            case .inflectionalPrefix: "ip"
            case .terminalPrefix: "tp"
            case .surfacePrefix: "sp"
            case .part: "pa"
            case .flags: "fl"
            case .other(let code): code
            }
        }

        init(code: Substring) {
            switch code {
            case "st": self = .stem
            case "po": self = .partOfSpeech
            case "al": self = .allomorph
            case "ph": self = .phonetic
            case "ds": self = .derivationalSuffix
            case "is": self = .inflectionalSuffix
            case "ts": self = .terminalSuffix
            case "dp": self = .derivationalPrefix
            case "ip": self = .inflectionalPrefix
            case "tp": self = .terminalPrefix
            case "sp": self = .surfacePrefix
            case "pa": self = .part
            case "fl": self = .flags
            default: self = .other(String(code))
            }
        }
    }

    /// Parses Hunspell's string. A piece without a `xx:` code is kept as an `.other("")` field.
    public init(raw: String) {
        self.raw = raw
        fields = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { piece in
            let colon = piece.firstIndex(of: ":")
            guard let colon, piece.distance(from: piece.startIndex, to: colon) == 2 else {
                return Field(kind: .other(""), value: String(piece))
            }
            return Field(kind: Kind(code: piece[..<colon]), value: String(piece[piece.index(after: colon)...]))
        }
    }

    /// The values of the fields of one kind, in order.
    public func values(_ kind: Kind) -> [String] {
        fields.filter { $0.kind == kind }.map(\.value)
    }

    /// The stem (`st:`), if the reading names one.
    public var stem: String? { values(.stem).first }

    /// The part of speech (`po:`), if the reading names one.
    public var partOfSpeech: String? { values(.partOfSpeech).first }

    public var description: String { raw }
}
