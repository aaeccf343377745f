import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Dictionary discovery")
struct DictionaryLocatorTests {
    @Test func bundledDictionariesAreFoundWithNoSystemDictionary() throws {
        #expect(bundledLocator.searchPath.map(\.source) == [.bundled])
        #expect(bundledLocator.availableLanguages == ["en_US"])
        let info = try bundledLocator.dictionary(for: "en")
        #expect(info.language == "en_US" && info.source == .bundled)
        #expect(info.affixURL.lastPathComponent == "en_US.aff" && info.dictionaryURL.lastPathComponent == "en_US.dic")
        #expect(try bundledLocator.dictionary(for: "en-GB").language == "en_US", "en_GB falls back to en")
        #expect(throws: LexiconError.languageNotFound("fr", searched: bundledLocator.searchPath.map(\.directory.path))) {
            try bundledLocator.dictionary(for: "fr")
        }
        #expect(throws: LexiconError.invalidLanguage("??")) { try bundledLocator.dictionary(for: "??") }
        #if LEXCHECK_HUNSPELL
        #expect(throws: LexiconError.self) { try HunspellChecker(language: "xx", personalDictionary: nil, locator: bundledLocator) }
        #endif
    }

    @Test func searchPathOrderAndEnvironment() throws {
        let locator = DictionaryLocator(environment: ["DICPATH": "/a:/b", "HOME": "/home/u", "XDG_DATA_HOME": "/xdg",
                                                      "XDG_DATA_DIRS": "/d1:/d2"], includeBundled: false)
        let paths = locator.searchPath.map { $0.directory.path.hasSuffix("/") ? String($0.directory.path.dropLast()) : $0.directory.path }
        #expect(Array(paths.prefix(7)) == ["/a", "/b", "/xdg/hunspell", "/d1/hunspell", "/d1/myspell", "/d2/hunspell", "/d2/myspell"])
        for expected in ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts", "/usr/local/share/hunspell",
                         "/home/u/Library/Spelling", "/Library/Spelling"] {
            #expect(paths.contains(expected), "\(expected)")
        }
        #expect(locator.searchPath.first?.source == .environment)
    }

    @Test func earlierFoldersWinAndOnlyUsableDictionariesAreListed() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        _ = try first.write("en_US.aff", "SET UTF-8\n")
        _ = try first.write("en_US.dic", "1\nfirstonly\n")
        _ = try second.write("en_US.aff", "SET UTF-8\n")
        _ = try second.write("en_US.dic", "1\nsecondonly\n")
        _ = try second.write("de_DE.aff", "SET UTF-8\n")             // no .dic beside it
        _ = try second.write("hi_IN.aff", "SET ISCII-DEVANAGARI\n")  // an encoding lexcheck cannot convert
        _ = try second.write("hi_IN.dic", "1\nabc\n")
        _ = try second.write("en_GB.aff", "SET UTF-8\n")
        _ = try second.write("en_GB.dic", "1\ncolour\n")
        _ = try second.write("hyph_en_US.dic", "UTF-8\n")           // a hyphenation file, not a dictionary
        let locator = DictionaryLocator(environment: ["DICPATH": "\(first.url.path):\(second.url.path)"], includeSystem: false)
        // File names only: hi_IN is listed, and fails when it is opened.
        #expect(locator.availableLanguages == ["en_US", "en_GB", "hi_IN"], "the bundled en_US comes after the DICPATH one")
        #expect(locator.availableDictionaries.first?.dictionaryURL.path == first.file("en_US.dic").path)
        #if LEXCHECK_HUNSPELL
        let checker = try HunspellChecker(language: "en", personalDictionary: nil, locator: locator)
        #expect(checker.isCorrect("firstonly") && !checker.isCorrect("secondonly"))
        let british = try HunspellChecker(language: "en-GB", personalDictionary: nil, locator: locator)
        #expect(british.isCorrect("colour") && british.language == "en_GB")
        #expect(throws: LexiconError.self) { try HunspellChecker(language: "de", personalDictionary: nil, locator: locator) }
        #expect(throws: LexiconError.self) { try HunspellChecker(language: "hi", personalDictionary: nil, locator: locator) }
        #endif
    }
}
