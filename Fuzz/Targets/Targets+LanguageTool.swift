import Foundation
import LanguageToolProtocol

extension Targets {
    /// A form body sent to `lexcheck serve`'s `/v2/check`: refused with a reason, or answered
    /// with matches inside the text (offsets and lengths in UTF-16 units), at most five
    /// replacements each, in JSON that is byte for byte what `JSONEncoder` writes for the answer.
    static let languageTool = FuzzTarget(name: "languagetool") { data in
        guard let checker = checker else { return "no checker" }
        let service = SpellingService(served: [SpellingService.Served(checker: checker)], version: "fuzz")
        let response: CheckResponse
        let request: CheckRequest
        do throws(BadRequest) {
            request = try CheckRequest(fields: FormFields(data))
            response = try service.check(request)
        } catch {
            return error.message.isEmpty ? "a request refused without a reason" : nil
        }
        let length = request.parts.reduce(0) { total, part in
            switch part {
            case .text(let text), .markup(let text): total + text.utf16.count
            }
        }
        var previousEnd = 0
        for match in response.matches {
            guard match.offset >= previousEnd, match.length > 0, match.offset + match.length <= length else {
                return "a match at \(match.offset) of \(match.length) units, after \(previousEnd), in \(length)"
            }
            guard match.replacements.count <= SpellingService.maximumReplacements else { return "too many replacements" }
            previousEnd = match.offset + match.length
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let encoded = try? encoder.encode(response), response.json == Array(encoded) else {
            return "the answer's JSON is not the encoder's"
        }
        return nil
    }
}
