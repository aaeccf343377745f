import Foundation
import Testing
import TestSupport

@Suite("lexcheck languages")
struct LanguagesCommandTests {
    let lexcheck = Lexcheck()

    @Test func languagesListsUsableDictionariesWithSource() throws {
        let result = try lexcheck.run("languages")
        #expect(result.status == 0)
        let english = try #require(result.lines.first { $0.hasPrefix("en_US\t") })
        let path = try #require(english.split(separator: "\t").last.map(String.init))
        #expect(path.hasSuffix("en_US.dic") && FileManager.default.fileExists(atPath: path), "a path tools can use")
        #expect(try lexcheck.run("check", "--dictionary", path, stdin: "palettes\n").status == 0)
        let json = try lexcheck.run("languages", "--format", "jsonl")
        #expect(json.lines.allSatisfy { $0.hasPrefix(#"{"language":"#) })
    }

    /// Every path printed is absolute and names a file that is there, whatever the search path
    /// was given as (a relative DICPATH included), in text and in JSON.
    @Test func everyPathPrintedIsOneToolsCanOpen() throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url.appending(path: "dictionaries")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for suffix in [".aff", ".dic"] {
            try FileManager.default.copyItem(atPath: try systemDictionary("en_US") + suffix, toPath: folder.appending(path: "xx_XX" + suffix).path)
        }
        let result = try lexcheck.runShell(#"cd "$1" && DICPATH=dictionaries "$0" languages"#, arguments: [scratch.url.path])
        let rows = result.lines.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.contains { $0[0] == "xx_XX" && $0[1] == "environment" })
        for row in rows {
            #expect(row.count == 3 && row[2].hasPrefix("/") && row[2].hasSuffix(".dic") && FileManager.default.fileExists(atPath: row[2]), "\(row)")
        }
        let json = try lexcheck.runShell(#"cd "$1" && DICPATH=dictionaries "$0" languages --format json"#, arguments: [scratch.url.path])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]])
        #expect(entries.count == rows.count)
        // The copy has the identity of the dictionary it copies, named with the engine asked for.
        let copied = try #require(entries.first { $0["language"] == "xx_XX" })
        let original = try #require(entries.first { $0["dictionary"] == (try? systemDictionary("en_US") + ".dic") })
        #expect(copied["contentHash"]?.count == 16 && copied["contentHash"] == original["contentHash"])
        let swift = try lexcheck.runShell(#"cd "$1" && DICPATH=dictionaries "$0" languages --format jsonl --engine swift"#, arguments: [scratch.url.path])
        #expect(swift.lines.contains { $0.contains(#""language":"xx_XX""#) && $0.contains(#""contentHash":"\#(copied["contentHash"] ?? "")","engine":"swift 1""#) })
        for entry in entries {
            for key in ["affix", "dictionary"] {
                let path = try #require(entry[key])
                #expect(path.hasPrefix("/") && FileManager.default.fileExists(atPath: path), "\(entry)")
            }
        }
    }
}

@Suite("lexcheck --version")
struct VersionTests {
    @Test func theVersionIsTheChangelogsLatestRelease() throws {
        let result = try Lexcheck().run("--version")
        #expect(result.status == 0 && result.stderr.isEmpty && result.lines.count == 1)
        // After a command name too, where scripts often put it.
        #expect(try Lexcheck().run("check", "--version").stdout == result.stdout)
        let changelog = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../CHANGELOG.md").standardizedFileURL, encoding: .utf8)
        let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(latest?.hasPrefix("## [\(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))]") == true)
    }
}
