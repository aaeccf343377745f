import ArgumentParser
import LexiconSupport

@main
struct Lexcheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexcheck",
        abstract: "Check spelling and validate anagram-game answers.",
        discussion: """
            Dictionaries: the system's Hunspell dictionaries (DICPATH, /usr/share/hunspell, ...), \
            then the English dictionary bundled with lexcheck. Learned words live in \
            $LEXCHECK_PERSONAL_DICTIONARY or ~/.local/share/lexcheck/personal-dictionary.txt.

            Exit codes:
              0   success (word, batch, check: every word accepted or correct)
              1   some word rejected or misspelled
              64  usage error
              65  bad input data (invalid UTF-8, NUL bytes, over-long lines; the other lines are still checked), or a saved game that cannot be resumed
              66  an input file or dictionary cannot be read (what the other files gave is still written)
              71  not enough memory under the process's limit (ulimit -v) for the dictionary or list asked for
              74  standard output cannot be written (closed, a broken pipe, a full disk)
            """,
        version: Version.current,
        subcommands: [
            WordCommand.self, BatchCommand.self, CheckCommand.self, SolveCommand.self, RootsCommand.self,
            SuggestCommand.self, CompleteCommand.self, LanguagesCommand.self, LearnCommand.self, UnlearnCommand.self,
            PlayCommand.self, StemCommand.self, AnalyzeCommand.self, PipeCommand.self, LanguageServerCommand.self, ServeCommand.self, IndexCommand.self,
        ]
    )

    /// Runs the command the arguments name; whatever it throws becomes a message and an exit
    /// code in ``Failure``, the one place that maps them.
    static func main() {
        var running: (any ParsableCommand.Type)?
        do {
            // Editors run `lexcheck -a ...`, `lexcheck -vv`... as they run hunspell: that is `pipe`.
            var command = try parseAsRoot(IspellInvocation.arguments(Array(Platform.arguments.dropFirst())))
            running = type(of: command)
            try command.run()
        } catch {
            exit(withError: Failure.exitError(for: error, running: running))
        }
    }
}
