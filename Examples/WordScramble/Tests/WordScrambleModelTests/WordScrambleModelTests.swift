import AnagramRules
import Foundation
import Testing
import WordScrambleModel

/// The tutorial's game through the model a SwiftUI view binds to, on lexcheck's Swift engine
/// with no libhunspell: the bundled English dictionary, and a German one from Debian.
@MainActor
@Suite("Word Scramble's model")
struct WordScrambleModelTests {
    static let lexcheck = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../..").standardizedFileURL

    /// A fresh folder for a test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "word-scramble-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Types each word and presses Return; the alert titles, in order ("-" where none shows).
    static func play(_ words: [String], on model: WordScrambleModel) -> [String] {
        words.map { word in
            model.showingError = false
            model.newWord = word
            model.addNewWord()
            return model.showingError ? model.errorTitle : "-"
        }
    }

    @Test func theTutorialsGameInEnglish() async throws {
        let model = WordScrambleModel(generator: SeededRandomNumberGenerator(seed: 1))
        let dictionaries = Self.lexcheck.appending(path: "Resources/dictionaries")
        await model.load(affixURL: dictionaries.appending(path: "en_US.aff"), dictionaryURL: dictionaries.appending(path: "en_US.dic"),
                         language: "en_US", cacheDirectory: nil)
        #expect(model.loadingError == nil)
        #expect(model.rootWord.count == 8, "a root from the bundled start words: \(model.rootWord)")
        model.startGame(root: "telepaths")
        #expect(Self.play(["palettes", "settee", "Palettes", "hapes", "heat", "  "], on: model)
                == ["-", "Word not possible", "Word used already", "Word not recognized", "-", "-"])
        #expect(model.usedWords == ["heat", "palettes"] && model.score == 4 && model.newWord == "  ")
        #expect(model.errorMessage == "You can't just make them up, you know!")
        model.startGame()
        #expect(model.usedWords.isEmpty && model.score == 0 && model.rootWord != "telepaths")
    }

    /// German from Debian's dictionary (every eighth entry, so that a debug build indexes it
    /// quickly): roots chosen from it and cached, nouns kept capitalised, alerts in German.
    @Test func aGameInGerman() async throws {
        let debian = URL(filePath: "/usr/share/hunspell/de_DE")
        try #require(FileManager.default.fileExists(atPath: debian.path + ".dic"), "scripts/setup/install-dependencies --tests installs de_DE")
        let files = try Self.folder(), cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: files); try? FileManager.default.removeItem(at: cache) }
        let lines = try Data(contentsOf: debian.appendingPathExtension("dic")).split(separator: 0x0A, omittingEmptySubsequences: false)
        var kept = lines.dropFirst().enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
        kept.insert(Data("\(kept.count)".utf8), at: 0)
        try Data(kept.joined(separator: [0x0A])).write(to: files.appending(path: "de_DE.dic"))
        try Data(contentsOf: debian.appendingPathExtension("aff")).write(to: files.appending(path: "de_DE.aff"))

        let model = WordScrambleModel(generator: SeededRandomNumberGenerator(seed: 1))
        await model.load(affixURL: files.appending(path: "de_DE.aff"), dictionaryURL: files.appending(path: "de_DE.dic"),
                         language: "de_DE", cacheDirectory: cache)
        #expect(model.loadingError == nil)
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(!model.rootWord.isEmpty && cached.count == 1)
        let root = model.rootWord
        #expect(Self.play([root, "qqqq"], on: model) == ["Das ist das vorgegebene Wort", "Wort nicht möglich"])
        #expect(model.errorMessage == "Dieses Wort lässt sich nicht aus „\(root)“ bilden!")
    }

    @Test func aDictionaryThatCannotBeOpenedSaysWhy() async throws {
        let model = WordScrambleModel()
        await model.load(affixURL: URL(filePath: "/nowhere/xx.aff"), dictionaryURL: URL(filePath: "/nowhere/xx.dic"), language: "xx")
        #expect(model.loadingError?.contains("/nowhere/xx.aff") == true && model.rootWord.isEmpty)
        model.newWord = "word"
        model.addNewWord()
        #expect(!model.showingError && model.usedWords.isEmpty, "no game, nothing judged")
    }
}
