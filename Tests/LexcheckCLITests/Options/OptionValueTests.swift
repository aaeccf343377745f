import Foundation
import Testing
import TestSupport

/// Every option that takes one of a set of values (`--format`, `--scoring`, `--guesses`...)
/// names them in kebab-case and reads them without regard to case, `-` or `_`.
@Suite("Option values")
struct OptionValueTests {
    let lexcheck = Lexcheck()

    /// Arguments that run each command quickly and successfully (the game commands on a small
    /// word list: the bundled one takes seconds to index in a debug build), and its standard
    /// input. A command with an enum option must be here: the test below fails for one that is
    /// not.
    static func runs(wordlist: String, roots: String) -> [String: (arguments: [String], stdin: String)] {
        [
            "word": (["word", "--root", "telepaths", "heat"], ""),
            "batch": (["batch", "--root", "telepaths"], "heat\n"),
            "check": (["check"], "A fine day\n"),
            "solve": (["solve", "--wordlist", wordlist, "telepaths"], ""),
            // No start-word list: `--difficulty` chooses among lexcheck's own.
            "roots": (["roots", "--count", "1", "--wordlist", wordlist], ""),
            "suggest": (["suggest", "palettes"], ""),
            "complete": (["complete", "lighth"], ""),
            "languages": (["languages"], ""),
            "play": (["play", "--root", "telepaths", "--wordlist", wordlist], "/quit\n"),
            "stem": (["stem", "palettes"], ""),
            "analyze": (["analyze", "walked"], ""),
            "pipe": (["pipe", "-d", "en_US"], "^A fine day\n"),
            "lsp": (["lsp"], LanguageServerClientTests.initialize + LanguageServerClientTests.shutdownAndExit),
            "serve": (["serve", "--test-config"], ""),
        ]
    }

    /// The options with a fixed set of values, from the command's own description of itself
    /// (`--experimental-dump-help`, what the manual page and completions are made from).
    func enumOptions() throws -> [(command: String, option: String, values: [String])] {
        let dump = try lexcheck.run("--experimental-dump-help")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let subcommands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        var options: [(String, String, [String])] = []
        for subcommand in subcommands {
            let name = try #require(subcommand["commandName"] as? String)
            for argument in subcommand["arguments"] as? [[String: Any]] ?? [] {
                guard let values = argument["allValues"] as? [String], argument["kind"] as? String == "option",
                      let long = (argument["names"] as? [[String: Any]])?.first(where: { $0["kind"] as? String == "long" })?["name"] as? String
                else { continue }
                options.append((name, "--" + long, values))
            }
        }
        return options
    }

    @Test func everyEnumOptionIsKebabCaseAndReadRegardlessOfCase() throws {
        let options = try enumOptions()
        #expect(Set(options.map(\.option)) == ["--format", "--scoring", "--guesses", "--engine", "--log-level", "--difficulty"], "\(options.map(\.option))")
        let scratch = try TemporaryDirectory()
        let runs = Self.runs(wordlist: try scratch.write("words.txt", "heat\nsat\ntea\npalettes\ntelepaths\n").path,
                             roots: try scratch.write("roots.txt", "telepaths\n").path)
        for (command, option, values) in options {
            let run = try #require(runs[command], "\(command) has \(option): add a quick run of it to this test")
            for value in values {
                #expect(value.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(command) \(option) \(value)")
                // SPELLING_BEE for spelling-bee, JSONL for jsonl.
                let shouted = value.uppercased().replacingOccurrences(of: "-", with: "_")
                let result = try lexcheck.run(run.arguments + [option, shouted], stdin: Data(run.stdin.utf8))
                #expect(result.status == 0, "\(command) \(option) \(shouted): \(result.stderr)")
            }
        }
    }

    @Test func camelCaseAndMixedCaseNamesAreTheSameValue() throws {
        let bee = try lexcheck.run("word", "--root", "telepaths", "--scoring", "spellingBee", "palettes")
        let kebab = try lexcheck.run("word", "--root", "telepaths", "--scoring", "spelling-bee", "palettes")
        #expect(bee.stdout == kebab.stdout && bee.status == 0)
        let json = try lexcheck.run("batch", "--format", "Json", stdin: "hello\n")
        #expect(json.stdout == "[\n{\"word\":\"hello\",\"correct\":true}\n]\n")
        let ranked = try lexcheck.run("suggest", "--guesses", "Ranked", "recieve")
        #expect(ranked.stdout.hasPrefix("recieve: receive"))
        // The API's name (`.rankedList`), which `ranked` is short for.
        for name in ["ranked-list", "rankedList"] {
            #expect(try lexcheck.run("suggest", "--guesses", name, "recieve").stdout == ranked.stdout)
        }
        let unknown = try lexcheck.run("suggest", "--guesses", "list", "recieve")
        #expect(unknown.status == 64 && unknown.stderr.contains("'merged', 'ranked-list' or 'hunspell'"))
        let wrong = try lexcheck.run("batch", "--format", "yaml", stdin: "hello\n")
        #expect(wrong.status == 64 && wrong.stderr.contains("'text', 'json', 'jsonl' or 'csv'"))
    }
}
