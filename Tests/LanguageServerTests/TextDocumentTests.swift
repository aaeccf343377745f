import LanguageServer
import Testing
import TestSupport

@Suite("Documents kept in step with edits")
struct TextDocumentTests {
    /// A document as the protocol defines it, written the plain way: scalars, lines cut at
    /// `\n`, `\r\n` and `\r`, a position's units summed scalar by scalar (one inside a scalar
    /// meaning that scalar's start), positions past a line or the document clamped.
    struct Model {
        var scalars: [Unicode.Scalar]

        func offset(of position: Position, _ encoding: PositionEncoding) -> Int {
            var lineStarts = [0]
            var lineEnds: [Int] = []
            var index = 0
            while index < scalars.count {
                if scalars[index] == "\r" || scalars[index] == "\n" {
                    lineEnds.append(index)
                    index += scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                    lineStarts.append(index)
                } else {
                    index += 1
                }
            }
            lineEnds.append(scalars.count)
            if position.line < 0 { return 0 }
            if position.line >= lineStarts.count { return scalars.count }
            var offset = lineStarts[position.line]
            var units = 0
            while offset < lineEnds[position.line] {
                let width = width(scalars[offset], encoding)
                if units + width > position.character { break }
                units += width
                offset += 1
            }
            return offset
        }

        func width(_ scalar: Unicode.Scalar, _ encoding: PositionEncoding) -> Int {
            switch encoding {
            case .utf8: UTF8.width(scalar)
            case .utf16: UTF16.width(scalar)
            case .utf32: 1
            }
        }

        mutating func apply(_ change: TextDocumentChange, _ encoding: PositionEncoding) {
            guard let range = change.range else { scalars = Array(change.text.unicodeScalars); return }
            var (start, end) = (offset(of: range.start, encoding), offset(of: range.end, encoding))
            if end < start { swap(&start, &end) }
            scalars.replaceSubrange(start..<end, with: change.text.unicodeScalars)
        }
    }

    static let pieces = ["a", "bc", "é", "😀", "👩‍👩‍👧", "\n", "\r", "\r\n", " ", "中", "e\u{301}"]

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func position(_ generator: inout SeededGenerator) -> Position {
        Position(line: Int.random(in: -1...6, using: &generator), character: Int.random(in: -1...14, using: &generator))
    }

    /// Random edits, in every encoding, with positions inside characters, past line ends and
    /// past the document, and line breaks made and unmade (`\r` then `\n`): the document's text
    /// is always the model's.
    @Test(arguments: PositionEncoding.allCases)
    func editsGiveTheTextTheProtocolDefines(encoding: PositionEncoding) {
        let failure = forAll(400, seed: 34) { generator -> (String, [TextDocumentChange]) in
            let changes = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                TextDocumentChange(range: Int.random(in: 0..<10, using: &generator) > 0
                                       ? LSPRange(start: Self.position(&generator), end: Self.position(&generator)) : nil,
                                   text: Self.text(&generator))
            }
            return (Self.text(&generator), changes)
        } _: { (initial, changes) in
            var document = TextDocument(uri: "file:///a", languageID: "plaintext", version: 1, text: initial)
            var model = Model(scalars: Array(initial.unicodeScalars))
            for change in changes {
                document.apply(change, encoding: encoding, version: nil)
                model.apply(change, encoding)
                if document.text.unicodeScalars.elementsEqual(model.scalars) == false { return false }
            }
            return true
        }
        #expect(failure == nil, "\(String(describing: failure))")
    }

    @Test func aChangeWithoutARangeReplacesTheText() {
        var document = TextDocument(uri: "file:///a", languageID: "plaintext", version: 1, text: "one\ntwo")
        document.apply(TextDocumentChange(range: nil, text: "three\r\nfour\rfive"), encoding: .utf16, version: 7)
        #expect(document.lines == ["three", "four", "five"])
        #expect(document.text == "three\r\nfour\rfive")
        #expect(document.version == 7)
    }

    @Test func positionEncodingIsTheClientsFirstChoiceTheServerKnows() {
        #expect(PositionEncoding.negotiated(clientPrefers: nil) == .utf16)
        #expect(PositionEncoding.negotiated(clientPrefers: ["utf-7", "utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiated(clientPrefers: ["utf-32"]) == .utf32)
        #expect(PositionEncoding.negotiated(clientPrefers: ["latin-1"]) == .utf16)
    }
}
