import Testing
import TestSupport
@testable import LexiconCheck

@Suite("StringTable")
struct StringTableTests {
    @Test func behavesLikeASetThroughInsertsRemovalsAndGrowth() {
        var table = StringTable()
        var reference = Set<String>()
        var generator = SeededGenerator(seed: 1)
        let pool = (0..<3_000).map { "w\($0)" } + ["", "é", "😀", "a longer word than fifteen bytes"]
        for step in 0..<40_000 {
            let word = pool[Int.random(in: 0..<pool.count, using: &generator)]
            if step % 3 == 0 {
                #expect(table.remove(word) == (reference.remove(word) != nil))
            } else {
                #expect(table.insert(word) == reference.insert(word).inserted)
            }
        }
        #expect(table.count == reference.count)
        for word in pool {
            #expect(table.contains(word) == reference.contains(word), "\(word)")
        }
    }
}
