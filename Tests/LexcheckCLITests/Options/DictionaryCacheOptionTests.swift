import Foundation
import Testing
import TestSupport

/// The Swift engine keeps each dictionary it opens in the user's cache
/// (`$LEXCHECK_CACHE_DIRECTORY/dictionaries`), and later commands open it from there.
@Suite("Dictionaries in the cache")
struct DictionaryCacheOptionTests {
    @Test func laterCommandsOpenTheDictionaryFromTheCache() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("game.aff", "SET UTF-8\nTRY esiarntolcdu\nSFX S Y 1\nSFX S 0 s .\n")
        _ = try folder.write("game.dic", "3\nseat/S\npaste/S\nstep/S\n")
        let cache = try TemporaryDirectory()
        var lexcheck = Lexcheck()
        lexcheck.environment["LEXCHECK_CACHE_DIRECTORY"] = cache.url.path
        let arguments = ["word", "--engine", "swift", "--dictionary", folder.file("game.aff").path, "--root", "repastes", "seats"]
        let first = try lexcheck.run(arguments)
        #expect(first.status == 0 && first.lines == ["seats: accepted (+2)"], "\(first.stderr)")
        let kept = cache.url.appending(path: "dictionaries")
        let files = try FileManager.default.contentsOfDirectory(atPath: kept.path)
        try #require(files.count == 1 && files[0].hasSuffix(".words"), "\(files)")
        let file = kept.appending(path: files[0])
        let good = try Data(contentsOf: file)
        #expect(try lexcheck.run(arguments).lines == first.lines)
        // Damaged, the file is read around and written again.
        try Data(good.prefix(good.count / 2)).write(to: file)
        let again = try lexcheck.run(arguments)
        #expect(again.status == 0 && again.lines == first.lines && again.stderr == first.stderr, "\(again.stderr)")
        #expect(try Data(contentsOf: file) == good)
    }
}
