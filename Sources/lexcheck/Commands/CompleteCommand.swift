import ArgumentParser
import Foundation
import LexiconCheck

struct CompleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Print the words that complete a prefix, one per line.",
        discussion: "Example: lexcheck complete --limit 5 lighth"
    )

    @Option(help: "Print at most this many completions.")
    var limit: Int?

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "The beginning of a word.")
    var prefix: String

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    }

    func run() throws {
        let checker = try dictionary.makeChecker()
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: prefix.utf16.count),
                                              in: prefix, language: checker.language) ?? []
        var output = OutputBuffer()
        for completion in completions.prefix(limit ?? .max) { try output.line(completion) }
        try output.flush()
        if completions.isEmpty { throw Exit.rejected }
    }
}
