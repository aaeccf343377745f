import LanguageServer
import Testing

/// Which parts of a line are checked, by kind of document.
@Suite("What is checked in Markdown and source code")
struct LineScannerTests {
    /// The text of each span of each line, identifiers marked `name:`.
    static func checked(_ text: String, kind: DocumentKind) -> [String] {
        let scanner = LineScanner(kind: kind)
        var state = ScanState.text
        var checked: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(line.utf8)
            for span in scanner.spans(in: bytes, lineNumber: number, state: &state) {
                let text = String(decoding: bytes[span.bytes], as: UTF8.self)
                checked.append(span.kind == .identifier ? "name:" + text : text)
            }
        }
        return checked
    }

    @Test func markdownLeavesOutCodeLinksAndTags() {
        let text = """
            Prose with `codde span` and ``two `ticks` here`` done.
            ```swift
            let notChecked = 1
            ```
            ~~~~
            ``` still code
            ~~~~
            A [link text](https://exampel.com/a_(b)) and <span class="x">tagged</span> <https://auto.link>.
            [label]: https://reference.example "Title"
            An unclosed `tick stays prose.
            """
        #expect(Self.checked(text, kind: .markdown) == [
            "Prose with ", " and ", " done.",
            "A [link text]", " and ", "tagged", " ", ".",
            "[label]",
            "An unclosed `tick stays prose.",
        ])
    }

    @Test func swiftChecksCommentsStringsAndDeclaredNames() {
        let text = #"""
            import Foundation // a line commnet
            /* a block /* nested */ still comment */ let valueName = "a strng \(interpolated + "inner") end"
            func parseHTTPResponse(_ x: Int) -> String { #"raw "quoted" text"# }
            struct `Backticked` {}
            let multi = """
                first line of a multiline strng
                """
            /* open
             comment goes on */ case first, second
            #if DEBUG
            let url = "https://example.com/path"
            """#
        #expect(Self.checked(text, kind: .swift) == [
            " a line commnet",
            // Nested comments are one; an interpolation is code, its strings too.
            " a block /* nested */ still comment ", "name:valueName", "a strng ", " end",
            "name:parseHTTPResponse", #"raw "quoted" text"#,
            "name:Backticked",
            "name:multi",
            "    first line of a multiline strng",
            "    ",
            " open", " comment goes on ", "name:first",
            "name:url", "https://example.com/path",
        ])
    }

    @Test func otherLanguagesCheckCommentsAndStrings() {
        #expect(Self.checked("int main() { char c = 'x'; puts(\"helo\"); } // commnet\n", kind: .cFamily)
                    == ["helo", " commnet"])
        #expect(Self.checked("#!/usr/bin/env python3\nx = 'singel' + \"dubble\"  # a coment\n'''doc\nstring'''\n", kind: .hashComments)
                    == ["singel", "dubble", " a coment", "doc", "string"])
        #expect(Self.checked("plain `text` [is](all) <b>checked</b>", kind: .plainText)
                    == ["plain `text` [is](all) <b>checked</b>"])
    }

    @Test func documentKindsFollowTheLanguageID() {
        #expect(DocumentKind(languageID: "markdown") == .markdown)
        #expect(DocumentKind(languageID: "swift") == .swift)
        #expect(DocumentKind(languageID: "rust") == .cFamily)
        #expect(DocumentKind(languageID: "python") == .hashComments)
        #expect(DocumentKind(languageID: "plaintext") == .plainText)
        #expect(DocumentKind(languageID: "somethingElse") == .plainText)
    }
}
