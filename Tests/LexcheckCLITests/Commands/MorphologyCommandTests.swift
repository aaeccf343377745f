import Foundation
import Testing
import TestSupport

/// `lexcheck stem` and `lexcheck analyze` print what `hunspell -s` and `hunspell -m` print.
@Suite("lexcheck stem and analyze")
struct MorphologyCommandTests {
    let lexcheck = Lexcheck()

    /// Real English text through the bundled dictionary, and German and French words (French
    /// entries carry morphological fields) through Debian's, with either engine.
    @Test(arguments: ["-s", "-m"], ["hunspell", "swift"])
    func agreeWithHunspellOnRealText(_ option: String, engine: String) throws {
        let command = option == "-s" ? "stem" : "analyze"
        let english = try String(contentsOfFile: fixture("english-sample.txt"), encoding: .utf8)
        let bundled = Lexcheck.executable.deletingLastPathComponent()
            .appending(path: "lexcheck_LexiconResources.resources/dictionaries/en_US").path
        let ours = try lexcheck.run(command, "--engine", engine, "--dictionary", bundled + ".dic", stdin: english)
        #expect(ours.status == 0)
        #expect(ours.stdout == (try hunspell([option, "-d", bundled], stdin: english)))

        let german = "Häuser\nSchneemann\nKinder\nspielen\ndraußen\nGärten\nFehlerr\nbellt\n"
        let dictionary = try systemDictionary("de_DE")
        let oursGerman = try lexcheck.run(command, "--engine", engine, "--dictionary", dictionary + ".dic", stdin: german)
        #expect(oursGerman.stdout == (try hunspell([option, "-d", dictionary], stdin: german)))

        let french = "Les enfants jouaient dans les jardins fleuris\nnous mangerions\nmangeassions\n"
        let frenchDictionary = try systemDictionary("fr")
        let oursFrench = try lexcheck.run(command, "--engine", engine, "--dictionary", frenchDictionary + ".dic", stdin: french)
        #expect(oursFrench.status == 0)
        #expect(oursFrench.stdout == (try hunspell([option, "-d", frenchDictionary], stdin: french)))
    }

    @Test func jsonAndArgumentsAndWordLists() throws {
        let stems = try lexcheck.run("stem", "--format", "jsonl", "palettes", "brwon")
        #expect(stems.lines == [#"{"word":"palettes","stems":["palette"]}"#, #"{"word":"brwon","stems":[]}"#])
        let analysis = try lexcheck.run("analyze", "--format", "jsonl", "walked")
        #expect(analysis.lines == [#"{"word":"walked","analyses":[{"raw":" st:walk fl:D","fields":[{"kind":"st","value":"walk"},{"kind":"fl","value":"D"}]}]}"#])
        let scratch = try TemporaryDirectory()
        let refused = try lexcheck.run("stem", "--wordlist", scratch.write("w.txt", "word\n").path, "word")
        #expect(refused.status == 64 && refused.stderr.contains("need a Hunspell dictionary"))
    }
}
