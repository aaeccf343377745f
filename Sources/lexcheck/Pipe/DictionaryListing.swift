import Foundation
import LexiconCheck

/// What `hunspell -D` prints on standard error, which ispell.el reads (stderr and stdout mixed)
/// to learn the dictionaries there are and the default one: the lines that are absolute paths,
/// each dictionary as its path without extension, the loaded one as its `.aff` and `.dic`.
enum DictionaryListing {
    /// The search path and every dictionary found, before one is loaded.
    static func available() -> String {
        var text = ""
        let locator = DictionaryLocator()
        text += "SEARCH PATH:\n" + locator.searchPath.map { ControlCharacters.visible($0.directory.path) }.joined(separator: ":") + "\n"
        text += "AVAILABLE DICTIONARIES (path is not mandatory for -d option):\n"
        for info in locator.availableDictionaries {
            text += ControlCharacters.visible(info.dictionaryURL.deletingPathExtension().path) + "\n"
        }
        return text
    }

    /// The files of the dictionaries `checker` loaded, whichever engine reads them.
    static func loaded(_ checker: any TextChecker) -> String {
        var text = ""
        for case let (affix, dictionary)? in members(of: checker).map(\.dictionaryFiles) {
            text += "LOADED DICTIONARY:\n\(ControlCharacters.visible(affix.path))\n\(ControlCharacters.visible(dictionary.path))\n"
        }
        return text
    }

    private static func members(of checker: any TextChecker) -> [any TextChecker] {
        guard let composite = checker as? CompositeChecker else { return [checker] }
        return composite.members.flatMap(members)
    }
}
