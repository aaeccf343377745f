import Foundation
import Testing
import TestSupport

/// Hunspell 1.7.1's own test suite through the command line, run as its `tests/test.sh` runs the
/// hunspell tool: `check --list` prints nothing for a `.good` file (as `hunspell -l`), and
/// `check --list-correct` nothing for a `.wrong` file (as `hunspell -G`); the other way round,
/// each prints exactly what the tool prints. With both engines: libhunspell and the Swift one.
@Suite("Hunspell's test suite, through the CLI")
struct HunspellSuiteCLITests {
    static let tests = (try? HunspellTool.suiteTests()) ?? []

    @Test(arguments: tests, ["hunspell", "swift"])
    func passes(_ name: String, engine: String) throws {
        let directory = HunspellTool.suiteDirectory
        let affix = directory.appending(path: "\(name).aff").path
        let dictionary = directory.appending(path: name).path
        for suffix in ["good", "wrong"] {
            let file = directory.appending(path: "\(name).\(suffix)")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let input = try Data(contentsOf: file)
            let listed = try Lexcheck().run(["check", "--list", "--engine", engine, "--dictionary", affix], stdin: input)
            let correct = try Lexcheck().run(["check", "--list-correct", "--engine", engine, "--dictionary", affix], stdin: input)
            if name.hasPrefix("1748408-") {
                // A .dic without a word count: refused, naming the file and line (the .good is empty).
                #expect(listed.status == 65 && listed.stderr.contains("\(name).dic:1:"), "\(listed.stderr)")
                #expect(input.isEmpty)
                continue
            }
            let text = String(decoding: input, as: UTF8.self)
            let misspelled = try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", dictionary], text: text)
            let accepted = try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", dictionary], text: text)
            #expect((suffix == "good" ? misspelled : accepted).isEmpty, "the tool itself passes \(name).\(suffix)")
            #expect(listed.lines == misspelled, "\(name).\(suffix), \(engine): \(listed.stderr)")
            #expect(correct.lines == accepted, "\(name).\(suffix), \(engine): \(correct.stderr)")
            #expect(listed.status == (misspelled.isEmpty ? 0 : 1))
        }
    }
}
