import Foundation
import LexiconResources
import LexiconSupport

/// Finds Hunspell dictionaries the way the hunspell and nuspell tools do, then falls back to
/// the dictionaries this package ships.
///
/// The search path, first match wins:
/// 1. every folder in `DICPATH` (colon-separated);
/// 2. `$XDG_DATA_HOME/hunspell` (default `~/.local/share/hunspell`);
/// 3. `hunspell` and `myspell` in every folder of `$XDG_DATA_DIRS` (default
///    `/usr/local/share:/usr/share`);
/// 4. `/usr/share/hunspell`, `/usr/share/myspell`, `/usr/share/myspell/dicts`,
///    `/usr/local/share/hunspell`, `~/Library/Spelling`, `/Library/Spelling`;
/// 5. the bundled `Resources/dictionaries`.
///
/// ```swift
/// let locator = DictionaryLocator()
/// locator.availableLanguages.contains("en_US")    // true: the bundled one at least
/// let info = try locator.dictionary(for: "en")    // en_US, by bare-language fallback
/// let checker = try HunspellChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL)
/// ```
public struct DictionaryLocator: Sendable {
    /// Where a folder of the search path comes from.
    public enum Source: String, Sendable, Hashable, CustomStringConvertible {
        /// `DICPATH`.
        case environment
        /// The user's own folders (`XDG_DATA_HOME`, `~/Library/Spelling`).
        case user
        /// The system's folders.
        case system
        /// The dictionaries shipped with this package.
        case bundled

        public var description: String { rawValue }
    }

    /// A folder to search.
    public struct Location: Sendable, Hashable {
        /// The folder.
        public var directory: URL
        /// Where the folder comes from.
        public var source: Source

        /// A folder to search, and where it comes from.
        public init(directory: URL, source: Source) {
            self.directory = directory
            self.source = source
        }
    }

    /// The folders searched, in order.
    public var searchPath: [Location]

