import Foundation
import Testing
import TestSupport

@Suite("lexcheck learn and unlearn")
struct LearnCommandTests {
    let lexcheck = Lexcheck()

    @Test func learnAndUnlearnChangeWhatIsAccepted() throws {
        #expect(try lexcheck.run("check", stdin: "zorblax\n").status == 1)
        let learn = try lexcheck.run("learn", "zorblax")
        #expect(learn.status == 0 && learn.stdout.contains(lexcheck.personalDictionary.path))
        #expect(try lexcheck.run("check", stdin: "Zorblax zorblax\n").status == 0)
        #expect(try String(contentsOf: lexcheck.personalDictionary, encoding: .utf8) == "zorblax\n")
        #expect(try lexcheck.run("unlearn", "zorblax").status == 0)
        #expect(try lexcheck.run("check", stdin: "zorblax\n").status == 1)
        #expect(try lexcheck.run("unlearn", "zorblax").status == 1, "not learned")
        #expect(try lexcheck.run("learn", "two words").status == 64)
    }
}
