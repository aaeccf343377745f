import Foundation
import Testing
@testable import LexiconCheck

@Suite("Languages")
struct LanguageTagTests {
    @Test func languageCodesAreNormalisedLikeEnchant() {
        #expect(LanguageTag("en")?.identifier == "en")
        #expect(LanguageTag("en_US")?.identifier == "en_US")
        #expect(LanguageTag("en-us")?.identifier == "en_US")
        #expect(LanguageTag("EN-US")?.identifier == "en_US")
        #expect(LanguageTag("en_US.UTF-8")?.identifier == "en_US")
        #expect(LanguageTag("de_DE@euro")?.identifier == "de_DE")
        #expect(LanguageTag("sr-latn-rs")?.identifier == "sr_Latn_RS")
        #expect(LanguageTag("en_US-large")?.identifier == "en_US_LARGE")
        #expect(LanguageTag("es-419")?.identifier == "es_419")
        for bad in ["", "e", "english language", "en__US", "12", "en_U", "my-words-2", "../etc"] {
            #expect(LanguageTag(bad) == nil, "\(bad)")
        }
    }

    @Test(arguments: Backend.allCases)
    func aCheckerServesItsLanguageAndFallsBackToTheBareLanguage(_ backend: Backend) throws {
        let checker = try backend.checker()
        for code in ["en", "en_US", "en-US", "en_US.UTF-8", "en-GB", "EN"] {
            #expect(checker.supportsLanguage(code), "\(code)")
            #expect(checker.isCorrect("lighthouse", language: code), "\(code)")
        }
        #expect(checker.availableLanguages == ["en_US"])
    }

    @Test(arguments: Backend.allCases)
    func anUnservedLanguageFailsClosedNeverPassingEveryWord(_ backend: Backend) throws {
        do {
            let checker = try backend.checker()
            #expect(!checker.supportsLanguage("fr"))
            #expect(!checker.supportsLanguage("not a language"))
            #expect(!checker.isCorrect("fine", language: "fr"))
            let text = "fine fine"
            #expect(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 9), startingAt: 0, wrap: false, language: "fr")
                    == NSRange(location: 0, length: 4), "every word is misspelled in a language the checker cannot check")
            #expect(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 9), startingAt: 0, wrap: false, language: "")
                    == NSRange(location: 0, length: 4))
            #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: "fr") == nil)
            #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: text, language: "fr") == nil)
        }
    }

}
