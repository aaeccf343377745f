import AnagramRules
import LexiconCheck
import LexiconResources
import LexiconSupport

/// What `play`'s screen says, in the game's language: English here, other languages from the
/// package's `Play.strings` (`Resources/Localization/<language>.lproj`), English for a text a
/// language lacks. The line protocol `play` speaks without a terminal (`root:`, `hint:`, ...)
/// is for programs and stays English.
struct PlayTexts {
    /// A text of the screen; `{name}` in it is filled in (``callAsFunction(_:_:)``).
    enum Key: String, CaseIterable {
        case title, status, noWords, more, prompt, accepted, hint, allFound, progress, missed, missedNothing,
             pressReturn, saved, cannotSave, commands, unknownCommand
    }

    static let english: [Key: String] = [
        .title: "lexcheck play — Word Scramble",
        .status: "Root: {root}    Score: {score}    Found {found} of {total} words",
        .noWords: "(no words yet)",
        .more: "… and {count} more",
        .prompt: "Type a word, or /hint /progress /new /giveup /save [file] /quit",
        .accepted: "Accepted: {word} +{points}",
        .hint: "Hint: {word}",
        .allFound: "You have found every answer.",
        .progress: "Found {found} of {total} words, {points} of {maximum} points",
        .missed: "Missed: {words}",
        .missedNothing: "You missed nothing.",
        .pressReturn: "Press Return for a new root.",
        .saved: "Saved to {path}.",
        .cannotSave: "Cannot save to {path}: {reason}",
        .commands: "Commands: /hint /progress /new /giveup /save [file] /quit",
        .unknownCommand: "Unknown command {command}: try /help",
    ]

    private let texts: [Key: String]

    /// The texts in `language` (a tag such as `de_DE`; its bare language chooses the table).
    init(language: String) {
        guard let code = LanguageTag(language)?.language, code != "en",
              let table = BundledResources.localizedStrings(code, table: "Play") else {
            texts = Self.english
            return
        }
        texts = Self.english.reduce(into: [:]) { texts, entry in texts[entry.key] = table[entry.key.rawValue] ?? entry.value }
    }

    /// The text for `key` with each `{name}` of `values` filled in (once: a value holding
    /// braces, such as a path, is kept as it is).
    func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        (texts[key] ?? "").fillingPlaceholders(values)
    }
}
