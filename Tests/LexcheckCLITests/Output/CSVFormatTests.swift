import Foundation
import Testing
import TestSupport

/// `--format csv` for every command that prints a table: a header row, then a row per record,
/// which Python's csv module reads back as the same records `--format jsonl` prints.
@Suite("CSV")
struct CSVFormatTests {
    let lexcheck = Lexcheck()

    static let tables: [JSONFormatTests.Invocation] = [
        .init(arguments: ["word", "--root", "telepaths", "heat", "settee", "Heat", "=x\"y,z"]),
        .init(arguments: ["batch", "--root", "telepaths"], stdin: "heat\n\nsettee\n=x\"y,z\n"),
        .init(arguments: ["batch"], stdin: "hello\nwrold\n-1\n"),
        .init(arguments: ["roots", "--count", "3"]),
        .init(arguments: ["solve", "--scoring", "letters", "telepaths"]),
        .init(arguments: ["languages"]),
        .init(arguments: ["check"], stdin: "Teh brwon fox\n\n=cmd, \"q\"\n"),
        .init(arguments: ["check", "--guesses"], stdin: "Teh brwon fox\n\nA fine day, thx\n"),
        .init(arguments: ["suggest", "wrold", "hello", "qqqqqqqq"]),
        .init(arguments: ["suggest"], stdin: "wrold\n\nhello\n"),
        .init(arguments: ["stem", "palettes", "walked", "xyzzq"]),
        .init(arguments: ["analyze", "walked", "drinks"]),
    ]

    /// Reads CSV on standard input and JSON Lines from argv[1]; exits 0 when each row holds its
    /// object's values (booleans as true/false, numbers as digits, a field that looks like a
    /// formula with its leading ', a list or object as JSON that reads back as it, a value an
    /// object leaves out as an empty field) and the header names every key of every object.
    static let compare = #"""
    import csv, io, json, sys
    rows = list(csv.DictReader(io.StringIO(sys.stdin.read(), newline="")))
    objects = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
    def cell(value):
        if isinstance(value, bool): return "true" if value else "false"
        text = str(value)
        return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
    if len(rows) != len(objects) or not rows and not objects:
        sys.exit(f"{len(rows)} rows, {len(objects)} objects")
    for row, obj in zip(rows, objects):
        if set(obj) - set(row): sys.exit(f"columns {list(row)} lack {set(obj) - set(row)}")
        for column in row:
            if column in obj and isinstance(obj[column], (list, dict)):
                if json.loads(row[column]) != obj[column]:
                    sys.exit(f"{column}: {row[column]!r} against {obj[column]!r}")
            elif row[column] != (cell(obj[column]) if column in obj else ""):
                sys.exit(f"{column}: {row[column]!r} against {obj.get(column)!r}")
    """#

    @Test(arguments: tables)
    func csvRowsHoldTheJSONLinesRecords(_ invocation: JSONFormatTests.Invocation) throws {
        try requireTools("python3")
        let stdin = invocation.stdin.map { Data($0.utf8) }
        let csv = try lexcheck.run(invocation.arguments + ["--format", "csv"], stdin: stdin)
        let lines = try lexcheck.run(invocation.arguments + ["--format", "jsonl"], stdin: stdin)
        #expect(csv.status == lines.status, "\(csv.stderr)")
        let scratch = try TemporaryDirectory()
        let objects = try scratch.write("objects.jsonl", lines.stdout)
        let compared = try externalTool(["python3", "-c", Self.compare, objects.path], stdin: csv.stdout)
        #expect(compared.status == 0, "\(compared.stderr)\n\(csv.stdout.prefix(500))")
    }

    /// A table with no rows is its header alone.
    @Test func anEmptyTableIsItsHeader() throws {
        let empty = try lexcheck.run("roots", "--format", "csv", "--min-answers", "100000")
        #expect(empty.stdout == "root,answers\n" && empty.status == 1)
        let words = try lexcheck.run("batch", "--format", "csv", stdin: "\n")
        #expect(words.stdout == "word,correct\n" && words.status == 0)
        let findings = try lexcheck.run("check", "--format", "csv", stdin: "A fine day\n")
        #expect(findings.stdout == "file,line,column,word\n" && findings.status == 0)
        let guessed = try lexcheck.run("check", "--guesses", "--format", "csv", stdin: "")
        #expect(guessed.stdout == "file,line,column,word,guesses\n" && guessed.status == 0)
    }

    /// Guesses, stems and analyses are lists: a field holds the list as JSON, on the row's one
    /// line, and a guess holding a comma or a quote reads back whole.
    @Test func aListIsOneFieldHoldingItsJSON() throws {
        let suggest = try lexcheck.run("suggest", "--format", "csv", "wrold")
        let row = try #require(suggest.lines.dropFirst().first)
        #expect(suggest.lines.count == 2 && row.hasPrefix("wrold,false,\"[\"\"world\"\","), "\(suggest.stdout)")
        let scratch = try TemporaryDirectory()
        let list = try scratch.write("odd.txt", "a,b\nx\"y\n")
        let odd = try lexcheck.run("suggest", "--format", "csv", "--wordlist", list.path, "a,c", "x\"z")
        #expect(odd.stdout == #"""
            word,correct,guesses
            "a,c",false,"[""a,b""]"
            "x""z",false,"[""x\""y""]"

            """#, "\(odd.stdout)")
    }
}
