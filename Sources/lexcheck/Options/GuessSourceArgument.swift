import ArgumentParser
import LexiconCheck

/// `--guesses`: where a Hunspell checker's guesses come from.
enum GuessSourceArgument: String, KebabCaseArgument {
    case merged, ranked, hunspell

    #if LEXCHECK_HUNSPELL
    var source: HunspellChecker.GuessSource {
        switch self {
        case .merged: .merged
        case .ranked: .rankedList
        case .hunspell: .hunspell
        }
    }
    #endif
}
