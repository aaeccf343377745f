import Foundation
import LexiconCheck
import LexiconSupport

/// Answers LanguageTool's `/v2/check` and `/v2/languages` for spelling, with one checker per
/// language the server serves. Nothing a request sends changes it: checkers are only read, and
/// the guesses remembered are the checkers' answers.
package final class SpellingService: Sendable {
    /// A language served: its checker and its code as LanguageTool writes it (`en-US`).
    package struct Served: Sendable {
        package var checker: any TextChecker
        package var longCode: String
        package var name: String

        package init(checker: any TextChecker) {
            self.checker = checker
            let identifier = checker.language
            longCode = identifier.replacingOccurrences(of: "_", with: "-")
            name = Locale(identifier: "en_US").localizedString(forIdentifier: identifier) ?? identifier
        }
    }

    package let served: [Served]
    private let version: String
    /// How many guesses a match offers.
    package static let maximumReplacements = 5
    /// Guesses by language and word, forgotten all at once past a bound: real text repeats its
    /// misspellings, and a guess costs far more than a check.
    private let guesses = Locked<[String: [String]]>([:])
    private static let maximumRememberedGuesses = 20_000

    package init(served: [Served], version: String) {
        precondition(!served.isEmpty, "a spelling service serves at least one language")
        self.served = served
        self.version = version
    }

    /// `/v2/languages`: each language served, as `{name, code, longCode}`.
    package var languages: [LanguageEntry] {
        served.map { LanguageEntry(name: $0.name, code: String($0.longCode.prefix { $0 != "-" }), longCode: $0.longCode) }
    }

    /// `/v2/check`. Finding a misspelled word takes microseconds, its replacements up to a
    /// millisecond: a large text of distinct misspellings could keep a core busy for a minute.
    /// Past `deadline`, matches come with the replacements already remembered only, and the
    /// answer says so (`warnings.incompleteResults`, LanguageTool's flag); every misspelled
    /// word is still a match.
    package func check(_ request: CheckRequest, deadline: ContinuousClock.Instant? = nil) throws(BadRequest) -> CheckResponse {
        let (language, confidence) = try choose(request)
        var matches: [CheckResponse.Match] = []
        var guessing = Guessing(deadline: deadline)
        var offset = 0
        for part in request.parts {
            switch part {
            case .markup(let markup):
                offset += markup.utf16.count
            case .text(let text):
                forEachLine(of: text) { line, lineOffset in
                    matches += self.matches(in: line, at: offset + lineOffset, language: language, guessing: &guessing)
                }
                offset += text.utf16.count
            }
        }
        let name = CheckResponse.DetectedLanguage(name: language.name, code: language.longCode, confidence: confidence)
        var response = CheckResponse(software: .init(version: version),
                                     language: .init(name: language.name, code: language.longCode, detectedLanguage: name),
                                     matches: matches)
        response.warnings.incompleteResults = guessing.cut
        return response
    }

    /// Whether a check may still look for replacements, and whether it stopped looking.
    private struct Guessing {
        let deadline: ContinuousClock.Instant?
        /// A word's replacements were left out: the deadline had passed.
        var cut = false

        /// Whether replacements not remembered may be looked for now.
        mutating func mayLook() -> Bool {
            guard !cut, let deadline else { return !cut }
            if ContinuousClock.now >= deadline { cut = true }
            return !cut
        }
    }

    /// The language asked for (`en-US`, `en_US`, `en`), or for `auto` the served language that
    /// knows the most of the text's words.
    private func choose(_ request: CheckRequest) throws(BadRequest) -> (Served, Double) {
        if request.language.lowercased() == "auto" { return detect(request) }
        do {
            return (try served(for: request.language), 1)
        } catch {
            throw BadRequest(error.message + " and auto")
        }
    }

    /// The served language `language` names (`en-US`, `en_US`, or `en` for the first served
    /// English); `nil` (no `language` field) is the first served.
    package func served(for language: String?) throws(BadRequest) -> Served {
        guard let language else { return served[0] }
        let asked = language.replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = served.first(where: { $0.longCode.lowercased() == asked }) { return exact }
        let base = asked.prefix { $0 != "-" }
        if let same = served.first(where: { $0.longCode.prefix { $0 != "-" }.lowercased() == base }) { return same }
        throw BadRequest("the language \(language) is not served here; served: "
                         + served.map(\.longCode).joined(separator: ", "))
    }

    /// Forgets the guesses remembered: after words are learned or unlearned they may differ.
    package func forgetGuesses() {
        guesses.withLock { $0.removeAll() }
    }

    private func detect(_ request: CheckRequest) -> (Served, Double) {
        let sample = request.parts.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined(separator: "\n")
        let sampleText = String(sample.prefix(2_000))
        var best = (served[0], -1.0)
        for language in served {
            let words = language.checker.tokenizer.words(in: sampleText).prefix(200).map { String(sampleText[$0]) }
            guard !words.isEmpty else { continue }
            let known = words.filter { language.checker.isCorrect($0, language: language.checker.language) }.count
            let share = Double(known) / Double(words.count)
            if share > best.1 { best = (language, share) }
        }
        return (best.0, max(best.1, 0))
    }

    /// Calls `body` with each line of `text` (without its break: `\n`, `\r\n` or `\r`) and its
    /// UTF-16 offset in `text`.
    private func forEachLine(of text: String, _ body: (Substring, Int) -> Void) {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var offset = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = utf8.index(after: index)
                continue
            }
            let line = text[lineStart..<index]
            body(line, offset)
            var next = utf8.index(after: index)
            if byte == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                next = utf8.index(after: next)
            }
            offset += line.utf16.count + utf8.distance(from: index, to: next)
            (index, lineStart) = (next, next)
        }
        body(text[lineStart...], offset)
    }

    private func matches(in line: Substring, at lineOffset: Int, language: Served,
                         guessing: inout Guessing) -> [CheckResponse.Match] {
        let checker = language.checker
        let line = String(line)
        var matches: [CheckResponse.Match] = []
        // UTF-16 offsets counted from the previous word on, so that a line is counted once.
        var counted = line.startIndex
        var units = 0
        for range in checker.tokenizer.words(in: line) {
            let word = String(line[range])
            guard !checker.isCorrect(word, language: checker.language) else { continue }
            units += line.utf16.distance(from: counted, to: range.lowerBound)
            counted = range.lowerBound
            let length = word.utf16.count
            let contextStart = line.utf16.index(range.lowerBound, offsetBy: -40, limitedBy: line.startIndex) ?? line.startIndex
            let contextEnd = line.utf16.index(range.upperBound, offsetBy: 40, limitedBy: line.endIndex) ?? line.endIndex
            matches.append(CheckResponse.Match(
                message: "Possible spelling mistake found.",
                replacements: replacements(for: word, language: language, guessing: &guessing).map { .init(value: $0) },
                offset: lineOffset + units, length: length,
                context: .init(text: String(line[contextStart..<contextEnd]),
                               offset: line.utf16.distance(from: contextStart, to: range.lowerBound), length: length),
                sentence: Self.sentence(around: range, in: line), rule: .init(id: "HUNSPELL_RULE")))
        }
        return matches
    }

    /// How many characters of its sentence a match shows on each side of the word.
    package static let sentenceReach = 200

    /// The sentence around `range` in `line`, as LanguageTool's `sentence`: from after the
    /// previous `.`, `!` or `?` and a space (or the line's start) to the next (or the line's
    /// end), at most ``sentenceReach`` characters on each side of the word. Bounded, so that an
    /// answer grows with its matches, not with its matches times the line's length.
    private static func sentence(around range: Range<String.Index>, in line: String) -> String {
        var start = range.lowerBound
        for _ in 0..<sentenceReach where start > line.startIndex {
            let previous = line.index(before: start)
            if line[previous] == " ", previous > line.startIndex, ".!?".contains(line[line.index(before: previous)]) { break }
            start = previous
        }
        var end = range.upperBound
        for _ in 0..<sentenceReach where end < line.endIndex {
            let character = line[end]
            end = line.index(after: end)
            if ".!?".contains(character), end == line.endIndex || line[end] == " " { break }
        }
        return String(line[start..<end])
    }

    private func replacements(for word: String, language: Served, guessing: inout Guessing) -> [String] {
        let key = language.longCode + "\u{0}" + word
        if let known = guesses.withLock({ $0[key] }) { return known }
        guard guessing.mayLook() else { return [] }
        let checker = language.checker
        let found = Array((checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count), in: word,
                                           language: checker.language) ?? []).prefix(Self.maximumReplacements))
        guesses.withLock { remembered in
            if remembered.count >= Self.maximumRememberedGuesses { remembered.removeAll(keepingCapacity: true) }
            remembered[key] = found
        }
        return found
    }
}
