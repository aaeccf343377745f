import Foundation
import Testing
import TestSupport

@Suite("lexcheck word")
struct WordCommandTests {
    let lexcheck = Lexcheck()

    @Test func wordAcceptsAndExitsZero() throws {
        let result = try lexcheck.run("word", "--root", "telepaths", "palettes")
        #expect(result.status == 0)
        #expect(result.stdout == "palettes: accepted (+2)\n")
    }

    @Test func wordRejectsWithReasonTitleAndMessageAndExitsOne() throws {
        let result = try lexcheck.run("word", "--root", "telepaths", "palettes", "settee", "Palettes", "hapes", "at", "telepaths", "")
        #expect(result.status == 1)
        #expect(result.lines == [
            "palettes: accepted (+2)",
            "settee: rejected (notPossible) Word not possible — You can't spell that word from 'telepaths'!",
            "Palettes: rejected (notOriginal) Word used already — Be more original",
            "hapes: rejected (notReal) Word not recognized — You can't just make them up, you know!",
            "at: rejected (tooShort) Word too short — Words need at least 3 letters!",
            "telepaths: rejected (sameAsRoot) That's the word you were given — Find your own words in 'telepaths'!",
            ": rejected (empty) Nothing there — Type a word first!",
        ])
    }

    @Test func wordJSONUsedMinLengthAndScoring() throws {
        let result = try lexcheck.run("word", "--root", "telepaths", "--used", "Heat,sat", "--format", "jsonl",
                                      "--scoring", "boggle", "--min-length", "4", "heat", "palettes", "pea")
        #expect(result.status == 1)
        #expect(result.lines == [
            #"{"word":"heat","accepted":false,"reason":"notOriginal","title":"Word used already","message":"Be more original"}"#,
            #"{"word":"palettes","accepted":true,"normalized":"palettes","points":11}"#,
            #"{"word":"pea","accepted":false,"reason":"tooShort","title":"Word too short","message":"Words need at least 4 letters!"}"#,
        ])
    }
}
