import Foundation
import Testing
import TestSupport

/// `--format json` is one JSON document and `--format jsonl` is JSON Lines, for every command
/// that prints JSON, as jq and Python read them.
@Suite("JSON and JSON Lines")
struct JSONFormatTests {
    let lexcheck = Lexcheck()

    /// A command that prints both, and its standard input.
    struct Invocation: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stdin: String? = nil
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let streams: [Invocation] = [
        Invocation(arguments: ["word", "--root", "telepaths", "heat", "settee", "Heat"]),
        Invocation(arguments: ["batch", "--root", "telepaths"], stdin: "heat\n\nsettee\nx\"y\n"),
        Invocation(arguments: ["batch"], stdin: "hello\nwrold\n"),
        Invocation(arguments: ["check", "--guesses"], stdin: "Teh brwon fox\n\nA fine day\n"),
        Invocation(arguments: ["languages"]),
        Invocation(arguments: ["roots", "--count", "3"]),
        Invocation(arguments: ["stem", "palettes", "walked"]),
        Invocation(arguments: ["analyze", "walked", "drinks"]),
        Invocation(arguments: ["suggest", "wrold", "hello"]),
        Invocation(arguments: ["suggest"], stdin: "wrold\n\nhello\n"),
    ]

    /// json is one document (an array), which jq and `python3 -m json.tool` read; jsonl is one
    /// object per line, which `jq -c .` and `python3 -m json.tool --json-lines` read line by
    /// line; and the array holds exactly the lines' objects, in order.
    @Test(arguments: streams)
    func jsonIsOneDocumentAndJSONLinesOneObjectPerLine(_ invocation: Invocation) throws {
        try requireTools("jq", "python3")
        let document = try lexcheck.run(invocation.arguments + ["--format", "json"], stdin: invocation.stdin.map { Data($0.utf8) })
        let lines = try lexcheck.run(invocation.arguments + ["--format", "jsonl"], stdin: invocation.stdin.map { Data($0.utf8) })
        #expect(document.status == lines.status)
        #expect(!lines.lines.isEmpty)

        #expect(try externalTool(["jq", "-e", "type == \"array\""], stdin: document.stdout).status == 0, "\(document.stdout)")
        #expect(try externalTool(["python3", "-m", "json.tool"], stdin: document.stdout).status == 0)

        for line in lines.lines {
            let parsed = try externalTool(["jq", "-c", "."], stdin: line + "\n")
            #expect(parsed.status == 0 && parsed.lines.count == 1 && parsed.stdout.hasPrefix("{"), "\(line)")
        }
        #expect(try externalTool(["python3", "-m", "json.tool", "--json-lines"], stdin: lines.stdout).status == 0)
        let objects = try externalTool(["jq", "-c", "-s", "."], stdin: lines.stdout)
        let array = try externalTool(["jq", "-c", "."], stdin: document.stdout)
        #expect(objects.status == 0 && objects.stdout == array.stdout)
    }

