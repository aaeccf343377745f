import ArgumentParser
import Foundation
import LexiconCheck

struct UnlearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlearn",
        abstract: "Remove a word from the personal dictionary.",
        discussion: "Example: lexcheck unlearn lexcheck"
    )

    @OptionGroup var options: PersonalDictionaryOption

    func run() throws {
        let dictionary = options.dictionary
        // A file that cannot be read throws its own error here, never a false "not in".
        guard try dictionary.unlearn(options.word) else {
            printError("\(options.word) is not in \(dictionary.url.path)")
            throw Exit.rejected
        }
        try StandardStreams.writeOut("unlearned \(ControlCharacters.visible(options.word)) (\(ControlCharacters.visible(dictionary.url.path)))\n")
    }
}
