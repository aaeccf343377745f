import AnagramRules
import Foundation
import LexiconCheck
import Observation

/// The state and logic of Hacking with Swift's Word Scramble `ContentView`, on lexcheck: what a
/// SwiftUI view binds to (`ContentView.swift` beside this file shows one). Any language a
/// Hunspell dictionary exists for: the app bundles the `.aff` and `.dic` files and the model
/// opens them with lexcheck's Swift engine, off the main actor.
@MainActor @Observable
public final class WordScrambleModel {
    /// The words found, newest first, as the game keeps them.
    public private(set) var usedWords: [String] = []
    /// The word the player spells from.
    public private(set) var rootWord = ""
    /// What the player is typing.
    public var newWord = ""
    /// The alert for a rejected word, in the game's language.
    public private(set) var errorTitle = ""
    public private(set) var errorMessage = ""
    public var showingError = false
    /// The game's score.
    public private(set) var score = 0
    /// Why the dictionary could not be opened, when it could not.
    public private(set) var loadingError: String?

    private var rules: GameRules?
    private var game: GameSession?
    private var roots: StartWords?
    private var generator: any RandomNumberGenerator

    /// A model that deals roots with `generator` (seed one for a game that repeats).
    public init(generator: any RandomNumberGenerator = SystemRandomNumberGenerator()) {
        self.generator = generator
    }

    /// Opens the dictionary in `affixURL` and `dictionaryURL` (in `language`) and chooses the start
    /// words, both off the main actor (tens of milliseconds; the first time in a language other
    /// than English, choosing start words checks the language's common words, and they are kept in
    /// `cacheDirectory` for the next launch), then starts a game.
    public func load(affixURL: URL, dictionaryURL: URL, language: String,
                     cacheDirectory: URL? = GameLexicon.defaultCacheDirectory) async {
        do {
            let (rules, roots) = try await Task.detached(priority: .userInitiated) {
                let checker = try DictionaryChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, language: language)
                let rules = try GameRules(checker: checker)
                let lexicon = GameLexicon(checker: checker, settings: rules.settings, cacheDirectory: cacheDirectory)
                return (rules, try lexicon.startWords())
            }.value
            self.rules = rules
            self.roots = roots
            startGame()
        } catch {
            loadingError = "\(error)"
        }
    }

    /// A new root: `root`, or one dealt from the start words that the content filter allows.
    public func startGame(root: String? = nil) {
        guard let rules, let chosen = root ?? (try? roots?.randomRoot(allowedBy: rules, using: &generator)) else { return }
        let game = GameSession(root: chosen, rules: rules)
        self.game = game
        rootWord = game.root
        usedWords = []
        score = 0
        newWord = ""
    }

    /// The tutorial's `addNewWord`: the typed word judged by the game's rules; accepted, it
    /// goes first in ``usedWords``, else the alert says why.
    public func addNewWord() {
        let answer = newWord.trimmingCharacters(in: .whitespacesAndNewlines)
        guard var game, !answer.isEmpty else { return }
        switch game.submit(answer) {
        case .accepted:
            usedWords = game.acceptedWords.map(\.word)
            score = game.score
            newWord = ""
        case .rejected(let rejection):
            errorTitle = rejection.title
            errorMessage = rejection.message
            showingError = true
        }
        self.game = game
    }
}
