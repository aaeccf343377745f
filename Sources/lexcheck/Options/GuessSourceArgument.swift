import ArgumentParser
import LexiconCheck

/// `--guesses`: where a Hunspell checker's guesses come from, named as `HunspellChecker.GuessSource`
/// names them; `ranked` is read as `ranked-list` too.
enum GuessSourceArgument: String, KebabCaseArgument {
    case merged, rankedList = "ranked-list", hunspell

    init?(argument: String) {
        let short = argument.lowercased() == "ranked"
        guard let source = short ? .rankedList : Self.allCases.first(where: { $0.matches(argument) }) else { return nil }
        self = source
    }

    #if LEXCHECK_HUNSPELL
    var source: HunspellChecker.GuessSource {
        switch self {
        case .merged: .merged
        case .rankedList: .rankedList
        case .hunspell: .hunspell
        }
    }
    #endif
}
