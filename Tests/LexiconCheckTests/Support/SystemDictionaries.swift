import Foundation
import HunspellEngine
import Testing

/// A Debian dictionary's path without its extension.
func systemDictionaryPath(_ name: String) throws -> String {
    let path = "/usr/share/hunspell/\(name)"
    try #require(FileManager.default.fileExists(atPath: path + ".dic"),
                 "\(path).dic is missing: scripts/setup/install-dependencies --tests installs it")
    return path
}

/// A Debian dictionary, read by the Swift engine.
func systemDictionary(_ name: String) throws -> HunspellDictionary {
    let path = try systemDictionaryPath(name)
    return try HunspellDictionary(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"))
}
