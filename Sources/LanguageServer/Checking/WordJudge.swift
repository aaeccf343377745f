import LexiconCheck

/// Says whether a word is spelled right for the server: the checker's verdict, the words the
/// settings and the workspace dictionary accept, and in source code the words of code
/// (``SourceCodeWords``). Verdicts are remembered until the words accepted change, since a
/// document repeats its words and a keystroke rechecks a line.
final class WordJudge {
    let checker: any TextChecker
    private(set) var acceptedWords: Set<String>
    private var verdicts: [String: Bool] = [:]
    private let language: String

    /// The most verdicts kept; past it they are forgotten at once (a document of random
    /// strings must not grow memory without end).
    static let maximumVerdicts = 200_000

    init(checker: any TextChecker, acceptedWords: Set<String>) {
        self.checker = checker
        self.acceptedWords = acceptedWords
        self.language = checker.language
    }

    /// A change of the accepted words: verdicts are asked again.
    func accept(_ words: Set<String>) {
        acceptedWords = words
        verdicts.removeAll(keepingCapacity: true)
    }

    /// Forgets the verdicts (the checker learned a word).
    func forgetVerdicts() {
        verdicts.removeAll(keepingCapacity: true)
    }

    func isCorrect(_ word: String) -> Bool {
        if let verdict = verdicts[word] { return verdict }
        let verdict = acceptedWords.contains(word) || checker.isCorrect(word, language: language)
        if verdicts.count >= Self.maximumVerdicts { verdicts.removeAll(keepingCapacity: true) }
        verdicts[word] = verdict
        return verdict
    }
}
