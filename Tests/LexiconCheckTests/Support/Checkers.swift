import Foundation
import Testing
@testable import LexiconCheck

/// The bundled dictionaries only, so that tests do not depend on what the machine has installed.
let bundledLocator = DictionaryLocator(environment: [:], includeSystem: false)

#if LEXCHECK_HUNSPELL
/// A checker on the bundled en_US dictionary, with no personal dictionary.
func bundledHunspell() throws -> HunspellChecker {
    try HunspellChecker(language: "en_US", personalDictionary: nil, locator: bundledLocator)
}
#endif

/// The checkers every contract test runs on: the bundled English word list always, the bundled
/// en_US Hunspell dictionary where Hunspell is built.
enum Backend: String, CaseIterable, CustomTestStringConvertible {
    case wordList
    #if LEXCHECK_HUNSPELL
    case hunspell
    #endif

    /// A new checker of this kind, learning into `personalDictionary`.
    func checker(personalDictionary: PersonalDictionary? = nil) throws -> any TextChecker {
        switch self {
        case .wordList:
            try WordListChecker(contentsOf: try #require(WordListChecker.bundledWordListURL), language: "en_US",
                                personalDictionary: personalDictionary)
        #if LEXCHECK_HUNSPELL
        case .hunspell:
            try HunspellChecker(language: "en_US", personalDictionary: personalDictionary, locator: bundledLocator)
        #endif
        }
    }

    var testDescription: String { rawValue }
}

/// A checker on the bundled en_US word list, with no personal dictionary.
func bundledWordList() throws -> WordListChecker {
    let url = try #require(WordListChecker.bundledWordListURL)
    return try WordListChecker(contentsOf: url, language: "en_US", personalDictionary: nil)
}

func fixtureURL(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
}

/// The words a checker reports, looping over the UITextChecker contract the way apps do.
func misspelledWordsByContractLoop(_ checker: some TextChecker, in text: String, language: String = "en_US") -> [String] {
    var words: [String] = []
    var start = 0
    let whole = NSRange(location: 0, length: text.utf16.count)
    while true {
        let found = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: start, wrap: false, language: language)
        guard found.location != NSNotFound else { break }
        words.append((text as NSString).substring(with: found))
        start = found.location + found.length
    }
    return words
}

var isRoot: Bool { ProcessInfo.processInfo.userName == "root" || NSUserName() == "root" }
