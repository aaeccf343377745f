#if Hunspell
import Foundation
import LexiconCheck

/// The Swift engine beside libhunspell, in one run, on the same words and the same front end
/// (`isCorrect` of a `DictionaryChecker` and of a `HunspellChecker`): opening, heap after opening,
/// and checking words of four kinds, as ratios (libhunspell's time over the engine's; above 1 the
/// engine is faster).
enum EngineSpeed {
    static let languages = ["en_US", "de_DE", "fr", "hu_HU", "tr_TR"]

    /// The kinds of words measured, made from the dictionary's own listed words.
    enum Kind: String, CaseIterable {
        case correct, misspelled, capitals = "all capitals", compounds = "joined pairs"
    }

    static func lines() throws -> [String] {
        var lines: [String] = ["engine vs libhunspell (ratio = libhunspell time / engine time; MB of resident memory an opening adds, freed memory returned):"]
        for language in languages {
            guard let info = try? DictionaryLocator().dictionary(for: language) else {
                lines.append("  \(language): not installed, skipped")
                continue
            }
            let engine = try DictionaryChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL)
            let reference = try HunspellChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL)
            let engineHeap = try memoryAfterOpening(info, engine: "swift")
            let referenceHeap = try memoryAfterOpening(info, engine: "hunspell")
            let engineOpen = try measure(runs: 5) { _ = try DictionaryChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL) }
            let referenceOpen = try measure(runs: 5) { _ = try HunspellChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL) }
            lines.append("  \(language): open \(Measurement.format(engineOpen)) vs \(Measurement.format(referenceOpen))"
                         + " (\(ratio(referenceOpen, engineOpen))); memory \(megabytes(engineHeap)) vs \(megabytes(referenceHeap)) MB")
            let listed = engine.dictionary.listedWords.filter { !$0.isEmpty }
            var generator = SplitMix(seed: 20_261_125)
            for kind in Kind.allCases {
                // libhunspell's checker remembers verdicts: each run checks words it has not seen.
                let runs = (0..<5).map { _ in sample(kind, from: listed, count: 2_000, using: &generator) }
                var accepted = 0
                var run = 0
                let engineTime = measure(runs: runs.count, per: 2_000) {
                    for word in runs[run] where engine.isCorrect(word, language: engine.language) { accepted += 1 }
                    run += 1
                }
                run = 0
                let referenceTime = measure(runs: runs.count, per: 2_000) {
                    for word in runs[run] where reference.isCorrect(word, language: reference.language) { accepted += 1 }
                    run += 1
                }
                lines.append("    \(kind.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))"
                             + " \(Measurement.format(engineTime)) vs \(Measurement.format(referenceTime)) per word"
                             + " (\(ratio(referenceTime, engineTime)))")
            }
        }
        return lines
    }

    /// `count` words of one kind, drawn from `listed`.
    static func sample(_ kind: Kind, from listed: [String], count: Int, using generator: inout SplitMix) -> [String] {
        guard !listed.isEmpty else { return [] }
        func any() -> String { listed[Int(generator.next() % UInt64(listed.count))] }
        return (0..<count).map { _ in
            switch kind {
            case .correct: return any()
            case .capitals: return any().uppercased()
            case .compounds: return any() + any().lowercased()
            case .misspelled:
                var letters = Array(any())
                let position = Int(generator.next() % UInt64(letters.count + 1))
                let other = Array("aeiounrst")[Int(generator.next() % 9)]
                if position < letters.count, generator.next() % 2 == 0 { letters[position] = other } else { letters.insert(other, at: position) }
                return String(letters)
            }
        }
    }

    static func ratio(_ reference: Duration, _ engine: Duration) -> String {
        String(format: "%.2f×", reference.seconds / max(engine.seconds, 1e-12))
    }

    static func megabytes(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.1f", Double($0) / 1_048_576) } ?? "?"
    }

    static let childFlag = "--engine-memory-child"

    /// How much a fresh process's resident memory grows when it opens `info` with `engine`
    /// (Linux), measured in a child so that nothing opened before counts.
    static func memoryAfterOpening(_ info: DictionaryInfo, engine: String) throws -> Int? {
        Int(try runChild([childFlag, engine, info.affixURL.path, info.dictionaryURL.path]))
    }

    /// In the child: opens the dictionary and prints how many bytes resident memory grew.
    static func measureChild(_ arguments: [String]) throws {
        guard arguments.count == 3 else { fail("\(childFlag) ENGINE AFF DIC") }
        func open(_ affix: URL, _ dictionary: URL) throws -> any TextChecker {
            arguments[0] == "swift"
                ? try DictionaryChecker(affixURL: affix, dictionaryURL: dictionary)
                : try HunspellChecker(affixURL: affix, dictionaryURL: dictionary)
        }
        // A tiny dictionary first, so that what any opening sets up once (the runtime, Foundation,
        // the library) is not counted.
        let folder = FileManager.default.temporaryDirectory.appending(path: "lexcheck-bench-memory-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8).write(to: folder.appending(path: "tiny.aff"))
        try Data("1\nword/S\n".utf8).write(to: folder.appending(path: "tiny.dic"))
        let warmUp = try open(folder.appending(path: "tiny.aff"), folder.appending(path: "tiny.dic"))
        _ = warmUp.isCorrect("words", language: warmUp.availableLanguages.first ?? "und")
        let before = residentBytes()
        let checker = try open(URL(filePath: arguments[1]), URL(filePath: arguments[2]))
        returnFreedMemory()
        let after = residentBytes()
        withExtendedLifetime(checker) { print(after.flatMap { a in before.map { a - $0 } }.map(String.init) ?? "?") }
    }

    /// Hands the memory freed while opening back to the system (glibc's `malloc_trim`, found
    /// at run time: `malloc.h` is not among the C modules Swift imports), so that resident
    /// memory counts what the opened dictionary holds, not what reading it used on the way.
    static func returnFreedMemory() {
        #if os(Linux)
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }

    /// The process's resident memory (Linux's `/proc/self/statm`), in bytes.
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A small seeded generator, so that every run measures the same words.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
#endif
