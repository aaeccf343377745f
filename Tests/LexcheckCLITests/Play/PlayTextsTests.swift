import Foundation
import Testing
import TestSupport
@testable import lexcheck

/// `play`'s screen in the player's language: every text translated into each language the
/// package promises, with the same placeholders, and English where it speaks none.
@Suite("play's texts")
struct PlayTextsTests {
    static let promised = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"]

    /// The texts of the source tree's `Play.strings` for `language`.
    static func table(_ language: String) throws -> [String: String] {
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Resources/Localization/\(language).lproj/Play.strings").standardizedFileURL
        let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), format: nil)
        return try #require(plist as? [String: String])
    }

    static func placeholders(_ text: String) -> [String] {
        text.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
            .compactMap { $0.split(separator: "}", maxSplits: 1).first.map(String.init) }.sorted()
    }

    @Test func everyTextIsTranslatedWithItsPlaceholders() throws {
        // The English file and the texts in code are the same texts, key for key.
        let english = try Self.table("en")
        #expect(english == Dictionary(uniqueKeysWithValues: PlayTexts.english.map { ($0.key.rawValue, $0.value) }))
        #expect(Set(PlayTexts.english.keys) == Set(PlayTexts.Key.allCases))
        for language in Self.promised where language != "en" {
            let table = try Self.table(language)
            #expect(Set(table.keys) == Set(english.keys), "\(language) has exactly the English keys")
            let texts = PlayTexts(language: language)
            for key in PlayTexts.Key.allCases {
                let source = try #require(PlayTexts.english[key])
                let text = texts(key)
                #expect(text == table[key.rawValue], "\(language).\(key) comes from its file")
                #expect(text != source, "\(language).\(key) is not translated")
                #expect(Self.placeholders(text) == Self.placeholders(source), "\(language).\(key) keeps {…} of \(source)")
                // The commands are typed as they are, in every language.
                for command in ["/hint", "/progress", "/new", "/giveup", "/save", "/quit"] where source.contains(command) {
                    #expect(text.contains(command), "\(language).\(key) keeps \(command)")
                }
            }
        }
    }

    @Test func placeholdersAreFilledOnceAndOtherLanguagesSpeakEnglish() {
        let german = PlayTexts(language: "de_DE")
        #expect(german(.hint, ["word": "Mann"]) == "Tipp: Mann")
        // A value holding a placeholder is not filled in again; an unknown one is kept.
        #expect(german(.saved, ["path": "{path}{reason}"]) == "Gespeichert in {path}{reason}.")
        #expect(PlayTexts(language: "en")(.more, ["count": "3", "other": "x"]) == "… and 3 more")
        #expect(PlayTexts(language: "en")(.more) == "… and {count} more")
        #expect(PlayTexts(language: "pt_BR")(.hint, ["word": "casa"]) == "Dica: casa")
        #expect(PlayTexts(language: "eo")(.hint, ["word": "domo"]) == "Hint: domo")
    }
}
