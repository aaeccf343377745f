/// How editors run a spellchecker of the ispell family, and so run lexcheck when it is
/// configured as one: Emacs's ispell.el runs `PROGRAM -vv` (the version line), `PROGRAM -D -a
/// /dev/null` (the dictionaries, for hunspell), then `PROGRAM -a "" -d DICT -i ENCODING [-p FILE]`;
/// flyspell runs `PROGRAM -l -d DICT ...` on large regions; other editors run `hunspell -d DICT
/// -a`. Arguments that start with one of hunspell's options are the `pipe` command's.
enum IspellInvocation {
    /// hunspell options that can come first, none of them a lexcheck option.
    static let leadingOptions: Set<String> = ["-a", "-l", "-D", "-v", "-vv", "-d", "-i", "-p", "-t"]

    /// `arguments` (without the program name) as lexcheck's parser takes them: `pipe` first
    /// when they are hunspell's.
    static func arguments(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, leadingOptions.contains(first) else { return arguments }
        return ["pipe"] + arguments
    }
}
