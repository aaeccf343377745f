import LexiconCheck
import LexiconSupport

/// How an answer's letters are folded to one case before they are compared.
public enum CaseFolding: String, Sendable, Hashable, Codable {
    /// Unicode's default lower-casing, the same in every locale: `I` → `i`, `İ` → `i̇`.
    case standard
    /// Turkish and Azeri: `I` → `ı` and `İ` → `i`, then the default lower-casing.
    case turkic

    /// `text` in lower case under this folding.
    public func fold(_ text: String) -> String {
        switch self {
        case .standard:
            return text.lowercased()
        case .turkic:
            return CaseMapping.turkic.lowercased(text)
        }
    }
}
