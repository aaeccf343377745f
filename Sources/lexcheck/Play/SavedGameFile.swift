import AnagramRules
import Foundation
import LexiconCheck
import LexiconSupport

/// The file of a saved game: written so that nothing of the user's is lost, read through the
/// game's rules so that an edited save is refused.
enum SavedGameFile {
    /// A save that cannot be written, and why (the game goes on).
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `session` to `path`, replacing it atomically (a crash leaves the old file or
    /// the new one, with the old one's permissions). A file that exists and is not a saved game
    /// is never replaced: `/save notes.txt` must not cost the user their notes.
    static func write(_ session: GameSession, to path: String) throws(WriteError) {
        let url = URL(filePath: path)
        switch Platform.fileKind(atPath: path) {
        case .missing:
            break
        case .regular:
            guard isSavedGameOrEmpty(url) else {
                throw WriteError(description: "the file exists and is not a saved game (it is left as it is)")
            }
        default:
            throw WriteError(description: "not a regular file")
        }
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            data = try encoder.encode(session)
        } catch {
            throw WriteError(description: "cannot encode the game: \(error)")
        }
        do {
            // No lock file beside the save: a second writer at the same moment can only make
            // this write fail (its temporary file removed), never lose the file.
            try AtomicFile.replace(url, with: data)
        } catch {
            throw WriteError(description: error.reason)
        }
    }

    /// Whether the file at `url` is empty or looks like a save (a JSON object with a root and
    /// found words), so that replacing it loses nothing the user wrote.
    private static func isSavedGameOrEmpty(_ url: URL) -> Bool {
        guard let size = FileSystem.status(atPath: url.path).map({ Int($0.st_size) }) else { return false }
        if size == 0 { return true }
        guard size <= GameSession.maximumSaveSize, let data = try? readFile(at: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["root"] is String && object["acceptedWords"] is [Any]
    }

    /// The game saved at `path`, restored with the game's `rules`; the save may bring back what
    /// `choices` allows.
    ///
    /// - Throws: `LexiconError`: the file is missing or unreadable (`fileNotFound`,
    ///   `unreadable`), or is not a game these rules could have played (`malformed`, with the
    ///   field and the reason).
    static func read(_ path: String, rules: GameRules, allowing choices: SaveChoices) throws(LexiconError) -> GameSession {
        let url = URL(filePath: path)
        // Larger than any game: refused before it is read.
        if Platform.fileKind(atPath: path) == .regular,
           let size = FileSystem.status(atPath: path).map({ Int($0.st_size) }), size > GameSession.maximumSaveSize {
            throw .malformed(path: path, line: nil, reason: "not a game to resume: \(SaveError.tooLarge(bytes: size, limit: GameSession.maximumSaveSize))")
        }
        let data = try readFile(at: url)
        do throws(SaveError) {
            return try GameSession(restoring: data, rules: rules, allowing: choices)
        } catch {
            throw .malformed(path: path, line: nil, reason: "not a game to resume: \(error)")
        }
    }
}
