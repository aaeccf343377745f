import Foundation
import LexiconCheck

/// One editor's conversation in the ispell `-a` protocol: reads each line as a request
/// (``IspellRequest``) and gives the lines to print, keeping the session's modes and the words
/// waiting for `#`. No input or output here: the CLI's `pipe` command reads and writes.
///
/// The checker decides: its tokenizer splits lines into words as the hunspell tool does for the
/// dictionary, its verdicts say which are correct, its guesses fill `&` lines.
package struct IspellSession {
    /// What one line asks the loop to do.
    package struct Reply {
        /// The lines to print: the answers and an empty line for a line checked, nothing for a
        /// command.
        package var lines: [String] = []
        /// Problems for standard error (a personal dictionary that cannot be saved).
        package var warnings: [String] = []
    }

    package let checker: any TextChecker
    /// Whether a guess can be printed (an 8-bit `-i` encoding lacks most characters): guesses
    /// that cannot are left out, and counted out.
    private let canPrint: (String) -> Bool
    private let startsInTeX: Bool
    private(set) var terse = false
    private(set) var verbose = false
    /// TeX mode (`+`, `-`, `-t`): kept, not applied. hunspell then skips TeX commands, their
    /// arguments and math; lexcheck checks such lines as plain text.
    private(set) var tex: Bool
    /// The words of `*` commands since the last `#`, in order.
    private(set) var unsaved: [DictionaryChange] = []
    /// The words a `#` could not save (they cannot be stored in the file).
    package private(set) var refusedWords = 0

    package init(checker: any TextChecker, tex: Bool = false, canPrint: @escaping (String) -> Bool = { _ in true }) {
        self.checker = checker
        self.startsInTeX = tex
        self.tex = tex
        self.canPrint = canPrint
    }

    /// What to print for one input line (its line end cut off).
    package mutating func respond(to line: Substring) -> Reply {
        var reply = Reply()
        switch IspellRequest(line: line) {
        case .check(let text, let offset):
            reply.lines = answers(for: text, offset: offset).compactMap { $0.line(terse: terse, verbose: verbose) }
            reply.lines.append("")
        case .learn(let change):
            change.apply(to: checker)
            if change != .none { unsaved.append(change) }
        case .accept(let change):
            change.apply(to: checker)
        case .save:
            reply.warnings = save()
        case .terse:
            terse = true
        case .verbose:
            verbose = true
        case .normal:
            (terse, verbose) = (false, false)
        case .texMode(let on):
            tex = on ?? startsInTeX
        case .ignored:
            break
        }
        return reply
    }

    /// The answer for each word of `text`, which starts `offset` characters into its line.
    package func answers(for text: Substring, offset: Int) -> [IspellAnswer] {
        var answers: [IspellAnswer] = []
        forEachWord(in: text, offset: offset) { word, offset, isCorrect in
            if isCorrect {
                answers.append(.correct(word: word))
            } else {
                answers.append(.misspelled(word: word, offset: offset, guesses: guesses(for: word)))
            }
        }
        return answers
    }

    /// The misspelled words of `text`, in order: what `hunspell -l` prints for the line.
    package func misspelledWords(in text: Substring) -> [Substring] {
        var words: [Substring] = []
        forEachWord(in: text, offset: 0) { word, _, isCorrect in
            if !isCorrect { words.append(word) }
        }
        return words
    }

    /// Calls `body` with each word of `text`, its offset on the line in characters (Unicode
    /// scalars), and the checker's verdict.
    private func forEachWord(in text: Substring, offset: Int, _ body: (Substring, Int, Bool) -> Void) {
        let line = String(text)
        let language = checker.language
        var scalars = offset
        var counted = line.startIndex
        for range in checker.tokenizer.words(in: line) {
            // Counted from the previous word on, so a long line costs its length once.
            scalars += line.unicodeScalars[counted..<range.lowerBound].count
            counted = range.lowerBound
            let word = line[range]
            body(word, scalars, checker.isCorrect(String(word), language: language))
        }
    }

    private func guesses(for word: Substring) -> [String] {
        let word = String(word)
        let range = NSRange(location: 0, length: word.utf16.count)
        return (checker.guesses(forWordRange: range, in: word, language: checker.language) ?? []).filter(canPrint)
    }

    /// Saves the words of `*` commands in the personal dictionary, in one writing of its file.
    /// A word that cannot be stored (white space, a leading `#`) is refused alone, with a
    /// warning naming it; when the file cannot be written, the words wait for the next `#`, as
    /// in hunspell, and one warning says why.
    private mutating func save() -> [String] {
        let changes = unsaved.compactMap(\.personalChange)
        guard !changes.isEmpty else {
            unsaved = []
            return []
        }
        do {
            let refused = try checker.updatePersonalDictionary(changes)
            unsaved = []
            refusedWords += refused.count
            return refused.map { "not saved in the personal dictionary: \($0.reason.description)" }
        } catch {
            return ["the personal dictionary was not saved: \(error.description)"]
        }
    }
}
