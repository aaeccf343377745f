import ArgumentParser
import Foundation
import LexiconCheck

struct LanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the usable dictionaries: LANGUAGE<TAB>SOURCE<TAB>PATH.",
        discussion: "Sources: environment (DICPATH), user, system, bundled.\nExample: lexcheck languages"
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if format == .csv { throw ValidationError("languages prints text or json.") }
    }

    func run() throws {
        var output = OutputBuffer()
        for info in DictionaryLocator().availableDictionaries {
            let path = info.dictionaryURL.deletingPathExtension().path
            switch format {
            case .json:
                var json = JSONLine()
                json.add("language", info.language)
                json.add("source", info.source.rawValue)
                json.add("affix", info.affixURL.path)
                json.add("dictionary", info.dictionaryURL.path)
                output.line(json.text)
            default:
                output.line("\(info.language)\t\(info.source)\t\(path).{aff,dic}")
            }
        }
        output.flush()
    }
}

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

struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Add a word to the personal dictionary.",
        discussion: "Example: lexcheck learn lexcheck"
    )

    @OptionGroup var options: PersonalDictionaryOption

    func run() throws {
        let dictionary = options.dictionary
        do { try dictionary.learn(options.word) } catch { throw failure(error) }
        print("learned \(options.word) (\(dictionary.url.path))")
    }
}

struct UnlearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlearn",
        abstract: "Remove a word from the personal dictionary.",
        discussion: "Example: lexcheck unlearn lexcheck"
    )

    @OptionGroup var options: PersonalDictionaryOption

    func run() throws {
        let dictionary = options.dictionary
        guard dictionary.hasLearned(options.word) else {
            printError("\(options.word) is not in \(dictionary.url.path)")
            throw Exit.rejected
        }
        do { try dictionary.unlearn(options.word) } catch { throw failure(error) }
        print("unlearned \(options.word) (\(dictionary.url.path))")
    }
}
