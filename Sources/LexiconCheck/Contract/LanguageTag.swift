/// A normalised language code such as `en_US`.
///
/// Codes are normalised the way Enchant does it: the `.charset` and `@modifier` parts are
/// dropped, `-` becomes `_`, the language is lower-cased and the region upper-cased (a
/// four-letter script is title-cased). So `en`, `en_US`, `en-us` and `en_US.UTF-8` are all
/// accepted, and a checker for `en_US` also serves `en` and, falling back to the bare
/// language, `en_GB`.
///
/// ```swift
/// LanguageTag("en-us.UTF-8")?.identifier   // "en_US"
/// LanguageTag("en_GB")?.language           // "en"
/// ```
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The lower-case language subtag: `en`.
    public let language: String
    /// The remaining subtags, normalised: `["US"]`, `["Latn", "RS"]`, or empty.
    public let subtags: [String]

    /// Parses and normalises a language code; `nil` when it is not one. The language is two or
    /// three letters; each further subtag a script (four letters), a region (two letters or
    /// three digits) or a variant (five to eight letters and digits, as in `en_US-large`).
    public init?(_ code: String) {
        var code = Substring(code.trimmingWhitespace())
        if let cut = code.firstIndex(where: { $0 == "." || $0 == "@" }) {
            code = code[..<cut]
        }
        let parts = code.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }.map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isASCIILetter),
              parts.dropFirst().allSatisfy(Self.isSubtag)
        else { return nil }
        language = first.lowercased()
        subtags = parts.dropFirst().map { part in
            part.count == 4 && part.allSatisfy(\.isLetter)
                ? part.prefix(1).uppercased() + part.dropFirst().lowercased()
                : part.uppercased()
        }
    }

    /// `und`, BCP 47's "undetermined": the language of a dictionary that declares none and is not
    /// named after one.
    public static let undetermined = LanguageTag(language: "und", subtags: [])

    /// The normalised code: `en_US`.
    public var identifier: String {
        ([language] + subtags).joined(separator: "_")
    }

    public var description: String { identifier }

    /// The tag with the language alone: `en` for `en_US`.
    public var bare: LanguageTag {
        LanguageTag(language: language, subtags: [])
    }

    /// Whether a dictionary for `self` serves a request for `requested`: the same tag, or the
    /// same language when the request falls back to its bare language (Enchant's rule).
    public func serves(_ requested: LanguageTag) -> Bool {
        requested == self || requested.language == language
    }

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isSubtag(_ part: String) -> Bool {
        guard part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        switch part.count {
        case 2: return part.allSatisfy(isASCIILetter)
        case 3: return part.allSatisfy(\.isNumber)
        case 4: return part.allSatisfy(isASCIILetter) || part.first?.isNumber == true
        case 5...8: return true
        default: return false
        }
    }

    private init(language: String, subtags: [String]) {
        self.language = language
        self.subtags = subtags
    }
}
