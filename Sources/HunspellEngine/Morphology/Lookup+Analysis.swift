/// A word's analyses as Hunspell's `analyze` gives them (`HunspellImpl::analyze_internal`):
/// the cleaned word in the cases its case allows, Hungarian's numbers and hyphens.
extension Lookup {
    private typealias Text = MorphologyText

    /// The analyses of `written`, bytes in the dictionary's encoding, one reading each.
    mutating func analyze(_ written: [UInt8]) -> [[UInt8]] {
        let rules = dictionary.rules
        let letterCase = dictionary.letterCase
        if written.count >= (rules.isUTF8 ? Self.maximumUTF8Length : Self.maximumByteLength) { return [] }
        let converted = rules.convertsInput ? dictionary.inputConversion.convert(written) ?? written : written
        var (word, abbreviation) = cleaned(converted)
        let capitalization = word.isEmpty ? .none : letterCase.capitalization(word)
        if word.isEmpty {
            guard abbreviation > 0 else { return [] }
            word = [UInt8](repeating: UInt8(ascii: "."), count: abbreviation)
            abbreviation = 0
        }
        if rules.isHungarian, let numbers = hungarianNumberReadings(word) { return numbers }

        var result: [UInt8] = []
        func add(_ readings: [UInt8]) {
            guard !readings.isEmpty else { return }
            if !result.isEmpty { result.append(Text.recordSeparator) }
            result += readings
        }
        let dot = UInt8(ascii: ".")
        switch capitalization {
        case .none, .mixed, .mixedInitial:
            add(readings(of: word))
            if abbreviation > 0 { add(readings(of: word + [dot])) }
        case .initial, .all:
            if capitalization == .all {
                add(readings(of: word))
                if abbreviation > 0 { add(readings(of: word + [dot])) }
            }
            let lowered = letterCase.lowercased(word)
            let capitalized = letterCase.capitalized(lowered)
            add(readings(of: lowered))
            add(readings(of: capitalized))
            if abbreviation > 0 {
                add(readings(of: lowered + [dot]))
                add(readings(of: capitalized + [dot]))
            }
        }
        if !result.isEmpty {
            if rules.complexPrefixes { result = reverseCharacters(result, utf8: rules.isUTF8) }
            return Text.lines(result)
        }
        return rules.isHungarian ? hungarianHyphenReadings(word) : []
    }

    /// Hungarian numbers (`1234`, `12,5%`): the digits but the last, then the readings of the
    /// last digit and what follows it. `nil` when `word` is not one.
    private mutating func hungarianNumberReadings(_ word: [UInt8]) -> [[UInt8]]? {
        let byte = { (index: Int) -> UInt8 in index < word.count ? word[index] : 0 }
        let isDigit = { (value: UInt8) in value >= 0x30 && value <= 0x39 }
        let isSeparator = { (value: UInt8) in value == UInt8(ascii: ".") || value == UInt8(ascii: ",") }
        var n = 0
        var separators = 0
        var lastSeparator = 0
        while n < word.count, isDigit(byte(n)) || (isSeparator(byte(n)) && n > 0) {
            n += 1
            if isSeparator(byte(n)) {
                if (separators == 0 && n > 3) || (separators > 0 && isSeparator(byte(n - 1))) { break }
                separators += 1
                lastSeparator = n
            }
        }
        if n == word.count, lastSeparator > 0, n - lastSeparator > 3 { return [] }
        var info = SpellInfo()
        guard n == word.count
            || (n > 0 && (byte(n) == UInt8(ascii: "%") || byte(n) == 0xB0) && checkWord(Array(word[n...]), info: &info) != nil)
        else { return nil }
        var result = Array(word[..<(n - 1)])
        func add(_ readings: [UInt8]) {
            guard !readings.isEmpty else { return }
            if !result.isEmpty { result.append(Text.recordSeparator) }
            result += readings
        }
        if n == word.count {
            add(readings(of: Array(word[(n - 1)...])))
        } else {
            add(readings(of: [word[n - 1]]))
            result.append(UInt8(ascii: "+"))
            add(readings(of: Array(word[n...])))
        }
        return Text.lines(result)
    }

    /// Hungarian words with a hyphen: a word ending in one, a word with `-e`, two words, or a
    /// number with a suffix (`1000-hoz`).
    private mutating func hungarianHyphenReadings(_ word: [UInt8]) -> [[UInt8]] {
        guard let dash = word.firstIndex(of: UInt8(ascii: "-")) else { return [] }
        let part1 = Array(word[..<dash])
        let part2 = Array(word[(dash + 1)...])
        var result: [UInt8] = []
        var firstIsWord = false
        if part2.isEmpty {
            if spell(part1) {
                let found = readings(of: part1)
                if !found.isEmpty { return Text.lines(found) }
            }
        } else if part2 == [UInt8(ascii: "e")] {
            if spell(part1), spell(Array("-e".utf8)) {
                result += readings(of: part1)
                result.append(UInt8(ascii: "+"))
                result += readings(of: Array("-e".utf8))
                return Text.lines(result)
            }
        } else {
            firstIsWord = spell(part1 + [0x20])
            if firstIsWord, spell(part2), part2.count > 1 || (part2[0] > UInt8(ascii: "0") && part2[0] < UInt8(ascii: "9")) {
                let first = readings(of: part1)
                if !first.isEmpty {
                    result += first
                    result.append(UInt8(ascii: "+"))
                }
                result += readings(of: part2)
                return Text.lines(result)
            }
        }
        // A number with a suffix after the hyphen: the last digits with it.
        let isDigit = { (value: UInt8) in value >= 0x30 && value <= 0x39 }
        guard firstIsWord, dash > 0, isDigit(word[dash - 1]) || word[dash - 1] == UInt8(ascii: ".") else { return [] }
        var n = 1
        if word[dash - n] == UInt8(ascii: ".") { n += 1 }
        while dash >= n, word[dash - n] == UInt8(ascii: "0") || n < 3, n < 6 { n += 1 }
        if dash < n { n -= 1 }
        while n >= 1 {
            defer { n -= 1 }
            guard isDigit(word[dash - n]) else { continue }
            let chunk = Array(word[(dash - n)...])
            var info = SpellInfo()
            if checkWord(chunk, info: &info) != nil {
                result += chunk
                result += readings(of: chunk)
                return Text.lines(result)
            }
        }
        return []
    }
}
