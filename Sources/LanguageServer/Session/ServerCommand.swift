/// The commands the server's code actions carry, which the client sends back through
/// `workspace/executeCommand`.
enum ServerCommand: String, CaseIterable {
    /// Arguments: the document's URI, the word's range, the replacement. For clients without
    /// code action literals: the server asks the client to apply the edit
    /// (`workspace/applyEdit`).
    case replaceWord = "lexcheck.replaceWord"
    /// Arguments: the word. Writes it to the user's personal dictionary.
    case addToUserDictionary = "lexcheck.addToUserDictionary"
    /// Arguments: the word. Writes it to the workspace's dictionary file.
    case addToWorkspaceDictionary = "lexcheck.addToWorkspaceDictionary"
    /// Arguments: the document's URI, the word. Accepts it in that document until it closes.
    case ignoreInDocument = "lexcheck.ignoreInDocument"
}
