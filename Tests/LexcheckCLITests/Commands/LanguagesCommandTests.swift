import Foundation
import Testing
import TestSupport

@Suite("lexcheck languages")
struct LanguagesCommandTests {
    let lexcheck = Lexcheck()

    @Test func languagesListsUsableDictionariesWithSource() throws {
        let result = try lexcheck.run("languages")
        #expect(result.status == 0)
        #expect(result.lines.contains { $0.hasPrefix("en_US\t") && $0.hasSuffix("en_US.{aff,dic}") })
        let json = try lexcheck.run("languages", "--format", "json")
        #expect(json.lines.allSatisfy { $0.hasPrefix(#"{"language":"#) })
    }
}
