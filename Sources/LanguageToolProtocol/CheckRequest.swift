import Foundation

/// What `/v2/check` is asked: the text (plain, or LanguageTool's annotated `data` of text and
/// markup) and its language.
package struct CheckRequest: Sendable, Equatable {
    /// The document in order: text to check, and markup that only takes its place in offsets.
    package var parts: [Part]
    /// The language as the client wrote it (`en-US`, `de`, `auto`).
    package var language: String

    package enum Part: Sendable, Equatable {
        case text(String)
        case markup(String)
    }

    package init(parts: [Part], language: String) {
        self.parts = parts
        self.language = language
    }

    /// The request the form fields make: `language`, and `text` or `data` (one of them).
    package init(fields: FormFields) throws(BadRequest) {
        guard let language = fields["language"], !language.isEmpty else {
            throw BadRequest("missing the 'language' parameter (a code such as en-US, or auto)")
        }
        switch (fields["text"], fields["data"]) {
        case (let text?, nil):
            self.init(parts: [.text(text)], language: language)
        case (nil, let data?):
            self.init(parts: try Self.annotation(data), language: language)
        case (.some, .some):
            throw BadRequest("both 'text' and 'data' were given: send one")
        case (nil, nil):
            throw BadRequest("missing the 'text' or 'data' parameter")
        }
    }

    /// `data`: `{"annotation": [{"text": "…"}, {"markup": "…", "interpretAs": "…"}]}`.
    private static func annotation(_ data: String) throws(BadRequest) -> [Part] {
        struct Annotated: Decodable {
            var annotation: [Item]
            struct Item: Decodable {
                var text: String?
                var markup: String?
            }
        }
        let annotated: Annotated
        do {
            annotated = try JSONDecoder().decode(Annotated.self, from: Data(data.utf8))
        } catch {
            throw BadRequest("'data' is not LanguageTool's annotation JSON ({\"annotation\": [{\"text\": …}, {\"markup\": …}]})")
        }
        var parts: [Part] = []
        for (index, item) in annotated.annotation.enumerated() {
            switch (item.text, item.markup) {
            case (let text?, nil): parts.append(.text(text))
            case (nil, let markup?): parts.append(.markup(markup))
            default: throw BadRequest("'data': annotation item \(index + 1) needs either 'text' or 'markup'")
            }
        }
        return parts
    }
}
