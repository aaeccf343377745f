/// The `CHECKCOMPOUNDPATTERN` lines flat, for the test made at every compound bound: each
/// line's strings in one byte array and its fixed fields in plain records, so that going
/// through the lines copies nothing and counts no reference.
struct CompoundPatternTable: Sendable {
    struct Record: Sendable {
        var begin: Range<Int>
        var end: Range<Int>
        /// The line's end is `0`: the first part's whole stem.
        var endIsStem: Bool
        var endFlag: AffixFlag
        var beginFlag: AffixFlag
        /// `nil` when the line has no replacement.
        var replacement: Range<Int>?
    }

    private(set) var records: [Record] = []
    private var bytes: [UInt8] = []
    /// Whether a line has a replacement (simplified compounds are written so).
    private(set) var hasReplacements = false

    init(_ patterns: [CompoundPattern]) {
        for pattern in patterns {
            let begin = store(pattern.begin)
            let end = store(pattern.end)
            records.append(Record(begin: begin, end: end, endIsStem: pattern.end.first == UInt8(ascii: "0"),
                                  endFlag: pattern.endFlag, beginFlag: pattern.beginFlag,
                                  replacement: pattern.replacement.map { store($0) }))
            hasReplacements = hasReplacements || pattern.replacement != nil
        }
    }

    private mutating func store(_ string: [UInt8]) -> Range<Int> {
        defer { bytes += string }
        return bytes.count..<(bytes.count + string.count)
    }

    /// The pattern a compound check is trying, numbered from 1 as Hunspell counts them;
    /// `nil` for 0, none.
    func pattern(_ number: Int) -> Record? { number > 0 ? records[number - 1] : nil }

    /// The strings of line `index`: the first part's end, the second part's beginning, and what
    /// they replace (empty when none).
    func end(_ index: Int) -> ArraySlice<UInt8> { bytes[records[index].end] }
    func begin(_ index: Int) -> ArraySlice<UInt8> { bytes[records[index].begin] }
    func replacement(_ index: Int) -> ArraySlice<UInt8> { records[index].replacement.map { bytes[$0] } ?? [] }

    /// Whether `text` starts with the line's begin string, a `.` in it matching any byte
    /// (Hunspell's `isSubset`).
    @inline(__always)
    func beginMatches(_ record: Record, _ text: ArraySlice<UInt8>) -> Bool {
        guard record.begin.count <= text.count else { return false }
        return zip(bytes[record.begin], text).allSatisfy { $0 == $1 || $0 == UInt8(ascii: ".") }
    }

    /// Whether line `index` has a replacement that `text` starts with (a simplified compound
    /// may be written so).
    @inline(__always)
    func replacementStarts(_ index: Int, _ text: ArraySlice<UInt8>) -> Bool {
        guard let replacement = records[index].replacement, !replacement.isEmpty else { return false }
        return text.starts(with: bytes[replacement])
    }

    /// Whether `text` ends with the line's end string.
    @inline(__always)
    func endMatches(_ record: Record, _ text: ArraySlice<UInt8>) -> Bool {
        record.end.count <= text.count && text.suffix(record.end.count).elementsEqual(bytes[record.end])
    }
}
