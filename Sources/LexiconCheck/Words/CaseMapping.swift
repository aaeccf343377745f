/// How a language maps letters between upper and lower case, as Hunspell maps them: letter by
/// letter, with Unicode's simple mappings (`İ` lower-cases to `i`, `ß` stays `ß` in capitals).
///
/// Turkish and Azeri pair dotted and dotless i: `i` ↔ `İ`, `ı` ↔ `I` (Hunspell's `tr_TR`
/// accepts `İYİ` and `İyi` for `iyi`, and `Ilık` for `ılık`). Every other language uses
/// Unicode's mappings, the same in every locale.
package enum CaseMapping: Sendable, Hashable {
    /// Unicode's simple mappings: `I` ↔ `i`, `İ` → `i`, `ı` → `I`.
    case standard
    /// Turkish and Azeri: `I` ↔ `ı` and `İ` ↔ `i`, the rest as Unicode's.
    case turkic

    /// The mapping `language` uses.
    package init(language: LanguageTag) {
        self = ["tr", "az"].contains(language.language) ? .turkic : .standard
    }

    /// `text` in lower case.
    package func lowercased(_ text: some StringProtocol) -> String {
        if self == .standard, text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return String(String.UnicodeScalarView(text.unicodeScalars.map(lowercased)))
    }

    /// `text` in upper case.
    package func uppercased(_ text: some StringProtocol) -> String {
        if self == .standard, text.utf8.allSatisfy({ $0 < 0x80 }) { return text.uppercased() }
        return String(String.UnicodeScalarView(text.unicodeScalars.map(uppercased)))
    }

    /// `text` with its first letter in upper case and the rest as it is.
    package func capitalized(_ text: some StringProtocol) -> String {
        uppercased(text.prefix(1)) + text.dropFirst()
    }

    private func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch (self, scalar) {
        case (.turkic, "I"): return "ı"
        case (.turkic, "\u{130}"): return "i"
        default:
            // Every other full mapping is one scalar, the simple mapping.
            return scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
        }
    }

    private func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if self == .turkic {
            if scalar == "i" { return "\u{130}" }
            if scalar == "ı" { return "I" }
        }
        // A full mapping of several scalars (ß → SS, ŉ → ʼN) has no simple one: the letter stays.
        let mapped = scalar.properties.uppercaseMapping.unicodeScalars
        guard mapped.count == 1, let single = mapped.first else { return scalar }
        return single
    }
}
