import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("EditDistanceIndex")
struct EditDistanceIndexTests {
    @Test func findsExactlyWhatAFullScanFinds() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let words = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { $0.lowercased() }
        // Two words in three listed (the others as a frequency list's rarer words are), at
        // random but the same every run: a search for listed words finds those only.
        var picker = SeededGenerator(seed: 3)
        let listed = Set(words.filter { _ in Int.random(in: 0..<3, using: &picker) != 0 })
        let index = EditDistanceIndex(words, listed: listed)
        let lexicon = index.words.map { ($0, EditDistanceIndex.letters($0)) }
        // Typos of several kinds, plus words that are correct, short, long or accented, and two
        // or three edits made at random (but the same every run) to every 4,999th word.
        var queries = ["recieve", "wrold", "teh", "definately", "seperate", "acress", "caht", "xyzzyq", "a", "ab", "",
                       "cafe", "naïve", "strenghts", "lighthosue", "telepaths", "zzzzzzzz", "abcdefghijklmnop"]
        var generator = SeededGenerator(seed: 42)
        func random(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &generator) }
        for word in stride(from: 0, to: lexicon.count, by: 4_999).map({ Array(lexicon[$0].0) }) {
            var typo = word
            for _ in 0..<(2 + random(2)) {
                let position = random(typo.count + 1)
                switch random(4) {
                case 0: typo.insert(Array("aeqz")[random(4)], at: position)
                case 1 where position < typo.count: typo.remove(at: position)
                case 2 where position < typo.count: typo[position] = Array("eiostz")[random(6)]
                case 3 where position + 1 < typo.count: typo.swapAt(position, position + 1)
                default: break
                }
            }
            queries.append(String(typo))
        }
        for query in queries {
            let typed = EditDistanceIndex.letters(query)
            var withinThree: [String: Int] = [:]
            for (word, characters) in lexicon where abs(characters.count - typed.count) <= 3 {
                let distance = editDistance(typed, characters, limit: 3)
                if distance <= 3 { withinThree[word] = distance }
            }
            for limit in 0...3 {
                let expected = withinThree.filter { $0.value <= limit }
                var matches: [(word: Int, distance: Int)] = []
                index.forEachMatch(of: typed, limit: limit) { word, distance, letters in
                    matches.append((word, distance))
                    #expect(Array(letters) == lexicon[word].1, "\(query): the letters of \(lexicon[word].0)")
                }
                #expect(Set(matches.map(\.word)).count == matches.count, "\(query): each word once")
                let found = Dictionary(matches.map { (index.words[$0.word], $0.distance) }, uniquingKeysWith: min)
                #expect(found == expected, "\(query), limit \(limit): \(found.count) vs \(expected.count)")
                let foundListed = index.matches(of: typed, limit: limit, listedOnly: true)
                #expect(Set(foundListed.map(\.word)).count == foundListed.count, "\(query): each listed word once")
                #expect(Dictionary(foundListed.map { (index.words[$0.word], $0.distance) }, uniquingKeysWith: min)
                            == expected.filter { listed.contains($0.key) }, "\(query), limit \(limit), listed only")
            }
        }
    }

    /// A walk finds a state's edges by their letters' bits, and scans the states where two
    /// letters share a bit (à and ê, é and î, q and б); it finds the query's letters beyond ASCII
    /// by their low six bits, which é and ũ share: words of such letters, every kind of state,
    /// against a full scan.
    @Test func findsWordsWhoseLettersShareFilterBits() throws {
        let alphabet = Array("aeàêéîçû-ë'gqбũ")
        var generator = SeededGenerator(seed: 11)
        func random(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &generator) }
        func word() -> String { String((0..<(1 + random(7))).map { _ in alphabet[random(alphabet.count)] }) }
        let words = (0..<3_000).map { _ in word() }
        let listed = Set(words.filter { _ in random(2) == 0 })
        let index = EditDistanceIndex(words, listed: listed)
        #expect(index.forward.edges.contains { $0.hasChildren && !$0.isDirect }, "some states are scanned")
        #expect(index.forward.edges.contains { $0.hasChildren && $0.isDirect }, "some states are direct")
        for query in (0..<150).map({ _ in word() }) + ["", "é", "qб", "àêàê"] {
            expectFullScanMatches(index, query, listed: listed)
        }
        // The listed words' graphs hold those, by their numbers among all the words.
        let listedForward = try #require(index.listedForward), listedBackward = try #require(index.listedBackward)
        for (number, word) in index.words.enumerated() {
            let letters = EditDistanceIndex.letters(word)
            #expect(index.position(of: letters) == number, "\(word)")
            #expect(index.backward.wordNumber(of: letters.reversed()) == number, "\(word), backwards")
            #expect(listedForward.wordNumber(of: letters) == (listed.contains(word) ? number : nil), "\(word), listed")
            #expect(listedBackward.wordNumber(of: letters.reversed()) == (listed.contains(word) ? number : nil),
                    "\(word), listed, backwards")
        }
        #expect(index.position(of: EditDistanceIndex.letters("ççç")) == nil, "a word the graphs lack")
        // Where every word is listed, the graphs of all are the listed ones'.
        #expect(EditDistanceIndex(words, listed: Set(words)).listedForward == nil)
    }

    /// Blocks are laid out in the order a walk first reaches them (depth first, each block's
    /// edges in order), so that the blocks it reads in a row are near each other: in the graphs
    /// built here and in the bundled list's index.
    @Test func laysBlocksOutInTheOrderAWalkReachesThem() throws {
        func expectWalkOrder(_ graph: WordGraph, _ name: String) {
            var placed: Set<Int32> = [], nextBlock: Int32 = 1, toVisit = [graph.edges[0]]
            var outOfOrder = 0
            while let edge = toVisit.popLast() {
                guard edge.hasChildren, placed.insert(edge.firstEdge).inserted else { continue }
                if edge.firstEdge != nextBlock { outOfOrder += 1 }
                var end = Int(edge.firstEdge)
                while !graph.edges[end].isLast { end += 1 }
                nextBlock = Int32(end + 1)
                toVisit += graph.edges[Int(edge.firstEdge)...end].reversed()
            }
            #expect(outOfOrder == 0, "\(name): blocks out of walk order")
            #expect(Int(nextBlock) == graph.edges.count, "\(name): every block reached")
        }
        let words = ["cat", "cats", "car", "cart", "dog", "dot", "do", "zebra", "zebras", "bat", "bats", "at"]
        let index = EditDistanceIndex(words, listed: Set(words.filter { $0.count > 2 }))
        for (graph, name) in [(index.forward, "forward"), (index.backward, "backward"), (index.listedForward, "listed"),
                              (index.listedBackward, "listed backward")] {
            expectWalkOrder(try #require(graph), name)
        }
        let checker = try WordListChecker(contentsOf: try #require(WordListChecker.bundledWordListURL), personalDictionary: nil)
        let bundled = checker.ranked.guessRanker().index
        expectWalkOrder(bundled.forward, "bundled forward")
        expectWalkOrder(bundled.backward, "bundled backward")
    }

    /// The graph records word lengths up to 15 and 31 letters, and a walk takes queries of up to
    /// 61: longer words and queries must still be found.
    @Test func findsWordsLongerThanTheLengthsItRecords() {
        let long = String(repeating: "a", count: 300)
        // Forty letters: beyond what the graph records, within what a walk takes.
        let forty = String(repeating: "ab", count: 20)
        let words = [long, String(long.dropLast()) + "b", long + "cc", "cat", "act", forty, forty + "c", "x" + forty + "yz",
                     String(forty.dropFirst(3))]
        let listed: Set = [long + "cc", "act", forty, "x" + forty + "yz"]
        let index = EditDistanceIndex(words, listed: listed)
        var typo = Array(long)
        typo[150] = "e"
        var fortyTypo = Array(forty)
        fortyTypo.swapAt(20, 21)
        let queries = [long, String(typo), String(long.dropFirst(2)), String(repeating: "a", count: 254), "cta",
                       forty, String(fortyTypo), String(forty.dropFirst()), forty + "cz", String(repeating: "ab", count: 31)]
        for query in queries {
            expectFullScanMatches(index, query, listed: listed)
        }
    }

    /// Expects the index to find, within each limit from 0 to 3, the words a comparison with
    /// every word finds, at their distances; and when asked for listed words only, those of
    /// them in `listed`.
    private func expectFullScanMatches(_ index: EditDistanceIndex, _ query: String, listed: Set<String>,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        let typed = EditDistanceIndex.letters(query)
        for limit in 0...3 {
            var expected: [String: Int] = [:]
            for word in index.words {
                let distance = editDistance(typed, EditDistanceIndex.letters(word), limit: limit)
                if distance <= limit { expected[word] = distance }
            }
            let found = Dictionary(index.matches(of: typed, limit: limit).map { (index.words[$0.word], $0.distance) },
                                   uniquingKeysWith: min)
            #expect(found == expected, "\(query.prefix(12))… (\(query.count) letters), limit \(limit)", sourceLocation: sourceLocation)
            let foundListed = Dictionary(index.matches(of: typed, limit: limit, listedOnly: true).map { (index.words[$0.word], $0.distance) },
                                         uniquingKeysWith: min)
            #expect(foundListed == expected.filter { listed.contains($0.key) },
                    "\(query.prefix(12))… (\(query.count) letters), limit \(limit), listed only", sourceLocation: sourceLocation)
        }
    }

    /// Each walk splits the query at its middle, so slips there (a swap across the cut, an edit
    /// either side of it) are where a walk could lose a word: make such typos of many words and
    /// find each word at its true distance.
    @Test func findsTheWordBehindTypos() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let words = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { $0.lowercased() }
        let index = EditDistanceIndex(words)
        var generator = SeededGenerator(seed: 7)
        func random(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &generator) }
        var checked = 0
        for word in stride(from: 0, to: index.words.count, by: 97).map({ EditDistanceIndex.letters(index.words[$0]) })
        where word.count >= 2 {
            var typo = word
            let middle = (typo.count + random(2)) / 2
            // A swap across the middle or an edit right beside it.
            switch random(3) {
            case 0 where middle < typo.count: typo.swapAt(middle - 1, middle)
            case 1: typo.insert(UInt32(("a" as Unicode.Scalar).value) + UInt32(random(26)), at: middle)
            default: typo.remove(at: middle - 1)
            }
            // One more edit anywhere, and in every other word a third one.
            for _ in 0..<(1 + random(2)) {
                let position = random(typo.count + 1)
                switch random(4) {
                case 0: typo.insert(UInt32(("a" as Unicode.Scalar).value) + UInt32(random(26)), at: position)
                case 1 where position < typo.count: typo.remove(at: position)
                case 2 where position + 1 < typo.count: typo.swapAt(position, position + 1)
                case 3 where position < typo.count: typo[position] = UInt32(("a" as Unicode.Scalar).value) + UInt32(random(26))
                default: break
                }
            }
            let distance = editDistance(typo, word, limit: 3)
            guard distance <= 3, let target = index.position(of: word) else { continue }
            for limit in max(2, distance)...3 {
                let found = index.matches(of: typo, limit: limit).first { $0.word == target }
                #expect(found?.distance == distance, "\(index.words[target]) from \(String(String.UnicodeScalarView(typo.compactMap(Unicode.Scalar.init)))), limit \(limit)")
            }
            checked += 1
        }
        #expect(checked > 400)
    }
}
