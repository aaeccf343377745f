/// How a language maps letters between upper and lower case, as Hunspell maps them: letter by
/// letter, with Unicode's simple mappings (`İ` lower-cases to `i`, `ß` stays `ß` in capitals).
///
/// Turkish and Azeri pair dotted and dotless i: `i` ↔ `İ`, `ı` ↔ `I` (Hunspell's `tr_TR`
/// accepts `İYİ` and `İyi` for `iyi`, and `Ilık` for `ılık`). Every other language uses
/// Unicode's mappings, the same in every locale.
///
/// Dutch capitalises the digraph `ij` whole (`IJsland`, `IJs`): its dictionaries write the
/// ligature `ĳ` and read a typed `ij` as it (`ICONV ij ĳ`, `ICONV IJ Ĳ`), so Hunspell's `nl`
/// accepts `IJs` and `IJS` for `ijs` and refuses `Ijs`. ``lookupForm(_:)`` reads a word so.
/// (Lithuanian needs nothing of its own: Hunspell maps its case with Unicode's simple mappings,
/// not the locale's special casing.)
package enum CaseMapping: Sendable, Hashable {
    /// Unicode's simple mappings: `I` ↔ `i`, `İ` → `i`, `ı` → `I`.
    case standard
    /// Turkish and Azeri: `I` ↔ `ı` and `İ` ↔ `i`, the rest as Unicode's.
    case turkic
    /// Dutch: Unicode's, with `ij` read as the one letter `ĳ` (`IJ` as `Ĳ`).
    case dutch

    /// The mapping the language with the ISO 639 code `languageCode` (`tr`, `nl`, `en`) uses.
    package init(languageCode: String) {
        self = ["tr", "az"].contains(languageCode) ? .turkic : languageCode == "nl" ? .dutch : .standard
    }

    /// `text` in lower case.
    package func lowercased(_ text: some StringProtocol) -> String {
        if self == .standard, text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // Most words asked are in lower case already: no scalar to map, no string to build.
        if !text.unicodeScalars.contains(where: \.properties.changesWhenLowercased) { return String(text) }
        return String(String.UnicodeScalarView(text.unicodeScalars.map(lowercased)))
    }

    /// `text` in upper case.
    package func uppercased(_ text: some StringProtocol) -> String {
        if self == .standard, text.utf8.allSatisfy({ $0 < 0x80 }) { return text.uppercased() }
        return String(String.UnicodeScalarView(text.unicodeScalars.map(uppercased)))
    }

    /// `text` with its first letter in upper case and the rest as it is (Dutch `ij` whole:
    /// `IJs`).
    package func capitalized(_ text: some StringProtocol) -> String {
        if self == .dutch, text.hasPrefix("ij") { return "IJ" + text.dropFirst(2) }
        return uppercased(text.prefix(1)) + text.dropFirst()
    }

    /// `word` as the dictionary's language reads it before looking it up: in Dutch, `ij` as `ĳ`
    /// and `IJ` as `Ĳ` (as its dictionaries' `ICONV` tables read it); unchanged otherwise.
    package func lookupForm(_ word: String) -> String {
        guard self == .dutch, word.utf8.contains(0x6A) || word.utf8.contains(0x4A) else { return word }
        return word.replacingOccurrences(of: "ij", with: "\u{133}").replacingOccurrences(of: "IJ", with: "\u{132}")
    }

    /// `entry` (in its ``lookupForm(_:)``) as shown: in Dutch, `ĳ` as `ij`, `Ĳ` as `IJ` (as the
    /// dictionaries' `OCONV` tables write it).
    package func shownForm(_ entry: String) -> String {
        guard self == .dutch, entry.utf8.contains(0xC4) else { return entry }
        return entry.replacingOccurrences(of: "\u{133}", with: "ij").replacingOccurrences(of: "\u{132}", with: "IJ")
    }

    private func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch (self, scalar) {
        case (.turkic, "I"): return "ı"
        case (.turkic, "\u{130}"): return "i"
        default:
            guard scalar.properties.changesWhenLowercased else { return scalar }
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
