/// What a client sets for the server, in its initialization options or its workspace
/// configuration (section `lexcheck`):
///
/// ```json
/// {"lexcheck": {"languages": ["en_US", "de_DE"], "dictionaries": ["/path/to/medical.dic"],
///               "engine": "swift", "words": ["lexcheck"], "userDictionary": "/path/words.txt",
///               "workspaceDictionary": ".lexcheck-words"}}
/// ```
///
/// Every member is optional; members of other types than these are errors the client is told of.
package struct ServerSettings: Sendable, Equatable {
    /// Languages whose dictionaries check the words: a word is right when one accepts it.
    package var languages: [String] = []
    /// Hunspell dictionaries by path (`.dic` or `.aff`), beside the languages.
    package var dictionaries: [String] = []
    /// `swift` or `hunspell`: which engine reads the dictionaries (`nil`: lexcheck's default).
    package var engine: String?
    /// Words accepted beside the dictionaries.
    package var words: [String] = []
    /// The user's personal dictionary, which "add to the user dictionary" writes (`nil`: the
    /// CLI's, `$LEXCHECK_PERSONAL_DICTIONARY` or the data folder's).
    package var userDictionary: String?
    /// The workspace's dictionary, relative to the workspace's folder, which "add to the
    /// workspace dictionary" writes and whose words are accepted.
    package var workspaceDictionary = ".lexcheck-words"

    package init() {}

    /// The settings `json` sets over these: the `lexcheck` member when there is one, else the
    /// object itself. A member of the wrong type is a problem, and is left as it was.
    package func updated(with json: JSONValue?) -> (settings: ServerSettings, problems: [String]) {
        guard var json else { return (self, []) }
        if let section = json["lexcheck"] { json = section }
        guard case .object(let members) = json else {
            return (self, json == .null ? [] : ["the settings are not an object"])
        }
        var settings = self
        var problems: [String] = []
        func strings(_ key: String) -> [String]? {
            guard let value = members[key], value != .null else { return nil }
            if let string = value.string { return [string] }
            guard let array = value.array, let strings = value.strings, strings.count == array.count else {
                problems.append("settings: \(key) must be a list of strings")
                return nil
            }
            return strings
        }
        func string(_ key: String) -> String?? {
            guard let value = members[key], value != .null else { return .none }
            guard let string = value.string else {
                problems.append("settings: \(key) must be a string")
                return .none
            }
            return .some(string)
        }
        if let languages = strings("languages") { settings.languages = languages }
        if let language = string("language") { settings.languages = language.map { [$0] } ?? [] }
        if let dictionaries = strings("dictionaries") { settings.dictionaries = dictionaries }
        if let engine = string("engine") {
            if let engine, !["swift", "hunspell"].contains(engine) {
                problems.append("settings: engine must be swift or hunspell, not \(engine)")
            } else {
                settings.engine = engine
            }
        }
        if let words = strings("words") { settings.words = words }
        if let path = string("userDictionary") { settings.userDictionary = path }
        if let path = string("workspaceDictionary"), let path { settings.workspaceDictionary = path }
        return (settings, problems)
    }

    /// Whether the checker these settings make differs from the one `other` makes.
    func needsNewChecker(comparedTo other: ServerSettings) -> Bool {
        languages != other.languages || dictionaries != other.dictionaries || engine != other.engine
            || userDictionary != other.userDictionary
    }
}
