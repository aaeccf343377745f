import Foundation
import ArgumentParser

/// What a root given on the command line must be: one word, not empty. A game on "" or on
/// "tele paths" has no answers and would only confuse; it is an error at once.
enum RootWord {
    /// Throws when `root` (trimmed) is empty or holds white space.
    static func validate(_ root: String?, option: String = "--root") throws {
        guard let root else { return }
        let word = root.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.isEmpty else { throw ValidationError("\(option) is empty: give one word.") }
        guard !word.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else {
            throw ValidationError("\(option) \(word.debugDescription) is more than one word: give one word.")
        }
    }
}
