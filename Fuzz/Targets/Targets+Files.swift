import Foundation
import LexiconCheck

/// The files lexcheck writes and reads back (word indexes, the word-forms cache) and the one a
/// user and other tools write (the personal dictionary): each input is the file's bytes, read
/// from a scratch folder the way lexcheck reads the real file.
extension Targets {
    /// The list whose index the `wordindex` target reads: its seeds are indexes of this list
    /// (`lexcheck index` on these lines), so mutations start from files that pass every check.
    public static let indexedWords = ["apple", "apples", "applet", "banana", "bandana", "cherry", "chert", "naïve", "Zürich"]

    /// A folder of this process's own, removed when it ends.
    static let scratch: URL? = {
        let url = FileManager.default.temporaryDirectory.appending(path: "lexcheck-fuzz-\(getpid())")
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return nil }
        scratchPath = strdup(url.path)
        atexit {
            if let path = scratchPath { _ = try? FileManager.default.removeItem(atPath: String(cString: path)) }
        }
        return url
    }()

    /// A word list with an index file beside it: whatever the index holds, a checker answers
    /// from the list's words only (a damaged index once made completions print strings that
    /// were never listed).
    static let wordIndex = FuzzTarget(name: "wordindex") { data in
        guard let scratch else { return nil }
        let list = scratch.appending(path: "words.txt")
        do {
            try Data(indexedWords.joined(separator: "\n").utf8 + [0x0A]).write(to: list)
            try data.write(to: scratch.appending(path: "words.wordindex"))
        } catch {
            return nil
        }
        guard let checker = try? WordListChecker(contentsOf: list) else { return "the list did not load" }
        let listed = Set(indexedWords)
        for typed in ["a", "ap", "ban", "ch", "Z", "n", "x"] {
            let range = NSRange(location: 0, length: typed.utf16.count)
            let completions = checker.completions(forPartialWordRange: range, in: typed, language: "en") ?? []
            if let stray = completions.first(where: { !listed.contains($0) }) {
                return "completion \(stray.debugDescription) is not a listed word"
            }
        }
        for typed in ["aple", "banan", "chery", "naive", "zurich"] {
            let range = NSRange(location: 0, length: typed.utf16.count)
            let guesses = checker.guesses(forWordRange: range, in: typed, language: "en") ?? []
            if let stray = guesses.first(where: { !listed.contains($0) && !listed.contains($0.lowercased()) }) {
                return "guess \(stray.debugDescription) for \(typed) is not a listed word"
            }
        }
        return nil
    }

    /// The word-forms cache: a file is trusted only when it reads back as one the cache wrote,
    /// so whatever it reads is what storing those forms writes again, byte for byte but for
    /// line ends (lines are read with LF or CRLF, written with LF).
    static let wordFormCache = FuzzTarget(name: "wordformcache") { data in
        guard let scratch else { return nil }
        let cache = WordFormCache(directory: scratch.appending(path: "word-forms"))
        let key = "fuzz"
        // An empty store makes the folder and names the file; the input then replaces it.
        guard cache.store([], for: key) == nil,
              let file = try? FileManager.default.contentsOfDirectory(at: cache.directory, includingPropertiesForKeys: nil).first,
              (try? data.write(to: file)) != nil else { return nil }
        guard let forms = cache.forms(for: key) else { return nil }
        guard cache.store(forms, for: key) == nil, let written = try? Data(contentsOf: file) else { return nil }
        let lineEnds = { (bytes: Data) in Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8) }
        return lineEnds(written) == lineEnds(data) ? nil : "a cache file read as \(forms.count) forms that are not what it holds"
    }

    /// A personal dictionary as hunspell's tool and lexcheck write it: any file is read or
    /// refused with an error, and each entry read is one its own line gives back.
    static let personalDictionary = FuzzTarget(name: "personaldictionary") { data in
        guard let scratch else { return nil }
        let url = scratch.appending(path: "personal.dic")
        guard (try? data.write(to: url)) != nil else { return nil }
        let dictionary = PersonalDictionary.at(url)
        do throws(LexiconError) {
            try dictionary.reload()
        } catch {
            return error.description.isEmpty ? "a refused file with no error to say why" : nil
        }
        for entry in dictionary.entries {
            guard PersonalDictionary.Entry(line: entry.line) == entry else {
                return "entry \(entry) does not read back from its line \(entry.line.debugDescription)"
            }
        }
        for case .learned(let word) in dictionary.entries.prefix(100) where !dictionary.contains(word) {
            return "learned \(word.debugDescription) is not contained"
        }
        return nil
    }
}

/// The scratch folder's path for the `atexit` handler, which can capture nothing.
nonisolated(unsafe) private var scratchPath: UnsafeMutablePointer<CChar>?
