import Foundation

/// A Hunspell dictionary found on disk: an `.aff` and a `.dic` file side by side.
public struct DictionaryInfo: Sendable, Hashable {
    /// The normalised language of the dictionary, from its file name: `en_US`.
    public var language: String
    /// The `.aff` file.
    public var affixURL: URL
    /// The `.dic` file.
    public var dictionaryURL: URL
    /// Where in the search path it was found.
    public var source: DictionaryLocator.Source
}
