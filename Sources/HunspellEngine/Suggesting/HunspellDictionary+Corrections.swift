extension HunspellDictionary {
    /// The words one edit away from `word` (several `MAP` replacements count as one), made as
    /// Hunspell's suggestion steps make them (its cases, `REP`, `MAP`, swapped, moved and
    /// doubled letters, `KEY` neighbours, letters missing, extra or wrong from `TRY`, two words)
    /// and each checked as those steps check a candidate: the dictionary entry as written or with
    /// affixes, never one marked `NOSUGGEST`, and compounds only in a second pass that comes
    /// last, and not at all when the word in capitals or a `REP` replacement is a word. A
    /// capitalised word is corrected as written and in lower case, an all-capitals one in lower
    /// case and capitalised, and the suggestions take its case, as in Hunspell. Hunspell's
    /// n-gram step is not among them.
    ///
    /// ```swift
    /// let affix = Array("SET UTF-8\nTRY esiarntolcdugmphbyfvkw\n".utf8)
    /// let dictionary = try HunspellDictionary(affix: affix, dictionary: Array("2\nhello\nworld\n".utf8))
    /// dictionary.corrections(of: "helo")         // ["hello"]
    /// dictionary.corrections(of: "helloworld")   // ["hello world"]
    /// ```
    public func corrections(of word: String, limit: Int = 100) -> [String] {
        var finder = CorrectionFinder(dictionary: self, typed: Array(word.unicodeScalars), limit: limit)
        finder.run()
        return finder.found
    }

    /// `WORDCHARS`: the characters besides letters that belong to words, as the `.aff` writes them.
    public var wordCharacters: String? {
        storage.affix.wordCharacters.flatMap { encoding.decode($0) }
    }
}

/// Hunspell's edit steps over one typed word.
private struct CorrectionFinder {
    let dictionary: HunspellDictionary
    /// The word as typed, and the form of it the steps are editing (in the cases Hunspell tries).
    let written: [Unicode.Scalar]
    private var typed: [Unicode.Scalar]
    let limit: Int
    private(set) var found: [String] = []
    private var seen: Set<String> = []
    /// `TRY`'s characters, the letters of edits.
    private let tryCharacters: [Unicode.Scalar]
    /// `KEY`'s rows of neighbouring keys.
    private let keyboardRows: [[Unicode.Scalar]]

    init(dictionary: HunspellDictionary, typed: [Unicode.Scalar], limit: Int) {
        self.dictionary = dictionary
        written = typed
        self.typed = typed
        self.limit = limit
        let affix = dictionary.storage.affix
        tryCharacters = affix.tryCharacters.flatMap { dictionary.encoding.decode($0) }.map { Array($0.unicodeScalars) } ?? []
        let keyboard = affix.keyboard.flatMap { dictionary.encoding.decode($0) } ?? "qwertyuiop|asdfghjkl|zxcvbnm"
        keyboardRows = keyboard.split(separator: "|").map { Array($0.unicodeScalars) }
    }

    /// Candidates checked so far, and the most one call checks: a dictionary with a long `TRY`
    /// or `REP` table cannot make one call take long (Hunspell bounds its steps by time).
    private var checked = 0
    private static let maximumChecks = 5_000

    private var isFull: Bool { found.count >= limit || checked >= Self.maximumChecks }

    /// Keeps `candidate` when a suggestion step would: each word of it, for two words, the
    /// dictionary entry as written or with affixes, or (for the second pass) a compound.
    private mutating func consider(_ candidate: [Unicode.Scalar]) {
        guard !isFull, !candidate.isEmpty else { return }
        checked += 1
        let text = String(String.UnicodeScalarView(candidate))
        guard !seen.contains(text), text != String(String.UnicodeScalarView(typed)) else { return }
        seen.insert(text)
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        var compound = false
        for part in parts {
            guard !part.isEmpty else { return }
            let bytes = dictionary.encoding.convertedPrefix(String(part))
            if dictionary.isSuggestible(bytes: bytes, compound: false) { continue }
            guard compoundsAllowed, dictionary.isSuggestible(bytes: bytes, compound: true) else { return }
            compound = true
        }
        if compound { compounds.append(text) } else { found.append(text) }
    }

