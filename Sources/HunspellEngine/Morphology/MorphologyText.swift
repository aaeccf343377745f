#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The text of Hunspell's morphological analyses, as bytes in the dictionary's encoding, and
/// the string functions Hunspell builds and reads it with (`csutil.cxx`): fields separated by
/// a space (`MSEP_FLD`), readings by a newline (`MSEP_REC`), alternatives by a vertical tab.
enum MorphologyText {
    static let fieldSeparator = UInt8(ascii: " ")
    static let recordSeparator = UInt8(ascii: "\n")
    static let alternativeSeparator: UInt8 = 0x0B

    /// The two-letter tags, with their colon.
    static let stem = Array("st:".utf8)
    static let allomorph = Array("al:".utf8)
    static let derivationalSuffix = Array("ds:".utf8)
    static let inflectionalSuffix = Array("is:".utf8)
    static let terminalSuffix = Array("ts:".utf8)
    static let surfacePrefix = Array("sp:".utf8)
    static let part = Array("pa:".utf8)
    static let flag = Array("fl:".utf8)
    static let tagLength = 3

    /// Where `needle` first occurs in `text` at or after `start`, before `end` (`strstr`).
    static func find(_ needle: [UInt8], in text: [UInt8], from start: Int = 0, end: Int? = nil) -> Int? {
        let end = end ?? text.count
        guard !needle.isEmpty else { return start <= end ? start : nil }
        guard start + needle.count <= end else { return nil }
        return text.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = haystack.baseAddress, let pattern = pattern.baseAddress, let first = needle.first else { return nil }
                var position = start
                let last = end - needle.count
                while position <= last {
                    // The next occurrence of the first byte, then the rest compared in place.
                    guard let hit = memchr(base + position, Int32(first), last - position + 1) else { return nil }
                    position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, pattern, needle.count) == 0 { return position }
                    position += 1
                }
                return nil
            }
        }
    }

    static func contains(_ needle: [UInt8], in text: [UInt8]) -> Bool { find(needle, in: text) != nil }

    /// The non-empty pieces of `text` between `separator`s (`line_tok`).
    static func lines(_ text: [UInt8], separator: UInt8 = recordSeparator) -> [[UInt8]] {
        text.split(separator: separator, omittingEmptySubsequences: true).map(Array.init)
    }

    /// `text`'s pieces without repeats, joined again (`line_uniq`).
    static func uniqueLines(_ text: [UInt8], separator: UInt8 = recordSeparator) -> [UInt8] {
        Array(unique(lines(text, separator: separator)).joined(separator: [separator]))
    }

    /// `list` without repeats, first occurrences kept in order (`uniqlist`).
    static func unique(_ list: [[UInt8]]) -> [[UInt8]] {
        var kept: [[UInt8]] = []
        for item in list where !kept.contains(item) { kept.append(item) }
        return kept
    }

    /// A compound part's analyses as one field: unchanged without a separator, the only piece
    /// when there is one, else every piece as ` ( a | b ) ` (`line_uniq_app`, which, despite its
    /// name, keeps repeats in that last form).
    static func alternatives(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(recordSeparator) else { return text }
        let pieces = lines(text)
        guard !pieces.isEmpty else { return [] }
        if pieces.count == 1 { return pieces[0] }
        var result = Array(" ( ".utf8)
        for piece in pieces {
            result += piece
            result += Array(" | ".utf8)
        }
        result[result.count - 2] = UInt8(ascii: ")")
        return result
    }

    /// `text` with `suffix` added at the end of each line (`strlinecat`).
    static func appendingToEachLine(_ text: [UInt8], _ suffix: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for byte in text {
            if byte == recordSeparator { result += suffix }
            result.append(byte)
        }
        return result + suffix
    }

    /// The value of the first field tagged `tag` in `text`: up to a space, tab or newline
    /// (`copy_field`).
    static func field(_ tag: [UInt8], in text: [UInt8]) -> [UInt8]? {
        guard let start = find(tag, in: text) else { return nil }
        var value: [UInt8] = []
        for byte in text[(start + tagLength)...] {
            if byte == 0x20 || byte == 0x09 || byte == recordSeparator { break }
            value.append(byte)
        }
        return value
    }

    /// `text` without one line end at its end (`mychomp`).
    static func chomped(_ text: [UInt8]) -> [UInt8] {
        var count = text.count
        if count > 0, text[count - 1] == 0x0D || text[count - 1] == recordSeparator { count -= 1 }
        if text.count > 1, text[text.count - 2] == 0x0D { count -= 1 }
        return Array(text.prefix(max(0, count)))
    }

    /// `text` with every `search` replaced by `replacement` (`mystrrep`).
    static func replacing(_ search: [UInt8], with replacement: [UInt8], in text: [UInt8]) -> [UInt8] {
        var result = text
        var position = 0
        while let found = find(search, in: result, from: position) {
            result.replaceSubrange(found..<(found + search.count), with: replacement)
            position = found + replacement.count
        }
        return result
    }

    /// `text` cut at its first NUL, as a C string reads it.
    static func cString(_ text: [UInt8]) -> [UInt8] {
        text.firstIndex(of: 0).map { Array(text[..<$0]) } ?? text
    }

    /// The suffix fields of `morph`: `ds:` ones, else `is:`, else `ts:`, counted as Hunspell's
    /// `get_sfxcount` does (each search after the last hit, falling back to the next tag).
    static func suffixCount(_ morph: [UInt8]?) -> Int {
        guard let morph, !morph.isEmpty else { return 0 }
        func next(after start: Int) -> Int? {
            find(derivationalSuffix, in: morph, from: start) ?? find(inflectionalSuffix, in: morph, from: start)
                ?? find(terminalSuffix, in: morph, from: start)
        }
        var count = 0
        var hit = next(after: 0)
        while let position = hit {
            count += 1
            hit = next(after: position + 1)
        }
        return count
    }

    /// Compares the suffix fields (`ds:`, `is:`, `ts:`) of the first lines of `s` and `t`
    /// (`morphcmp`): 0 when they are equal, 1 when they may be equal with a secondary suffix,
    /// -1 otherwise.
    static func compareSuffixes(_ s: [UInt8]?, _ t: [UInt8]?) -> Int {
        guard let s, let t else { return 1 }
        // C strings: each ends at its first NUL, read as a 0 past the end.
        let sEnd = s.firstIndex(of: 0) ?? s.count
        let tEnd = t.firstIndex(of: 0) ?? t.count
        let sLine = s[..<sEnd].firstIndex(of: recordSeparator)
        let tLine = t[..<tEnd].firstIndex(of: recordSeparator)
        // The next suffix field from `start`: `ds:`, else `is:` (both on the first line), else
        // `ts:` anywhere, which is Hunspell's "terminal" case.
        func next(_ text: [UInt8], from start: Int, end: Int, line: Int?) -> (position: Int?, terminal: Bool) {
            let onLine = { (found: Int?) in found.map { line == nil || $0 <= line! } ?? false }
            let derivational = find(derivationalSuffix, in: text, from: start, end: end)
            if onLine(derivational) { return (derivational, false) }
            let inflectional = find(inflectionalSuffix, in: text, from: start, end: end)
            if onLine(inflectional) { return (inflectional, false) }
            return (find(terminalSuffix, in: text, from: start, end: end), true)
        }
        func isEnd(_ byte: UInt8) -> Bool { byte == 0x20 || byte == recordSeparator || byte == 0x09 || byte == 0 }
        var (sp, sTerminal) = next(s, from: 0, end: sEnd, line: sLine)
        var (tp, _) = next(t, from: 0, end: tEnd, line: tLine)
        var se = false
        var te = false
        while var i = sp, var j = tp, sLine.map({ $0 > i }) ?? true, tLine.map({ $0 > j }) ?? true {
            i += tagLength
            j += tagLength
            se = false
            te = false
            while (i < sEnd ? s[i] : 0) == (j < tEnd ? t[j] : 0), !se, !te {
                i += 1
                j += 1
                if isEnd(i < sEnd ? s[i] : 0) { se = true }
                if isEnd(j < tEnd ? t[j] : 0) { te = true }
            }
            if !se || !te { return sTerminal ? 1 : -1 }
            (sp, sTerminal) = next(s, from: i, end: sEnd, line: sLine)
            (tp, _) = next(t, from: j, end: tEnd, line: tLine)
        }
        if sp == nil, tp == nil, se, te { return 0 }
        return 1
    }
}
