import ArgumentParser
import Foundation
import IspellProtocol
import LexiconCheck

struct PipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pipe",
        abstract: "Speak the ispell -a protocol as hunspell -a does, for editors (Emacs, Vim plugins...).",
        discussion: """
            Prints a version line, then answers each input line at once: * for a correct word, \
            & WORD COUNT OFFSET: GUESSES for a misspelled one (lexcheck's guesses), # WORD OFFSET \
            when there are none, and an empty line after each line (offsets count characters \
            from the start of the line, ^ included). Commands: ^TEXT checks TEXT; *WORD accepts \
            WORD and # saves such words in the personal dictionary; @WORD accepts WORD for the \
            session; ! terse mode, % normal mode, ` verbose mode; + and - (TeX mode) and ~... \
            are accepted.
            Run as a spellchecker, lexcheck takes hunspell's options directly: lexcheck -a, \
            lexcheck -vv, lexcheck -D -a FILE, lexcheck -l run this command.
            Example (Emacs): (setq ispell-program-name "/path/to/lexcheck")
            """
    )

    @Flag(name: .customShort("a"), help: "Accepted for compatibility: the ispell protocol is what this command speaks.")
    var ispell = false

    @Flag(name: .customShort("l"), help: "Print only the misspelled words, one per line, like hunspell -l (Emacs's flyspell checks large regions so).")
    var listMisspelled = false

    @Option(name: .customShort("d"), help: ArgumentHelp(
        "The dictionary, as hunspell -d takes it: a name (en_US) or a path without extension, several separated by commas (default: $DICTIONARY, else the locale's, else en_US).",
        valueName: "dict"))
    var hunspellDictionary: String?

    @Option(name: .customShort("i"), help: ArgumentHelp(
        "The encoding of input and output: UTF-8 (default), ISO8859-1...15, KOI8-R, KOI8-U or cp1251.",
        valueName: "encoding"))
    var encoding: String?

    @Option(name: .customShort("p"), help: ArgumentHelp(
        "The personal dictionary, which # saves into (default: --personal-dictionary's).", valueName: "file"))
    var personal: String?

    @Flag(name: .customShort("D"), help: "List the dictionaries found and the one loaded on standard error, like hunspell -D; without files, then exit.")
    var showDictionaries = false

    @Flag(name: .customShort("t"), help: "Start in TeX mode, as after the + command.")
    var tex = false

    @Flag(name: .customShort("v"), help: "Print the version line (-vv is what ispell.el runs) and exit.")
    var version: Int

    @Option(help: "With a Hunspell dictionary, where guesses come from: merged (the ranked word list's and Hunspell's), ranked-list (the list's that Hunspell accepts: fastest) or hunspell (Hunspell's own, as hunspell -a gives them).")
    var guesses: GuessSourceArgument = .merged

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "Files to read instead of standard input (empty arguments are skipped, as hunspell skips them).")
    var files: [String] = []

    func validate() throws {
        if hunspellDictionary != nil, dictionary.language != nil {
            throw ValidationError("-d and --language both name the dictionary: give one.")
        }
        if personal != nil, dictionary.personalDictionary != nil {
            throw ValidationError("-p and --personal-dictionary both name the personal dictionary: give one.")
        }
        if personal == "" { throw ValidationError("-p: the path is empty.") }
    }

    func run() throws {
        if version > 0 {
            try StandardStreams.writeOut(IspellBanner.line + "\n\n")
            return
        }
        let encoding = try pipeEncoding()
        var options = dictionary
        try IspellDictionaryArgument.apply(hunspellDictionary, to: &options)
        if let personal {
            options.personalDictionary = NSString(string: personal).expandingTildeInPath
        }
        if showDictionaries { StandardStreams.writeError(DictionaryListing.available()) }
        let checker = try options.makeChecker(maximumHandles: 1, guessSource: guesses)
        let inputs = files.filter { !$0.isEmpty }
        if showDictionaries {
            StandardStreams.writeError(DictionaryListing.loaded(checker))
            if inputs.isEmpty { return }
        }
        let session = IspellSession(checker: checker, tex: tex) { encoding.encode($0) != nil }
        var loop = PipeLoop(session: session, mode: listMisspelled ? .list : .ispell, encoding: encoding)
        if !listMisspelled { try loop.write(IspellBanner.line + "\n") }
        if inputs.isEmpty {
            try loop.run(descriptor: 0, name: "<stdin>")
        }
        for path in inputs {
            try loop.run(path: path)
        }
        // Lines not read, or words a # could not save: each was reported, and the exit says so.
        if loop.invalidLines.count > 0 || loop.session.refusedWords > 0 { throw Exit.badInput }
    }

    private func pipeEncoding() throws -> DictionaryEncoding {
        guard let encoding else { return .utf8 }
        guard let named = DictionaryEncoding(hunspellName: encoding) else {
            throw ValidationError("-i \(encoding): lexcheck reads and writes UTF-8, ISO8859-1...15, KOI8-R, KOI8-U and cp1251.")
        }
        return named
    }
}
