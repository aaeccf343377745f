import Foundation
import LexiconSupport

/// The files this package ships in `Resources/dictionaries`, found through `Bundle.module`.
package enum BundledResources {
    /// The folder of bundled dictionaries, or `nil` when the program was installed without its
    /// resource bundle (checkers then use the system's dictionaries only; nothing crashes).
    package static let dictionariesDirectory: URL? = resourceBundle?
        .url(forResource: "dictionaries", withExtension: nil)

    private static let bundleName = Platform.resourceBundleName(package: "lexcheck", target: "LexiconResources")

    /// SwiftPM's generated `Bundle.module` stops the program when the bundle is missing, so it
    /// is used only once the bundle is known to be where it looks first; a bundle found beside
    /// the real executable (behind a symbolic link) is opened directly.
    private static var resourceBundle: Bundle? {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: Bundle.main.bundleURL.appending(path: bundleName).path) {
            return Bundle.module
        }
        var candidates = [
            Bundle(for: Marker.self).bundleURL.deletingLastPathComponent(),
            Bundle.main.resourceURL,
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
