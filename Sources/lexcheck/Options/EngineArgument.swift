import ArgumentParser

/// `--engine`: what reads and checks Hunspell dictionaries.
enum EngineArgument: String, KebabCaseArgument {
    /// The system's libhunspell (`HunspellChecker`).
    case hunspell
    /// lexcheck's own Swift engine (`DictionaryChecker`), on every platform.
    case swift

    /// The engine when none is asked for: libhunspell where lexcheck is built with it.
    static var standard: EngineArgument {
        #if LEXCHECK_HUNSPELL
        .hunspell
        #else
        .swift
        #endif
    }
}
