import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// What a player is told, in the game's language: every text translated into each language the
/// package speaks, with the same placeholders, and English where it speaks none.
@Suite("Texts in the player's language")
struct LocalisationTests {
    /// The languages the game is promised in.
    static let promised = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"]
    static let reasons: [RejectionReason] = [.empty, .tooShort, .sameAsRoot, .notOriginal, .notPossible, .notReal,
                                             .formOfUsedWord, .blocked]

    static func placeholders(_ text: String) -> [String] {
        text.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
            .compactMap { $0.split(separator: "}", maxSplits: 1).first.map(String.init) }.sorted()
    }

    /// The texts of the source tree's `Localizable.strings` for `language`.
    static func table(_ language: String) throws -> [String: String] {
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Resources/Localization/\(language).lproj/Localizable.strings").standardizedFileURL
        let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), format: nil)
        return try #require(plist as? [String: String])
    }

    @Test func everyTextIsTranslatedIntoEveryLanguageWithItsPlaceholders() throws {
        #expect(Set(Self.promised).isSubset(of: Set(RejectionMessages.languages)), "\(RejectionMessages.languages)")
        let english = RejectionMessages()
        // The English file and the texts in code are the same texts.
        #expect(RejectionMessages(language: "en") == english)
        for language in RejectionMessages.languages where language != "en" {
            let translated = RejectionMessages(language: language)
            let table = try Self.table(language)
            for reason in Self.reasons {
                let source = try #require(english[reason])
                #expect(table["\(reason.rawValue).title"] != nil && table["\(reason.rawValue).message"] != nil,
                        "\(language) lacks \(reason)")
                let text = try #require(translated[reason])
                #expect(text != source, "\(language): \(reason) is not translated")
                #expect(Self.placeholders(text.title) == Self.placeholders(source.title)
                        && Self.placeholders(text.message) == Self.placeholders(source.message),
                        "\(language): \(reason) keeps the placeholders of \(source)")
            }
            // No text the English file does not have.
            let keys = Set(Self.reasons.flatMap { ["\($0.rawValue).title", "\($0.rawValue).message"] })
            #expect(Set(table.keys) == keys, "\(language)")
        }
    }

    @Test func aGameSpeaksItsLanguage() throws {
        let checker = try WordListChecker(words: ["Haus", "Boot"], language: "de_DE")
        let rules = try GameRules(checker: checker)
        let rejection = try #require(rules.judge("Hsua", root: "Hausboot").rejection)
        #expect(rejection.title == "Wort nicht erkannt" && rejection.message == "Du kannst dir keine Wörter ausdenken!")
        #expect(rules.judge("Bo", root: "Hausboot").rejection?.message == "Wörter brauchen mindestens 3 Buchstaben!")
        #expect(rules.judge("Hausboot", root: "Hausboot").rejection?.message == "Finde eigene Wörter in „hausboot“!")
        // A region speaks its language; a language without a translation speaks English.
        #expect(GameSettings(language: "pt_BR").messages[.notReal]?.title == "Palavra não reconhecida")
        #expect(GameSettings(language: "eo").messages == RejectionMessages())
        // Decoded settings speak theirs, and a game still replaces any text.
        let saved = try JSONEncoder().encode(GameSettings(language: "tr"))
        var decoded = try JSONDecoder().decode(GameSettings.self, from: saved)
        #expect(decoded.messages == RejectionMessages(language: "tr"))
        decoded.messages[.notReal] = .init(title: "Bilinmeyen", message: "")
        #expect(decoded.messages[.notReal]?.title == "Bilinmeyen")
    }
}

extension Verdict {
    var rejection: Rejection? {
        if case .rejected(let rejection) = self { return rejection }
        return nil
    }
}
