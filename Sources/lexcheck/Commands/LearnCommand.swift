import ArgumentParser
import Foundation
import LexiconCheck

struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Add a word to the personal dictionary.",
        discussion: "Example: lexcheck learn lexcheck"
    )

    @OptionGroup var options: PersonalDictionaryOption

    func run() throws {
        let dictionary = options.dictionary
        try dictionary.learn(options.word)
        try StandardStreams.writeOut("learned \(ControlCharacters.visible(options.word)) (\(ControlCharacters.visible(dictionary.url.path)))\n")
    }
}
