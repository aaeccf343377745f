import Foundation
import LexiconSupport

/// The files this package ships in `Resources/dictionaries`, `Resources/blocklists`,
/// `Resources/frequency` and `Resources/Localization`, found through `Bundle.module`.
package enum BundledResources {
    /// The folder of bundled dictionaries, or `nil` when the program was installed without its
    /// resource bundle (checkers then use the system's dictionaries only; nothing crashes).
    package static let dictionariesDirectory: URL? = resourceBundle?
        .url(forResource: "dictionaries", withExtension: nil)

    /// The folder of the content filter's lists (`<language>.txt`), or `nil` when the program
    /// was installed without its resource bundle.
    package static let blocklistsDirectory: URL? = resourceBundle?
        .url(forResource: "blocklists", withExtension: nil)

    /// The folder of word frequencies (`<language>.txt`, from wordfreq), or `nil` when the
    /// program was installed without its resource bundle.
    package static let frequencyDirectory: URL? = resourceBundle?
        .url(forResource: "frequency", withExtension: nil)

    /// The texts of the package's strings table `table` (`Localizable` for a game's alerts,
    /// `Play` for `lexcheck play`'s screen) in `language` (a bare language code: `de`), or `nil`
    /// when there is no translation into it or the bundle is missing.
    package static func localizedStrings(_ language: String, table: String = "Localizable") -> [String: String]? {
        let key = table + "/" + language
        if let known = readTables.withLock({ $0[key] }) { return known }
        let strings = readLocalizedStrings(language, table: table)
        readTables.withLock { $0[key] = strings }
        return strings
    }

    /// The tables read so far, by table and language (`nil` for a language with none): settings
    /// are made often, the files never change while the program runs.
    private static let readTables = Locked<[String: [String: String]?]>([:])

    private static func readLocalizedStrings(_ language: String, table: String) -> [String: String]? {
        guard let url = resourceBundle?.url(forResource: table, withExtension: "strings", subdirectory: nil,
                                            localization: language),
              let data = try? Data(contentsOf: url),
              let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return nil }
        return table
    }

    /// The languages the package's texts are translated into.
    package static var localizations: [String] {
        resourceBundle?.localizations.filter { $0 != "Base" }.sorted() ?? []
    }

    private static let bundleName = Platform.resourceBundleName(package: "lexcheck", target: "LexiconResources")

    /// SwiftPM's generated `Bundle.module` stops the program when the bundle is missing, so it
    /// is used only once the bundle is known to be where it looks first; a bundle found beside
    /// the real executable (behind a symbolic link) is opened directly.
    private static var resourceBundle: Bundle? {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: Bundle.main.bundleURL.appending(path: bundleName).path) {
            return Bundle.module
        }
        // Beside the executable or the test bundle; in an app's resources; in the resources of
        // the framework this code is linked into (an app that embeds lexcheck as a dynamic
        // framework); in that framework's folder.
        let framework = Bundle(for: Marker.self)
        var candidates = [
            framework.bundleURL.deletingLastPathComponent(),
            Bundle.main.resourceURL,
            framework.resourceURL,
            framework.bundleURL,
        ].compactMap { $0 }
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for directory in candidates {
            let url = directory.appending(path: bundleName)
            if fileManager.fileExists(atPath: url.path), let bundle = Bundle(url: url) {
                return bundle
            }
        }
        return nil
    }

    private final class Marker {}
}
