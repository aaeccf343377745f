import AnagramRules
import Foundation
import LexiconCheck

extension StartWords {
    /// The start-word list at `path`, or the bundled one.
    static func load(_ path: String?) throws(LexiconError) -> StartWords {
        if let path {
            return try StartWords(contentsOf: URL(filePath: path))
        }
        return try StartWords.bundled()
    }
}
