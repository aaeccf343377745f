import ArgumentParser
import Foundation
import LexiconCheck
import LexiconSupport

/// hunspell's `-d` argument, and the dictionary it picks without one, turned into the CLI's own
/// ``DictionaryOptions`` (which then make the checker).
///
/// `-d` takes a name (`en_US`) or a path without extension (`/usr/share/hunspell/en_US`, or a
/// name whose `.aff` is in the current folder, which hunspell searches first), several
/// separated by commas. Without `-d`, hunspell takes `$DICTIONARY`, else the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`, without `.charset` and `@modifier`; `C` and `POSIX` mean
/// en_US). lexcheck does the same when no other option names a dictionary, but keeps its default
/// (en_US) when no dictionary of the locale's language is installed, where hunspell stops.
enum IspellDictionaryArgument {
    static func apply(_ argument: String?, to options: inout DictionaryOptions,
                      environment: [String: String] = Platform.environment) throws {
        if let argument {
            try apply(names: argument.split(separator: ",").map(String.init), to: &options)
            return
        }
        guard options.language == nil, options.dictionary.isEmpty, options.wordlist.isEmpty,
              let name = defaultName(environment) else { return }
        // A locale with no dictionary installed is no reason to fail: keep lexcheck's default.
        var chosen = options
        do {
            try apply(names: [name], to: &chosen)
            #if LEXCHECK_HUNSPELL
            if let language = chosen.language { _ = try DictionaryLocator().dictionary(for: language) }
            #else
            // The bundled English word list is the only dictionary.
            guard let language = chosen.language, LanguageTag(language)?.language == "en" else { return }
            #endif
        } catch {
            return
        }
        options = chosen
    }

    /// The dictionary hunspell picks without `-d`, from the environment.
    static func defaultName(_ environment: [String: String]) -> String? {
        if let dictionary = environment["DICTIONARY"], !dictionary.isEmpty { return dictionary }
        guard let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return nil }
        let name = locale.prefix { $0 != "." && $0 != "@" }
        if name.isEmpty { return nil }
        return name == "C" || name == "POSIX" ? DictionaryOptions.defaultLanguage : String(name)
    }

    private static func apply(names: [String], to options: inout DictionaryOptions) throws {
        let names = names.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ValidationError("-d names no dictionary.") }
        if names.count == 1, let name = names.first, !isPath(name) {
            options.language = name
            return
        }
        // Several dictionaries: each by its files, so that each serves its own language.
        for name in names {
            if isPath(name) {
                options.dictionary.append(name)
                continue
            }
            options.dictionary.append(try DictionaryLocator().dictionary(for: name).dictionaryURL.path)
        }
    }

    /// Whether `name` names files rather than a language: it has a `/`, or its `.aff` or `.dic`
    /// is in the current folder.
    private static func isPath(_ name: String) -> Bool {
        if name.contains("/") { return true }
        return FileSystem.exists(atPath: name + ".aff") || FileSystem.exists(atPath: name + ".dic")
            || (name.hasSuffix(".aff") || name.hasSuffix(".dic")) && FileSystem.exists(atPath: name)
    }
}
