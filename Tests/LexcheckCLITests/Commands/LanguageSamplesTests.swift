import Foundation
import Testing

/// Real sentences in 28 languages, through `scripts/measure/compare-languages --samples`: for each, the
/// misspelled words of `lexcheck check --list` must be exactly those of `hunspell -l` with the
/// same Debian dictionary (the script fails below 100% agreement, printing the differences),
/// with either engine.
@Suite("Language samples")
struct LanguageSamplesTests {
    @Test(arguments: ["hunspell", "swift"])
    func everyLanguageAgreesWithHunspell(engine: String) throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let samples = root.appending(path: "Tests/LexcheckCLITests/Fixtures/languages")
        let count = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".txt") }.count
        #expect(count == 28)
        let result = try Lexcheck().runShell(
            "\"$1\" --samples \"$2\" --lexcheck \"$0\" --engine \"$3\" --runs 1 --min-agreement 100",
            arguments: [root.appending(path: "scripts/measure/compare-languages").path, samples.path, engine])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        // One row per language, none below 100%.
        let rows = result.lines.filter { $0.hasPrefix("| ") && $0.contains("| sample |") }
        #expect(rows.count == count)
        #expect(rows.allSatisfy { $0.contains("| 100.00 |") }, "\(rows)")
    }
}
