import ArgumentParser
import Foundation
import LexiconCheck

/// The exit codes `lexcheck --help` documents (sysexits.h numbers for the errors).
enum Exit {
    /// Some word was rejected or misspelled.
    static let rejected = ExitCode(1)
    /// Bad input data: a line that is not UTF-8, holds a NUL, or is too long.
    static let badInput = ExitCode(65)
    /// A file or dictionary that cannot be read.
    static let cannotRead = ExitCode(66)
}

/// Prints `lexcheck: error: …` on stderr.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("lexcheck: error: \(message)\n".utf8))
}

/// Reports a library error and ends the command with the matching exit code.
func failure(_ error: LexiconError) -> ExitCode {
    printError(error.description)
    switch error {
    case .invalidLanguage, .invalidWord, .noPersonalDictionary:
        return .validationFailure
    case .malformed:
        return Exit.badInput
    default:
        return Exit.cannotRead
    }
}
