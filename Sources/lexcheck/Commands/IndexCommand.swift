import ArgumentParser
import Foundation
import LexiconCheck

struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Write a word list's guess and completion index beside it (LIST.wordindex).",
        discussion: """
            A checker loading the list reads the index in one go at its first guess or completion \
            instead of building it: ship the file beside a list you bundle, and write it again \
            after editing the list or its .levels file (an index of other contents is ignored).
            Example: lexcheck index words.txt
            """
    )

    @Option(help: "The list's language: en, de, fr... (English lists also index how words sound).")
    var language = "en"

    @Argument(help: "The word list files: one word per line, with a LIST.levels file beside each if it has one.")
    var lists: [String]

    func run() throws {
        var output = OutputBuffer()
        for list in lists {
            let written = try WordListChecker.writeIndex(forWordListAt: URL(filePath: list), language: language)
            try output.line("wrote \(written.path)")
        }
        try output.flush()
    }
}
