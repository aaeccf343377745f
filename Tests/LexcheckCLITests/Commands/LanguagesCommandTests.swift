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
}

@Suite("lexcheck --version")
struct VersionTests {
    @Test func theVersionIsTheChangelogsLatestRelease() throws {
        let result = try Lexcheck().run("--version")
        #expect(result.status == 0)
        let changelog = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../CHANGELOG.md").standardizedFileURL, encoding: .utf8)
        let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(latest?.hasPrefix("## [\(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))]") == true)
    }
}
