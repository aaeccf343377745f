import ArgumentParser
import Foundation
import LexiconCheck

/// The personal dictionary `learn` and `unlearn` change.
struct PersonalDictionaryOption: ParsableArguments {
    @Option(name: .customLong("personal-dictionary"), help: ArgumentHelp("The file of learned words.", valueName: "path"))
    var path: String?

    @Argument(help: "The word.")
    var word: String

    var dictionary: PersonalDictionary {
        path.map { PersonalDictionary.at(URL(filePath: $0)) } ?? .userDefault
    }
}
