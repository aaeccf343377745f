#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport

/// Every Swift example of the documentation (README.md, the DocC catalogs, the `///` comments)
/// runs, and its comments' values are what the code gives: scripts/check/doc-examples.py turns the
/// examples into the `lexcheck-doc-examples` program, built with the package.
@Suite("Documentation examples")
struct DocExamplesTests {
    static let sourceRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyExampleRunsAndGivesWhatItsCommentsSay() throws {
        let scratch = try TemporaryDirectory()
        // Nothing of the user's is read or written: a home, a personal dictionary and a
        // temporary folder of the test's own.
        let environment = ["HOME": scratch.url.path, "TMPDIR": scratch.url.path,
                           "LEXCHECK_PERSONAL_DICTIONARY": scratch.file("personal.txt").path,
                           "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        let run = try runProcess(Lexcheck.executable.deletingLastPathComponent().appending(path: "lexcheck-doc-examples"), [],
                                 environment: environment, stdin: nil)
        let text = run.stdout
        #expect(run.status == 0, "\(text)")
        let summary = try #require(text.split(separator: "\n").last)
        let checks = try #require(Int(summary.prefix { $0.isNumber }))
        #expect(summary == "\(checks) checks, 0 failures" && checks >= 45, "\(text)")
    }

    @Test func theProgramIsMadeFromTheDocumentationAsItIsNow() throws {
        let run = try externalTool(["python3", Self.sourceRoot.appending(path: "scripts/check/doc-examples.py").path, "--check"])
        #expect(run.status == 0, "\(run.stderr)")
    }
}
#endif
