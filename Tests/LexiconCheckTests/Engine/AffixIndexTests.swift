import Foundation
import Testing
@testable import HunspellEngine

/// The engine's flat affix indexes: the walks a check makes over them.
@Suite("Affix index")
struct AffixIndexTests {
    /// The entries a walk of `handle` gives for `word`, in trying order: those that add nothing,
    /// then those whose added string `word` starts (prefixes) or ends (suffixes) with.
    static func walk(_ handle: AffixIndex.Handle, _ word: [UInt8]) -> [Int32] {
        var found = (0..<handle.emptyCount).map(handle.empty)
        var matches = handle.matching(word)
        while let number = matches.next(handle, word) { found.append(number) }
        return found
    }

    /// Whether `entry` may be on a compound's first part, read from the flat entry as the
    /// check reads it.
    static func mayEndFirstPart(_ entry: Affix) -> Bool {
        !entry.continuation.isEmpty && entry.traits.contains(.compoundPermit)
    }

    /// Each view's walk gives, for every word, the suffixes of the whole walk that its step can
    /// take, in the same order, and no other: the walk a compound's first part makes, those that
    /// continue with `COMPOUNDPERMITFLAG`; the walk for the outer of two suffixes, those some
    /// affix continues with. Hunspell tries them in that order. Prefixes walk the same in every
    /// view. Words: every spelling of real dictionaries, each with the affixes' own strings
    /// after it, so that long keys match too.
    @Test(arguments: ["de_DE", "hu_HU", "nl", "sv_SE", "fr"])
    func viewsWalkTheirSuffixesInOrder(_ name: String) throws {
        let dictionary = try systemDictionary(name)
        try Self.expectViewWalks(dictionary, name: name)
    }

    /// The same with keys that have a `.` (a wildcard after their first byte), which are
    /// walked apart from the trie and merged into its order.
    @Test func viewsWalkTheirWildcardSuffixesInOrder() throws {
        let affix = """
            SET UTF-8
            COMPOUNDFLAG X
            COMPOUNDPERMITFLAG P
            SFX A Y 6
            SFX A 0 s.e/P .
            SFX A 0 s.e .
            SFX A 0 e/P .
            SFX A 0 ese .
            SFX A 0 0/P .
            SFX A 0 0 .
            SFX C Y 3
            SFX C 0 s.e/A .
            SFX C 0 e/A .
            SFX C 0 0/A .
            PFX B Y 2
            PFX B 0 u.n .
            PFX B 0 un/P .
            """
        let dictionary = try HunspellDictionary(affix: Array(affix.utf8), dictionary: Array("2\nhaus/ABCX\nbaum/AX\n".utf8))
        try Self.expectViewWalks(dictionary, name: "wildcards",
                                 words: ["hausse", "hausxe", "hause", "haus", "unhaus", "uxnhaus", "sese", "e"])
    }

    /// Each view of `dictionary`'s suffixes walks, for `given` words and every spelling (alone and
    /// with an affix's string), its rule's part of the whole walk, in order, and less than it.
    static func expectViewWalks(_ dictionary: HunspellDictionary, name: String, words given: [String] = []) throws {
        let storage = dictionary.storage
        var words = given.map { Array($0.utf8) }
        var appends: [[UInt8]] = []
        storage.suffixes.withHandle { suffixes in
            for number in 0..<Int32(storage.suffixes.count) { appends.append(Array(suffixes.entry(number).append)) }
        }
        for index in 0..<dictionary.entryCount {
            let spelling = Array(storage.words.word(WordTable.Number(index)))
            words.append(spelling)
            words.append(spelling + appends[index % max(appends.count, 1)])
        }
        let views: [(AffixIndex.View, (Affix) -> Bool)] = [
            (.compoundBegin, mayEndFirstPart), (.outerSuffixes, { storage.continuationClasses.contains($0.flag) }),
        ]
        for (view, takes) in views {
            // A view of no suffix (French has no COMPOUNDPERMITFLAG) walks nothing.
            let viewHasSuffixes = storage.suffixes.withHandle { suffixes in
                (0..<Int32(storage.suffixes.count)).contains { takes(suffixes.entry($0)) }
            }
            var differing: [String] = [], takenSeen = 0, allSeen = 0
            storage.suffixes.withHandle { suffixes in
                for word in words {
                    let all = walk(suffixes, word)
                    let taken = all.filter { takes(suffixes.entry($0)) }
                    if walk(suffixes.viewing(view), word) != taken { differing.append(String(decoding: word, as: UTF8.self)) }
                    takenSeen += taken.count
                    allSeen += all.count
                }
            }
            storage.prefixes.withHandle { prefixes in
                for word in words where walk(prefixes.viewing(view), word) != walk(prefixes, word) {
                    differing.append("prefixes: " + String(decoding: word, as: UTF8.self))
                }
            }
            #expect(differing.isEmpty, "\(name), \(view): \(differing.prefix(10))")
            if viewHasSuffixes {
                #expect(takenSeen > 0, "\(name), \(view): no suffix of the view matched: the test would not see a wrong one")
            }
            #expect(takenSeen < allSeen, "\(name), \(view): the view's walk is the whole walk")
        }
    }
}