    @Test func theDocumentsHaveTheirExactStructure() throws {
        try requireTools("jq", "python3")
        let word = try lexcheck.run("word", "--root", "telepaths", "--format", "json", "heat", "settee")
        #expect(word.stdout == """
            [
            {"word":"heat","accepted":true,"normalized":"heat","points":2},
            {"word":"settee","accepted":false,"reason":"notPossible","title":"Word not possible","message":"You can't spell that word from 'telepaths'!"}
            ]

            """)
        #expect(word.status == 1)

        let batch = try lexcheck.run("batch", "--format", "json", stdin: "hello\nwrold\n")
        #expect(batch.stdout == "[\n{\"word\":\"hello\",\"correct\":true},\n{\"word\":\"wrold\",\"correct\":false}\n]\n")
        let nothing = try lexcheck.run("batch", "--format", "json", stdin: "\n")
        #expect(nothing.stdout == "[]\n" && nothing.status == 0)
        #expect(try lexcheck.run("batch", "--format", "jsonl", stdin: "\n").stdout.isEmpty)

        let check = try lexcheck.run("check", "--format", "json", stdin: "Teh fox\n")
        let fields = try externalTool(["jq", "-c", ".[] | [.file, .line, .column, .word]"], stdin: check.stdout)
        #expect(fields.lines == [#"["<stdin>",1,1,"Teh"]"#])

        let stems = try lexcheck.run("stem", "--format", "json", "palettes")
        #expect(stems.stdout == "[\n{\"word\":\"palettes\",\"stems\":[\"palette\"]}\n]\n")
    }

    /// solve's document is one object; its JSON Lines are the answers, with their points adding
    /// up to the document's maximum score.
    @Test func solveHasADocumentAndALineAnAnswer() throws {
        try requireTools("jq", "python3")
        let document = try lexcheck.run("solve", "--format", "json", "--scoring", "letters", "telepaths")
        #expect(try externalTool(["jq", "-e", "type == \"object\" and .root == \"telepaths\""], stdin: document.stdout).status == 0)
        let lines = try lexcheck.run("solve", "--format", "jsonl", "--scoring", "letters", "telepaths")
        #expect(lines.lines.prefix(2) == [#"{"word":"athletes","length":8,"points":8}"#, #"{"word":"palettes","length":8,"points":8}"#])
        #expect(try externalTool(["python3", "-m", "json.tool", "--json-lines"], stdin: lines.stdout).status == 0)
        let total = try externalTool(["jq", "-s", "map(.points) | add"], stdin: lines.stdout)
        let maximum = try externalTool(["jq", ".maximumScore"], stdin: document.stdout)
        #expect(total.stdout == maximum.stdout && !total.stdout.isEmpty)
        let answers = try externalTool(["jq", "-r", ".answers[]"], stdin: document.stdout)
        let words = try externalTool(["jq", "-r", ".word"], stdin: lines.stdout)
        #expect(answers.stdout == words.stdout)
    }

    /// The document is written as it goes, not held in memory, and stays whole when a later file
    /// cannot be read.
    @Test func largeStreamsAndFailuresStillGiveOneDocument() throws {
        try requireTools("jq", "python3")
        let count = 30_000
        let input = (0..<count).map { $0 % 3 == 0 ? "heat" : "zzz\($0)" }.joined(separator: "\n") + "\n"
        let large = try lexcheck.run(["batch", "--root", "telepaths", "--format", "json"], stdin: Data(input.utf8))
        let length = try externalTool(["jq", "length"], stdin: large.stdout)
        #expect(length.stdout == "\(count)\n")

        let scratch = try TemporaryDirectory()
        let good = try scratch.write("good.txt", "brwon\n").path
        let missing = scratch.file("missing.txt").path
        let partial = try lexcheck.run("check", "--format", "json", good, missing)
        #expect(partial.status == 66)
        #expect(try externalTool(["jq", "-c", "map(.word)"], stdin: partial.stdout).stdout == "[\"brwon\"]\n")
    }

    /// suggest's objects say what its text says: the word, whether it is correct, its guesses.
    @Test func suggestsObjectsHoldItsTextsGuesses() throws {
        let text = try lexcheck.run("suggest", "wrold", "hello", "zzxqj")
        let json = try lexcheck.run("suggest", "--format", "jsonl", "wrold", "hello", "zzxqj")
        #expect(text.status == 1 && json.status == 1)
        let objects = try json.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let rebuilt = objects.map { object -> String in
            let guesses = object["guesses"] as? [String] ?? []
            let answer = object["correct"] as? Bool == true ? "correct" : guesses.isEmpty ? "(no guesses)" : guesses.joined(separator: ", ")
            return "\(object["word"] as? String ?? "?"): \(answer)"
        }
        #expect(rebuilt == text.lines && text.lines.count == 3)
        #expect(objects.map { Array($0.keys).sorted() } == Array(repeating: ["correct", "guesses", "word"], count: 3))
    }

    /// Every command escapes a word the same way in JSON, and JSON readers get the word back:
    /// quotes, backslashes, control characters, DEL and C1 controls.
    @Test func everyCommandEscapesWordsAlike() throws {
        let words = ["x\"y\\z", "a\u{1}b\u{1F}c", "d\u{7F}e\u{85}f\u{9F}"]
        let runs = [
            try lexcheck.run(["batch", "--format", "jsonl"], stdin: Data(words.map { $0 + "\n" }.joined().utf8)),
            try lexcheck.run(["suggest", "--format", "jsonl"] + words),
            try lexcheck.run(["stem", "--format", "jsonl"] + words),
            try lexcheck.run(["analyze", "--format", "jsonl"] + words),
            try lexcheck.run(["word", "--root", "telepaths", "--format", "jsonl"] + words),
        ]
        var escapedForms: [[String]] = []
        for run in runs {
            #expect(run.lines.count == words.count, "\(run.stdout) \(run.stderr)")
            let decoded = try run.lines.map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["word"] as? String
            }
            #expect(decoded == words)
            escapedForms.append(run.lines.compactMap { line in
                line.firstRange(of: "\"word\":").map { String(line[$0.upperBound...].prefix { $0 != "," && $0 != "}" }) }
            })
        }
        #expect(Set(escapedForms).count == 1, "\(escapedForms)")
        #expect(escapedForms.first?.first == #""x\"y\\z""#)
    }

    @Test func listingsPrintPlainWordsOnly() throws {
        for format in ["json", "jsonl"] {
            let refused = try lexcheck.run("check", "--list", "--format", format, stdin: "brwon\n")
            #expect(refused.status == 64 && refused.stderr.contains("leave out --format \(format)"))
        }
    }
}