    /// The standard search path, read from `environment`.
    ///
    /// - Parameters:
    ///   - environment: the variables to read (`DICPATH`, `XDG_DATA_HOME`, `XDG_DATA_DIRS`, `HOME`);
    ///     `nil`, the process's own, with names that are not UTF-8 kept byte for byte.
    ///   - includeSystem: whether to search the user's and the system's folders; `false`
    ///     leaves `DICPATH` and the bundled dictionaries.
    ///   - includeBundled: whether to fall back to the bundled dictionaries.
    public init(environment: [String: String]? = nil,
                includeSystem: Bool = true, includeBundled: Bool = true) {
        let environment = environment ?? Platform.environment
        var path: [Location] = []
        func add(_ directory: String, _ source: Source) {
            guard !directory.isEmpty else { return }
            path.append(Location(directory: URL(filePath: directory, directoryHint: .isDirectory), source: source))
        }
        for directory in (environment["DICPATH"] ?? "").split(separator: ":") {
            add(String(directory), .environment)
        }
        if includeSystem {
            let home = Platform.homeDirectory(environment: environment).path
            let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
            add(dataHome + "/hunspell", .user)
            let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
            for directory in dataDirs.split(separator: ":") {
                add(directory + "/hunspell", .system)
                add(directory + "/myspell", .system)
            }
            for directory in ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts",
                              "/usr/local/share/hunspell"] {
                add(directory, .system)
            }
            add(home + "/Library/Spelling", .user)
            add("/Library/Spelling", .system)
        }
        if includeBundled, let bundled = BundledResources.dictionariesDirectory {
            add(bundled.path, .bundled)
        }
        var seen: Set<String> = []
        searchPath = path.filter { seen.insert($0.directory.standardizedFileURL.path).inserted }
    }

    /// A locator that searches exactly `searchPath`.
    public init(searchPath: [Location]) {
        self.searchPath = searchPath
    }

    /// The dictionaries found: both files present and readable, named after a language; one per
    /// language, the first in search order. Only file names are read: a dictionary whose files
    /// turn out to be unusable (an encoding lexcheck cannot convert) fails when it is opened.
    public var availableDictionaries: [DictionaryInfo] {
        dictionaries { _ in true }
    }

    /// The dictionaries found whose file name (without `.aff`) passes `include`, which sees
    /// names before anything else is done with them: most are skipped at once.
    private func dictionaries(whereName include: (Substring) -> Bool) -> [DictionaryInfo] {
        var found: [DictionaryInfo] = []
        var languages: Set<String> = []
        for location in searchPath {
            guard let names = FileSystem.names(inDirectory: location.directory.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".aff") && include(name.dropLast(4)) {
                let stem = String(name.dropLast(4))
                // File names only: reading every .aff (Korean's is 11 MB) would take seconds.
                // What is in the files is checked when a dictionary is opened.
                guard let tag = LanguageTag(stem), !languages.contains(tag.identifier) else { continue }
                let affix = location.directory.appending(path: name)
                let dictionary = location.directory.appending(path: stem + ".dic")
                guard FileSystem.isAccessible(affix.path, R_OK), FileSystem.isAccessible(dictionary.path, R_OK) else { continue }
                languages.insert(tag.identifier)
                found.append(DictionaryInfo(language: tag.identifier, affixURL: affix,
                                            dictionaryURL: dictionary, source: location.source))
            }
        }
        return found
    }

    /// The languages of ``availableDictionaries``.
    public var availableLanguages: [String] {
        availableDictionaries.map(\.language)
    }

    /// The dictionary for `language`: the exact language and region if there is one, else
    /// (Enchant's fallback) the bare language, else the language's most common region
    /// (`en` → `en_US`, `de` → `de_DE`), else the first of that language in search order.
    ///
    /// - Throws: ``LexiconError/invalidLanguage(_:)`` or ``LexiconError/languageNotFound(_:searched:)``.
    public func dictionary(for language: String) throws(LexiconError) -> DictionaryInfo {
        guard let requested = LanguageTag(language) else { throw .invalidLanguage(language) }
        // Only names that start with the language can be of it (LanguageTag lower-cases it).
        let prefix = requested.language
        let candidates = dictionaries { name in
            name.drop(while: \.isWhitespace).prefix(prefix.count).lowercased() == prefix
        }.filter { LanguageTag($0.language)?.language == requested.language }
        let likely = requested.language + "_" + (Self.likelyRegions[requested.language] ?? requested.language.uppercased())
        for wanted in [requested.identifier, requested.language, likely] {
            if let match = candidates.first(where: { $0.language == wanted }) {
                return match
            }
        }
        if let first = candidates.first {
            return first
        }
        throw .languageNotFound(language, searched: searchPath.map(\.directory.path))
    }

    /// The dictionary at `path`: an `.aff` or a `.dic` file (the other one beside it), or the
    /// two files' common path without the extension.
    ///
    /// ```swift
    /// let info = try DictionaryLocator.dictionary(atPath: "/usr/share/hunspell/de_DE.dic")
    /// info.affixURL.path   // "/usr/share/hunspell/de_DE.aff"
    /// ```
    ///
    /// - Throws: ``LexiconError/fileNotFound(path:)`` naming the missing file.
    public static func dictionary(atPath path: String) throws(LexiconError) -> DictionaryInfo {
        var base = URL(filePath: path)
        if ["aff", "dic"].contains(base.pathExtension.lowercased()) {
            base = base.deletingPathExtension()
        }
        let affix = base.appendingPathExtension("aff")
        let dictionary = base.appendingPathExtension("dic")
        for url in [affix, dictionary] where !FileSystem.exists(atPath: url.path) {
            throw .fileNotFound(path: url.path)
        }
        let stem = base.lastPathComponent
        return DictionaryInfo(language: LanguageTag(stem)?.identifier ?? stem, affixURL: affix,
                              dictionaryURL: dictionary, source: .environment)
    }

    /// The region most speakers of a language use where it is not the language code itself
    /// (CLDR's likely subtags, for languages with Hunspell dictionaries).
    private static let likelyRegions: [String: String] = [
        "en": "US", "pt": "BR", "sv": "SE", "da": "DK", "nb": "NO", "nn": "NO", "el": "GR",
        "cs": "CZ", "uk": "UA", "sl": "SI", "et": "EE", "ca": "ES", "gl": "ES", "eu": "ES",
        "he": "IL", "hi": "IN", "vi": "VN", "sr": "RS", "ga": "IE", "cy": "GB", "af": "ZA",
        "sw": "TZ", "ko": "KR", "ja": "JP", "zh": "CN", "ar": "EG", "fa": "IR", "ne": "NP",
        "bn": "BD", "be": "BY", "ka": "GE", "hy": "AM", "kk": "KZ", "ms": "MY", "gd": "GB",
    ]
}
