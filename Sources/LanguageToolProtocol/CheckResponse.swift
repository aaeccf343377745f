/// `/v2/check`'s answer, in LanguageTool's shape (what its clients read): the software, the
/// language, and a match per misspelled word.
package struct CheckResponse: Encodable, Sendable {
    package var software: Software
    package var warnings = Warnings()
    package var language: Language
    package var matches: [Match]

    package struct Software: Encodable, Sendable {
        package var name = "lexcheck"
        package var version: String
        package var buildDate = ""
        package var apiVersion = 1
        package var status = ""
        package var premium = false
    }

    package struct Warnings: Encodable, Sendable {
        package var incompleteResults = false
    }

    package struct Language: Encodable, Sendable {
        package var name: String
        package var code: String
        package var detectedLanguage: DetectedLanguage
    }

    package struct DetectedLanguage: Encodable, Sendable {
        package var name: String
        package var code: String
        package var confidence: Double
    }

    /// A misspelled word: where it is (UTF-16 units from the start of the text, as LanguageTool
    /// counts), the guesses, the text around it.
    package struct Match: Encodable, Sendable, Equatable {
        package var message: String
        package var shortMessage = "Spelling mistake"
        package var replacements: [Replacement]
        package var offset: Int
        package var length: Int
        package var context: Context
        package var sentence: String
        package var type = MatchType()
        package var rule: Rule
        package var ignoreForIncompleteSentence = false
        package var contextForSureMatch = 0
    }

    package struct Replacement: Encodable, Sendable, Equatable {
        package var value: String
    }

    package struct Context: Encodable, Sendable, Equatable {
        package var text: String
        package var offset: Int
        package var length: Int
    }

    package struct MatchType: Encodable, Sendable, Equatable {
        package var typeName = "UnknownWord"
    }

    package struct Rule: Encodable, Sendable, Equatable {
        package var id: String
        package var description = "Possible spelling mistake"
        package var issueType = "misspelling"
        package var category = Category()
    }

    package struct Category: Encodable, Sendable, Equatable {
        package var id = "TYPOS"
        package var name = "Possible Typo"
    }
}

/// One entry of `/v2/languages`.
package struct LanguageEntry: Encodable, Sendable, Equatable {
    package var name: String
    package var code: String
    package var longCode: String
}
