import Foundation
import Testing
import TestSupport

@Suite("lexcheck batch")
struct BatchCommandTests {
    let lexcheck = Lexcheck()

    @Test func batchKeepsOrderPrintsEveryFormatAndSummarises() throws {
        let input = "heat\r\nsat\nheat\n\nzzz\n"
        let text = try lexcheck.run("batch", "--root", "telepaths", stdin: input)
        #expect(text.status == 1)
        #expect(text.lines == [
            "heat: accepted (+2)",
            "sat: accepted (+1)",
            "heat: rejected (notOriginal) Word used already — Be more original",
            "zzz: rejected (notPossible) Word not possible — You can't spell that word from 'telepaths'!",
        ])
        #expect(text.stderr.contains("4 lines: 2 accepted, 2 rejected (notOriginal: 1, notPossible: 1); score 3"), "the blank line is skipped")

        let csv = try lexcheck.run("batch", "--root", "telepaths", "--format", "csv", "-", stdin: "heat,\n\"sat\"\n")
        #expect(csv.lines == [
            "word,accepted,points,reason,title,message,normalized",
            "\"heat,\",false,,notPossible,Word not possible,You can't spell that word from 'telepaths'!,",
            "\"\"\"sat\"\"\",false,,notPossible,Word not possible,You can't spell that word from 'telepaths'!,",
        ])
        let acceptedCSV = try lexcheck.run("batch", "--root", "telepaths", "--format", "csv", stdin: "HEAT\n")
        #expect(acceptedCSV.lines == ["word,accepted,points,reason,title,message,normalized", "HEAT,true,2,,,,heat"])
        let json = try lexcheck.run("batch", "--root", "telepaths", "--format", "jsonl", stdin: "heat\n")
        #expect(json.lines == [#"{"word":"heat","accepted":true,"normalized":"heat","points":2}"#])
        #expect(json.status == 0)

        let accepted = try lexcheck.run("batch", "--root", "telepaths", "--accepted-only", stdin: input)
        #expect(accepted.lines == ["heat: accepted (+2)", "sat: accepted (+1)"])
        let rejected = try lexcheck.run("batch", "--root", "telepaths", "--rejected-only", "--format", "csv", stdin: input)
        #expect(rejected.lines.count == 3 && rejected.lines.dropFirst().allSatisfy { $0.contains(",false,") })
    }

    /// A cell a spreadsheet would take for a formula starts with `'`, in both kinds of CSV.
    @Test func csvCellsCannotBeFormulas() throws {
        let input = "=HYPERLINK(\"http://x\",\"y\")\n+1\n-sat\n@SUM(A1)\nheat\n"
        let judged = try lexcheck.run("batch", "--root", "telepaths", "--format", "csv", stdin: input)
        #expect(judged.lines.dropFirst().map { $0.prefix(while: { $0 != "," && $0 != "(" }) }
                == ["\"'=HYPERLINK", "'+1", "'-sat", "'@SUM", "heat"], "\(judged.lines)")
        let checked = try lexcheck.run("batch", "--format", "csv", stdin: "=1+1\nhello\n")
        #expect(checked.lines == ["word,correct", "'=1+1,false", "hello,true"])
    }

    @Test func batchWithoutRootChecksEachLineExactlyAsWritten() throws {
        let result = try lexcheck.run("batch", stdin: "hello\n  London \nlondon\nHELLO\nwrold\n\n")
        #expect(result.status == 1)
        #expect(result.lines == ["hello: correct", "London: correct", "london: misspelled", "HELLO: correct", "wrold: misspelled"])
        #expect(result.stderr.contains("5 words: 3 correct, 2 misspelled"))
        let csv = try lexcheck.run("batch", "--format", "csv", stdin: "hello\n")
        #expect(csv.lines == ["word,correct", "hello,true"] && csv.status == 0)
    }

    @Test func batchReadsSeveralFilesInOrderAndAgreesWithTheDictionaryEntryByEntry() throws {
        let scratch = try TemporaryDirectory()
        // Every 40th word of the bundled list, as written: the list agrees with itself.
        let words = try String(contentsOfFile: try fixture("start.txt"), encoding: .utf8)
        let first = try scratch.write("a.txt", words).path
        let second = try scratch.write("b.txt", "palettes\nteeth\n").path
        let result = try lexcheck.run("batch", "--root", "telepaths", first, second)
        #expect(result.lines.map { $0.components(separatedBy: ":")[0] } == ["telepaths", "alphabet", "seventeen", "palettes", "teeth"])

        let listPath = try scratch.write("list.txt", "palettes\nteeth\nlighthouse\nTuesday\n").path
        let list = try lexcheck.run("batch", "--wordlist", listPath, listPath)
        #expect(list.status == 0 && list.lines.allSatisfy { $0.hasSuffix(": correct") })
    }

    @Test func batchStreamsALargeInputInOrder() throws {
        let words = ["heat", "sat", "zzz", "palettes", "teeth", "hapes"]
        let count = 60_000
        let input = (0..<count).map { "\(words[$0 % words.count])\($0 % 7 == 0 ? "" : "")" }.joined(separator: "\n") + "\n"
        let result = try lexcheck.run("batch", stdin: input)
        #expect(result.lines.count == count)
        #expect(result.lines.prefix(6) == ["heat: correct", "sat: correct", "zzz: misspelled", "palettes: correct", "teeth: correct", "hapes: misspelled"])
        #expect(result.lines.enumerated().allSatisfy { $0.element.hasPrefix(words[$0.offset % words.count] + ":") })
    }
}

@Suite("lexcheck batch memory")
struct BatchMemoryTests {
    /// 96 lines of a megabyte each: blocks are bounded in bytes too, so memory does not hold
    /// thousands of such lines at once.
    @Test func longLinesKeepMemoryFlat() throws {
        let lexcheck = Lexcheck()
        let scratch = try TemporaryDirectory()
        let line = Data(repeating: UInt8(ascii: "a"), count: (1 << 20) - 16) + Data([0x0A])
        let file = scratch.file("long-lines.txt")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        for _ in 0..<96 { try handle.write(contentsOf: line) }
        try handle.close()
        let run = try lexcheck.peakMemory(["batch", "--wordlist", scratch.write("words.txt", "word\n").path],
                                          input: file, seconds: 120)
        #expect(run.status == 1, "every line misspelled")
        #expect(run.kilobytes > 0 && run.kilobytes < 150_000, "peak \(run.kilobytes) kB")
    }
}

@Suite("lexcheck batch conventions")
struct BatchConventionTests {
    /// Blank lines are skipped with and without --root (with --root they were rejected answers),
    /// and words are shown without the spaces around them.
    @Test func blankLinesAreSkippedAndWordsTrimmedInBothModes() throws {
        let lexcheck = Lexcheck()
        let input = "  heat  \n\n   \nsat\n"
        let game = try lexcheck.run("batch", "--root", "telepaths", stdin: input)
        #expect(game.lines == ["heat: accepted (+2)", "sat: accepted (+1)"] && game.status == 0)
        let words = try lexcheck.run("batch", stdin: input)
        #expect(words.lines == ["heat: correct", "sat: correct"])
    }
}
