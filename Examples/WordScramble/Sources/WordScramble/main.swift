// Word Scramble on a word list: `WordScramble WORDLIST ROOT`, one answer per line on standard
// input, one outcome per line on standard output, then the score and progress.
import AnagramRules
import Foundation
import LexiconCheck

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: WordScramble WORDLIST ROOT < answers\n".utf8))
    exit(64)
}

do {
    let wordList = URL(filePath: arguments[1])
    let checker = try WordListChecker(contentsOf: wordList, language: "en", personalDictionary: nil)
    var game = GameSession(root: arguments[2], rules: try GameRules(checker: checker))
    while let answer = readLine() {
        switch game.submit(answer) {
        case .accepted(let word, let points):
            print("\(word): accepted (+\(points))")
        case .rejected(let rejection):
            print("\(answer): \(rejection.title)")
        }
    }
    let solution = try AnagramSolver(contentsOf: wordList).solve(root: game.root, checker: checker)
    print("score: \(game.score)")
    print("progress: \(game.progress(in: solution))")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
