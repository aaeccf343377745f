import ArgumentParser
import Foundation
import LexiconCheck

/// The exit codes `lexcheck --help` documents (sysexits.h numbers for the errors).
enum Exit {
    /// Some word was rejected or misspelled.
    static let rejected = ExitCode(1)
    /// A usage error.
    static let usage = ExitCode.validationFailure
    /// Bad input data: a line that is not UTF-8, holds a NUL, or is too long.
    static let badInput = ExitCode(65)
    /// A file or dictionary that cannot be read.
    static let cannotRead = ExitCode(66)
    /// Standard output cannot be written (closed, a broken pipe, a full disk).
    static let cannotWrite = ExitCode(74)
}

/// Prints `lexcheck: error: …` on stderr.
func printError(_ message: String) {
    StandardStreams.writeError("lexcheck: error: \(ControlCharacters.visible(message))\n")
}

/// Prints `lexcheck: warning: …` on stderr.
func printWarning(_ message: String) {
    StandardStreams.writeError("lexcheck: warning: \(ControlCharacters.visible(message))\n")
}

/// The one place where errors become messages and exit codes: commands throw what went wrong,
/// and ``Lexcheck/main()`` hands it here.
enum Failure {
    /// Reports `error` when it is one of lexcheck's and gives the exit code to end with;
    /// ArgumentParser's own errors (usage, help, exit codes) pass through unchanged.
    static func exitError(for error: any Error) -> any Error {
        switch error {
        case let error as LexiconError:
            printError(error.description)
            return exitCode(for: error)
        case let error as InputError:
            printError(error.description)
            return Exit.cannotRead
        case let error as OutputError:
            printError(error.description)
            return Exit.cannotWrite
        default:
            return error
        }
    }

    static func exitCode(for error: LexiconError) -> ExitCode {
        switch error {
        case .invalidLanguage, .invalidWord, .noPersonalDictionary:
            Exit.usage
        case .malformed, .unsupportedEncoding:
            Exit.badInput
        case .fileNotFound, .unreadable, .languageNotFound, .writeFailed:
            Exit.cannotRead
        }
    }
}
