/// One input line of the ispell `-a` protocol, read as hunspell 1.7.1's pipe interface reads
/// it: the first character says what the line is.
///
/// | line | meaning | answer |
/// | --- | --- | --- |
/// | `^TEXT` | check TEXT (editors prefix every line, so text may start with anything) | a line per word, then an empty line |
/// | `TEXT` (any other first character, or none) | check the whole line | the same |
/// | `*WORD` | accept WORD and keep it for the personal dictionary (saved by `#`) | none |
/// | `@WORD` | accept WORD for this session only | none |
/// | `#` | save the words kept by `*` | none |
/// | `!` / `%` | terse mode on (no line for a correct word) / terse and verbose off | none |
/// | `` ` `` | verbose mode (`* WORD` for a correct word) | none |
/// | `+` / `-` | TeX mode / back to the starting mode | none |
/// | `~…` | ispell's formatter choice (`~tex`, `~nroff`, `~latin1`) | none |
///
/// A WORD of `*` or `@` may be `WORD/MODEL` (inflect as the dictionary word MODEL does) or
/// `*WORD` (refuse WORD): see ``DictionaryChange``.
///
/// hunspell checks a `~` line as text and answers it; ispell and aspell take it as a command and
/// answer nothing, which is what ispell.el expects when it sends `~tex` after `+`.
package enum IspellRequest: Equatable {
    /// Check `text`; `offset` is the number of characters before it on the line (1 after `^`):
    /// the protocol's offsets count from the start of the line as sent.
    case check(text: Substring, offset: Int)
    /// `*WORD`: accept now, save with `#`.
    case learn(DictionaryChange)
    /// `@WORD`: accept for this session.
    case accept(DictionaryChange)
    /// `#`: save the words of `*`.
    case save
    /// `!`
    case terse
    /// `` ` ``
    case verbose
    /// `%`
    case normal
    /// `+`: TeX on; `-`: the mode the session started in.
    case texMode(Bool?)
    /// `~…`
    case ignored

    package init(line: Substring) {
        guard let first = line.first else {
            self = .check(text: line, offset: 0)
            return
        }
        let rest = line.dropFirst()
        switch first {
        case "^": self = .check(text: rest, offset: 1)
        case "*": self = .learn(DictionaryChange(rest))
        case "@": self = .accept(DictionaryChange(rest))
        case "#": self = .save
        case "!": self = .terse
        case "`": self = .verbose
        case "%": self = .normal
        case "+": self = .texMode(true)
        case "-": self = .texMode(nil)
        case "~": self = .ignored
        default: self = .check(text: line, offset: 0)
        }
    }
}
