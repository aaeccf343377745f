#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport

/// `--engine`: the Swift engine and libhunspell give the same output, command by command.
@Suite("--engine")
struct EngineOptionTests {
    /// A small dictionary with affixes, for commands that expand a dictionary's forms.
    func writeDictionary(in folder: borrowing TemporaryDirectory) throws {
        _ = try folder.write("game.aff", """
            SET UTF-8
            TRY esiarntolcdugmphbyfvkw
            SFX S Y 2
            SFX S 0 s [^s]
            SFX S 0 es s
            PFX R Y 1
            PFX R 0 re .
            """)
        _ = try folder.write("game.dic", "6\ntea/S\nseat/SR\npaste/SR\nstep/S\npet/S\nape/S\n")
    }

    @Test func checksAsLibhunspell() throws {
        let text = Data("The quik brown fox jumpd over teh lazy dog's kennel, twice.\n".utf8)
        let swift = try Lexcheck().run(["check", "--list", "--engine", "swift"], stdin: text)
        let hunspell = try Lexcheck().run(["check", "--list", "--engine", "hunspell"], stdin: text)
        #expect(swift.status == 1 && swift.lines == hunspell.lines && swift.lines == ["quik", "jumpd", "teh"], "\(swift.stderr)")
    }

    @Test func solvesAsLibhunspell() throws {
        let folder = try TemporaryDirectory()
        try writeDictionary(in: folder)
        var outputs: [[String]] = []
        for engine in ["swift", "hunspell"] {
            // Each engine expands and confirms the forms itself: a cache folder of its own.
            let cache = try TemporaryDirectory()
            var lexcheck = Lexcheck()
            lexcheck.environment["LEXCHECK_CACHE_DIRECTORY"] = cache.url.path
            let result = try lexcheck.run(["solve", "--engine", engine, "--dictionary", folder.file("game.aff").path, "repastes"])
            #expect(result.status == 0, "\(engine): \(result.stderr)")
            outputs.append(result.lines)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].contains("reseats") && outputs[0].contains("seats"), "\(outputs[0])")
    }

    @Test func refusesAnUnknownEngine() throws {
        let result = try Lexcheck().run(["check", "--list", "--engine", "nuspell"], stdin: Data("word\n".utf8))
        #expect(result.status == 64 && result.stderr.contains("--engine"), "\(result.stderr)")
    }
}
#endif
