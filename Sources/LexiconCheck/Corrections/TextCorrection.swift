import Foundation

/// A misspelling found in a text, with what to replace it by: one misspelled word, or two words
/// that a space splits in the wrong place ("th elove" for "the love", "mor e" for "more").
///
/// Made by ``TextChecker/corrections(in:language:)``, which finds every misspelling of a text in
/// one call.
public struct TextCorrection: Sendable, Hashable {
    /// Where the misspelling is in the text it was found in.
    public let range: Range<String.Index>
    /// The same place in UTF-16 code units, as `NSString` and `UITextChecker` count.
    public let utf16Range: NSRange
    /// The text in ``range``: a word, or two words and the space between them.
    public let text: String
    /// What to replace ``text`` by, best first (possibly none): for two words, their letters
    /// split where words are ("the love") or joined ("more") first, then the misspelled word's
    /// own guesses with the other word kept.
    public let guesses: [String]

    /// A correction of `range` in `text`.
    public init(range: Range<String.Index>, in text: String, guesses: [String]) {
        self.range = range
        self.utf16Range = NSRange(range, in: text)
        self.text = String(text[range])
        self.guesses = guesses
    }
}
