/// The `CHECKCOMPOUNDPATTERN` lines flat, for the test made at every compound bound: each
/// line's strings in one byte array and its fixed fields in plain records, so that going
/// through the lines copies nothing and counts no reference.
struct CompoundPatternTable: Sendable {
    struct Record: Sendable, BitwiseCopyable {
        var beginStart: Int32
        var beginCount: Int32
        /// `-1` when the line's end is `0` (the first part's whole stem).
        var endStart: Int32
        var endCount: Int32
        var endFlag: AffixFlag
        var beginFlag: AffixFlag
        /// `-1` when the line has no replacement.
        var replacementStart: Int32
        var replacementCount: Int32
    }

    private(set) var records: [Record] = []
    private(set) var bytes: [UInt8] = []

    init(_ patterns: [CompoundPattern]) {
        for pattern in patterns {
            let beginStart = Int32(bytes.count)
            bytes += pattern.begin
            let endStart = Int32(bytes.count)
            bytes += pattern.end
            let replacementStart = pattern.replacement == nil ? -1 : Int32(bytes.count)
            bytes += pattern.replacement ?? []
            records.append(Record(beginStart: beginStart, beginCount: Int32(pattern.begin.count),
                                  endStart: pattern.end.first == UInt8(ascii: "0") ? -1 : endStart,
                                  endCount: Int32(pattern.end.count), endFlag: pattern.endFlag, beginFlag: pattern.beginFlag,
                                  replacementStart: replacementStart, replacementCount: Int32(pattern.replacement?.count ?? 0)))
        }
    }

    var isEmpty: Bool { records.isEmpty }

    /// Whether `text` starts with the line's begin string, a `.` in it matching any byte
    /// (Hunspell's `isSubset`).
    @inline(__always)
    func beginMatches(_ record: Record, _ text: ArraySlice<UInt8>) -> Bool {
        guard Int(record.beginCount) <= text.count else { return false }
        var position = text.startIndex
        for offset in Int(record.beginStart)..<Int(record.beginStart + record.beginCount) {
            let byte = bytes[offset]
            if byte != text[position], byte != UInt8(ascii: ".") { return false }
            position += 1
        }
        return true
    }

    /// Whether line `index` has a replacement that `text` starts with (a simplified compound
    /// may be written so).
    @inline(__always)
    func replacementStarts(_ index: Int, _ text: ArraySlice<UInt8>) -> Bool {
        let record = records[index]
        guard record.replacementStart >= 0, record.replacementCount > 0 else { return false }
        let start = Int(record.replacementStart)
        return text.starts(with: bytes[start..<(start + Int(record.replacementCount))])
    }

    /// Whether `text` ends with the line's end string.
    @inline(__always)
    func endMatches(_ record: Record, _ text: ArraySlice<UInt8>) -> Bool {
        guard Int(record.endCount) <= text.count else { return false }
        return text.suffix(Int(record.endCount)).elementsEqual(bytes[Int(record.endStart)..<Int(record.endStart + record.endCount)])
    }
}
