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
    /// The system cannot give what the work needs (memory under `ulimit -v`).
    static let systemLimit = ExitCode(71)
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
/// and ``Lexcheck/main()`` hands it here. Every error is reported in one style,
/// `lexcheck: error: …` on stderr.
enum Failure {
    /// Reports `error` and gives the exit code to end with (an ``ExitCode``, which
    /// ArgumentParser's `exit(withError:)` ends with silently). Help, the version and the other
    /// requests ArgumentParser answers itself pass through unchanged.
    ///
    /// - Parameter running: the command whose `run()` threw, `nil` when parsing failed.
    static func exitError(for error: any Error, running: (any ParsableCommand.Type)?) -> any Error {
        switch error {
        case let error as LexiconError:
            printError(error.description)
            if case .tooManyWordForms = error, let hint = tooManyFormsHint(running) {
                StandardStreams.writeError("  \(hint)\n")
            }
            return exitCode(for: error)
        case let error as InputError:
            printError(error.description)
            return Exit.cannotRead
        case let error as OutputError:
            printError(error.description)
            return Exit.cannotWrite
        case let error as ExitCode:
            return error
        case let error as ValidationError where running != nil:
            // Options that cannot go together, found while running: the usage ArgumentParser
            // would print is the root's, so point at the command's own help instead.
            printError(error.message)
            let name = running.map { $0.configuration.commandName ?? "" } ?? ""
            StandardStreams.writeError("  See 'lexcheck \(name) --help' for more information.\n")
            return Exit.usage
        default:
            let code = Lexcheck.exitCode(for: error)
            guard code != .success else { return error }
            // ArgumentParser's usage errors (with the usage and a pointer to the help), and
            // anything else, in the same style as every other error.
            var text = Lexcheck.fullMessage(for: error)
            if text.hasPrefix("Error: ") { text = String(text.dropFirst("Error: ".count)) }
            StandardStreams.writeError("lexcheck: error: " + text + "\n")
            return code
        }
    }

    /// What a game command can do instead of listing every form of a dictionary that makes too
    /// many: name its roots, or its lexicon, in a file.
    private static func tooManyFormsHint(_ running: (any ParsableCommand.Type)?) -> String? {
        switch running.map(ObjectIdentifier.init) {
        case ObjectIdentifier(PlayCommand.self):
            "Give the roots to play with --start-words FILE (one word a line): each round then lists only the forms its root can spell."
        case ObjectIdentifier(RootsCommand.self):
            "Give the game's words with --wordlist FILE (one word a line)."
        default:
            nil
        }
    }

    static func exitCode(for error: LexiconError) -> ExitCode {
        switch error {
        case .invalidLanguage, .invalidWord, .noPersonalDictionary, .noCheckers:
            Exit.usage
        case .malformed, .unsupportedEncoding, .tooManyWordForms:
            Exit.badInput
        case .fileNotFound, .unreadable, .languageNotFound, .writeFailed:
            Exit.cannotRead
        case .notEnoughMemory:
            Exit.systemLimit
        }
    }
}
