/// The version line of the ispell protocol: the first line `pipe` prints, and all that `-vv`
/// prints (followed by an empty line, as hunspell prints it).
///
/// Emacs's ispell.el reads it to choose a dialect: it takes the first number as ispell's version
/// (at least 3.1.12) and `(but really Hunspell 1.7.1)` as hunspell's, matched by
/// `(but really Hunspell \([0-9]+\.[0-9.]+\([-._+ ]?[a-zA-Z0-9]+\)?\)?)`, so that part stays as
/// hunspell writes it and lexcheck names itself after it. With the hunspell dialect ispell.el
/// passes `-i ENCODING`, lists dictionaries with `-D` and sends `^` before every line.
enum IspellBanner {
    /// The ispell and hunspell versions whose protocol `pipe` speaks.
    static let line = "@(#) International Ispell Version 3.2.06 (but really Hunspell 1.7.1) - lexcheck \(Version.current)"
}