    /// Candidates that are words only as compounds: Hunspell offers them in a second pass,
    /// after the others, which it runs only when its capitals, `REP` and `MAP` steps found
    /// nothing (`nocompoundtwowords`).
    private var compounds: [String] = []
    private var compoundsAllowed = true

    /// Every step, each candidate checked once; the compounds found come after the rest, unless
    /// the word in capitals or a `REP` replacement gave a word (Hunspell's `good_suggestion`).
    mutating func run() {
        guard !written.isEmpty, written.count < 100 else { return }
        let letterCase = dictionary.storage.letterCase
        let encoding = dictionary.encoding
        let bytes = encoding.convertedPrefix(String(String.UnicodeScalarView(written)))
        let lowered = encoding.decode(letterCase.lowercased(bytes)).map { Array($0.unicodeScalars) } ?? written
        // The forms Hunspell edits for each case of the typed word (`suggest_internal`), and
        // how the suggestions are cased afterwards.
        var forms = [written]
        var finish: (([UInt8]) -> [UInt8])?
        switch letterCase.capitalization(bytes) {
        case .none:
            break
        case .initial:
            forms.append(lowered)
            finish = letterCase.capitalized
        case .mixed, .mixedInitial:
            forms.append(lowered)
        case .all:
            let capitalized = encoding.decode(letterCase.capitalized(letterCase.lowercased(bytes))).map { Array($0.unicodeScalars) } ?? written
            forms = [lowered, capitalized]
            finish = letterCase.uppercased
        }
        // Each form is corrected on its own, its compounds offered unless its capitals or a
        // `REP` replacement gave a word.
        for form in forms where !form.isEmpty {
            typed = form
            compounds = []
            compoundsAllowed = true
            if !steps() { found += compounds.prefix(max(0, limit - found.count)) }
        }
        if let finish {
            // Cased as the typed word, and kept only when correct so (a single word; Hunspell
            // drops the capitalised forms its rules refuse).
            var cased: [String] = []
            for suggestion in found {
                let bytes = finish(encoding.convertedPrefix(suggestion))
                guard let text = encoding.decode(bytes), !cased.contains(text) else { continue }
                if text.contains(" ") || dictionary.spell(bytes: bytes) { cased.append(text) }
            }
            found = cased
        }
    }

    /// Hunspell's steps on the current form; whether the word in capitals or a `REP`
    /// replacement gave a word (`good_suggestion`).
    private mutating func steps() -> Bool {
        let before = found.count
        consider(Array(String(String.UnicodeScalarView(typed)).uppercased().unicodeScalars))
        replacements()
        let goodSuggestion = found.count > before
        mapped()
        if found.count > before { compoundsAllowed = false }
        swapped()
        keyNeighbours()
        removed()
        inserted()
        moved()
        substituted()
        undoubled()
        twoWords()
        return goodSuggestion
    }

    /// `REP`: each pattern replaced where it occurs (anchored ones at the start or end).
    private mutating func replacements() {
        for replacement in dictionary.storage.replacements {
            guard let pattern = dictionary.encoding.decode(replacement.pattern).map({ Array($0.unicodeScalars) }), !pattern.isEmpty,
                  pattern.count <= typed.count
            else { continue }
            for (position, output) in replacement.replacements.enumerated() where !output.isEmpty {
                guard let outputText = dictionary.encoding.decode(output) else { continue }
                let outputScalars = Array(outputText.unicodeScalars)
                for start in 0...(typed.count - pattern.count) where Array(typed[start..<(start + pattern.count)]) == pattern {
                    let atStart = start == 0
                    let atEnd = start + pattern.count == typed.count
                    let fits = position == 0 || (position == 1 && atStart) || (position == 2 && atEnd) || (position == 3 && atStart && atEnd)
                    guard fits else { continue }
                    consider(Array(typed[..<start]) + outputScalars + typed[(start + pattern.count)...])
                }
            }
        }
    }

