// What the documentation's examples run in (scripts/check/doc-examples.py turns them into
// main.swift): the names they use without defining them, and the checks their comments ask for.
#if LEXCHECK_HUNSPELL
import AnagramRules
import Foundation
import LexiconCheck

/// The value of `body`, or the error printed and the program ended: the examples need these.
func must<T>(_ what: String, _ body: () throws -> T) -> T {
    do {
        return try body()
    } catch {
        print("error: cannot make \(what) for the examples: \(error)")
        exit(1)
    }
}

// MARK: Names the examples use

/// An American English checker, learning nothing.
@MainActor let checker = must("checker") { try HunspellChecker(language: "en_US", personalDictionary: nil) }
@MainActor var rules = must("rules") { try GameRules(checker: checker) }
/// A game on "telepaths" with three answers found.
@MainActor var game = { () -> GameSession in
    var game = GameSession(root: "telepaths", rules: rules)
    for word in ["palettes", "heat", "pale"] { _ = game.submit(word) }
    return game
}()
@MainActor let solver = must("solver") { try AnagramSolver.bundled() }
/// A scoring policy of a game's own: a point a letter.
@MainActor let myPolicy = ScoringPolicy.custom(name: "letters-only") { answer, _ in answer.length }
/// A saved game that scores with `myPolicy`.
@MainActor let saved = must("saved") { () throws -> Data in
    var settings = GameSettings()
    settings.scoring = myPolicy
    var session = GameSession(root: "telepaths", rules: try GameRules(checker: checker, settings: settings))
    _ = session.submit("palettes")
    return try JSONEncoder().encode(session)
}

// MARK: Running and checking

@MainActor private var failures = 0
@MainActor private var checks = 0

/// Runs one example.
@MainActor func run(_ location: String, _ example: () throws -> Void) {
    do {
        try example()
    } catch {
        failures += 1
        print("\(location): error: the example threw \(error)")
    }
}

/// Runs an example that awaits, as ``run(_:_:)`` does.
@MainActor func runAsync(_ location: String, _ example: () async throws -> Void) async {
    do {
        try await example()
    } catch {
        failures += 1
        print("\(location): error: the example threw \(error)")
    }
}

/// Evaluates a statement whose comment says nothing to check.
func use<T>(_ value: T) {}

/// Checks that `value` prints as `expected` says (`...` or `…` in it stands for anything, and
/// the spaces around it are not compared).
@MainActor func expect<T>(_ value: T, _ expected: String, at location: String) {
    checks += 1
    let actual = describe(value)
    var wanted = expected
    if wanted.hasPrefix("."), wanted.dropFirst().first?.isLetter == true { wanted.removeFirst() }
    let pieces = wanted.replacingOccurrences(of: "…", with: "...").components(separatedBy: "...")
        .map { $0.trimmingCharacters(in: .whitespaces) }
    if !matches(actual, pieces) {
        failures += 1
        print("\(location): error: the comment says \(expected), the code gives \(actual)")
    }
}

/// What Swift prints for `value`: optionals unwrapped, strings quoted (with `'` as it is, not
/// escaped).
func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
    }
    let text = value is String || value is Substring ? String(reflecting: value) : String(describing: value)
    return text.replacingOccurrences(of: "\\'", with: "'")
}

/// Whether `text` starts with the first piece, ends with the last, and has the others in order.
func matches(_ text: String, _ pieces: [String]) -> Bool {
    guard pieces.count > 1 else { return text == pieces[0] }
    guard let first = pieces.first, let last = pieces.last, text.hasPrefix(first), text.hasSuffix(last),
          text.count >= first.count + last.count else { return false }
    var rest = text.dropFirst(first.count).dropLast(last.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
        guard let range = rest.range(of: piece) else { return false }
        rest = rest[range.upperBound...]
    }
    return true
}

/// Ends the program: 1 when a check failed or an example threw.
@MainActor func finish() -> Never {
    print("\(checks) checks, \(failures) failures")
    exit(failures == 0 ? 0 : 1)
}
#endif
