/// A word the dictionaries do not know, placed on its line in the session's position units.
package struct Misspelling: Sendable, Hashable {
    package var line: Int
    package var start: Int
    package var end: Int
    package var word: String
}