    /// `MAP`: every way of replacing the word's characters (or strings) by others of their
    /// groups, several at once (`map_related`): `deja` → `déjà`.
    private mutating func mapped() {
        let groups = dictionary.storage.affix.map.map { group in
            group.compactMap { dictionary.encoding.decode($0) }.map { Array($0.unicodeScalars) }
        }
        guard typed.count >= 2, !groups.isEmpty else { return }
        var candidate: [Unicode.Scalar] = []
        mapEnd = min(checked + Self.maximumMapChecks, Self.maximumChecks)
        mapRelated(groups, from: 0, &candidate)
    }

    /// The combinations grow with the word's mapped characters: they get a share of the checks
    /// (Hunspell gives them a share of its time), and the steps after them the rest.
    private static let maximumMapChecks = 1_000
    private var mapEnd = 0

    private mutating func mapRelated(_ groups: [[[Unicode.Scalar]]], from position: Int, _ candidate: inout [Unicode.Scalar]) {
        guard !isFull, checked < mapEnd else { return }
        guard position < typed.count else {
            consider(candidate)
            return
        }
        var inMap = false
        for group in groups {
            for member in group where !member.isEmpty && typed[position...].starts(with: member) {
                inMap = true
                let length = candidate.count
                for other in group {
                    candidate.removeSubrange(length...)
                    candidate += other
                    mapRelated(groups, from: position + member.count, &candidate)
                }
            }
        }
        if !inMap {
            candidate.append(typed[position])
            mapRelated(groups, from: position + 1, &candidate)
        }
    }

    /// Neighbours swapped, then characters two to four apart swapped.
    private mutating func swapped() {
        for distance in 1...4 {
            for index in typed.indices where index + distance < typed.count {
                var candidate = typed
                candidate.swapAt(index, index + distance)
                consider(candidate)
            }
        }
    }

    /// A character replaced by its upper case or a `KEY` neighbour.
    private mutating func keyNeighbours() {
        for index in typed.indices {
            var neighbours: [Unicode.Scalar] = []
            if let upper = String(typed[index]).uppercased().unicodeScalars.first, upper != typed[index] { neighbours.append(upper) }
            for row in keyboardRows {
                for (position, key) in row.enumerated() where key == typed[index] {
                    if position > 0 { neighbours.append(row[position - 1]) }
                    if position + 1 < row.count { neighbours.append(row[position + 1]) }
                }
            }
            for neighbour in neighbours {
                var candidate = typed
                candidate[index] = neighbour
                consider(candidate)
            }
        }
    }

    /// A character too many.
    private mutating func removed() {
        for index in typed.indices {
            var candidate = typed
            candidate.remove(at: index)
            consider(candidate)
        }
    }

    /// A `TRY` character missing.
    private mutating func inserted() {
        for character in tryCharacters {
            for index in 0...typed.count {
                var candidate = typed
                candidate.insert(character, at: index)
                consider(candidate)
            }
        }
    }

    /// A character two to four places off.
    private mutating func moved() {
        for index in typed.indices {
            for distance in 2...4 where index + distance < typed.count {
                var forward = typed
                forward.insert(forward.remove(at: index), at: index + distance)
                consider(forward)
                var backward = typed
                backward.insert(backward.remove(at: index + distance), at: index)
                consider(backward)
            }
        }
    }

    /// A character replaced by a `TRY` character.
    private mutating func substituted() {
        for character in tryCharacters {
            for index in typed.indices where typed[index] != character {
                var candidate = typed
                candidate[index] = character
                consider(candidate)
            }
        }
    }

    /// Two characters typed twice over (`vacacation`).
    private mutating func undoubled() {
        guard typed.count >= 5 else { return }
        for index in 0...(typed.count - 4) where typed[index] == typed[index + 2] && typed[index + 1] == typed[index + 3] {
            var candidate = typed
            candidate.removeSubrange(index..<(index + 2))
            consider(candidate)
        }
    }

    /// Two words run together.
    private mutating func twoWords() {
        guard typed.count >= 2 else { return }
        for index in 1..<typed.count {
            consider(Array(typed[..<index]) + [" "] + typed[index...])
        }
    }
}
