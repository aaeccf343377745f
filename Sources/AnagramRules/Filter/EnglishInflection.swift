/// The forms an English word takes with the common suffixes, spelled by the usual rules: what a
/// blocked English word blocks besides itself.
///
/// The suffixes are the plural and third person `-s`/`-es`, the past `-ed`, `-ing`, `-er` (agent
/// or comparative) and `-est`, and the adjectives' `-y` and `-ish`; then `-ers` and `-ings`, and the `-y`
/// adjective's own `-ies`, `-ier`, `-iest` and `-ily` (`dirt` → `dirty` → `dirtier`, `dirtily`); `-dom`;
/// and for a `-graphy` noun `-graphic`, `-graphical`, `-graphically` and `-grapher`. The spelling
/// changes are English's:
///
/// - `-es` after a sibilant (`fix` → `fixes`), `-ies` after a consonant and `y` (`cry` → `cries`),
///   both `-s` and `-es` after `o`;
/// - a silent final `e` is dropped before a vowel (`hate` → `hated`, `hating`, `hater`);
///   `ee`, `oe` and `ye` keep theirs and merge it (`free` → `freed`, `freer`, `freeing`); `-ish`
///   is spelled both ways (`whorish`, `whoreish`);
///   `ie` becomes `y` before `-ing` (`die` → `dying`);
/// - `y` after a consonant becomes `i` before every suffix but `-ing` (`cry` → `cried`, `crying`);
/// - a final `c` takes a `k` (`panic` → `panicked`, `panicky`);
/// - a final consonant after one vowel after a consonant is doubled (`stop` → `stopped`,
///   `stopper`); in a word of one syllable only doubled, in longer words both ways, since
///   doubling follows the stress (`visited` but `referred`). `w`, `x` and `y` are never doubled.
///
/// Only suffixes are matched, never a word inside another: `class` and `assess` are not forms of
/// anything blocked.
enum EnglishInflection {
    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u"]

    private static func isConsonant(_ character: Character) -> Bool {
        character.isLetter && !vowels.contains(character)
    }

    /// Every form of `word` the rules give, not `word` itself.
    static func forms(of word: String) -> Set<String> {
        let letters = Array(word)
        guard letters.count >= 2 else { return [] }
        var forms = plural(letters)
        for suffix in ["ed", "ing", "er", "est", "y", "ish"] {
            for form in adding(suffix, to: letters) {
                forms.insert(String(form))
                switch suffix {
                case "er", "ing":
                    forms.insert(String(form) + "s")
                case "y":
                    forms.formUnion(plural(form))
                    for comparative in ["er", "est"] {
                        forms.formUnion(adding(comparative, to: form).map { String($0) })
                    }
                    // The adverb: `bitchy` → `bitchily`.
                    if endsInConsonantY(form) { forms.insert(String(form.dropLast()) + "ily") }
                default:
                    break
                }
            }
        }
        // `-dom` (`whoredom`), and `-ish` keeping a silent `e` as some spellings do (`whoreish`).
        forms.formUnion([word + "dom", word + "doms"])
        if letters.last == "e", letters.count >= 3, !["e", "i", "o", "y"].contains(letters[letters.count - 2]) {
            forms.insert(word + "ish")
        }
        // `-graphy` nouns' adjectives and agents (`pornography` → `pornographic`).
        if word.hasSuffix("graphy") {
            let stem = String(word.dropLast(1))
            forms.formUnion([stem + "ic", stem + "ical", stem + "ically", stem + "er", stem + "ers"])
        }
        forms.remove(word)
        return forms
    }

    /// The plural (or third person): `-es` after a sibilant, `-ies` for a consonant and `y`, both
    /// `-s` and `-es` after `o`, else `-s`.
    private static func plural(_ letters: [Character]) -> Set<String> {
        let word = String(letters)
        if ["s", "x", "z"].contains(letters.last) || word.hasSuffix("ch") || word.hasSuffix("sh") {
            return [word + "es"]
        }
        if endsInConsonantY(letters) {
            return [String(letters.dropLast()) + "ies"]
        }
        if letters.last == "o" {
            return [word + "s", word + "es"]
        }
        return [word + "s"]
    }

    private static func endsInConsonantY(_ letters: [Character]) -> Bool {
        letters.count >= 2 && letters[letters.count - 1] == "y" && isConsonant(letters[letters.count - 2])
    }

    /// A consonant, one vowel and a consonant that doubles (not `w`, `x` or `y`), as in `stop`;
    /// `qu` counts as a consonant (`quit` → `quitting`).
    private static func endsInConsonantVowelConsonant(_ letters: [Character]) -> Bool {
        let count = letters.count
        guard count >= 3, let last = letters.last, isConsonant(last), !["w", "x", "y"].contains(last),
              vowels.contains(letters[count - 2]) else { return false }
        let before = letters[count - 3]
        return isConsonant(before) || (before == "u" && count >= 4 && letters[count - 4] == "q")
    }

    /// The number of vowel groups: the syllables, near enough to tell `stop` from `visit`.
    private static func vowelGroups(_ letters: [Character]) -> Int {
        var groups = 0
        var inVowel = false
        for letter in letters {
            let vowel = vowels.contains(letter)
            if vowel && !inVowel { groups += 1 }
            inVowel = vowel
        }
        return groups
    }

    /// `letters` with a suffix that starts with a vowel (`ed`, `ing`, `er`, `est`, `y`, `ish`), spelled
    /// by the rules above; a suffix that does not attach (`y` after `y`) gives nothing.
    private static func adding(_ suffix: String, to letters: [Character]) -> [[Character]] {
        let suffixLetters = Array(suffix)
        let word = String(letters)
        if word.hasSuffix("ie") {
            switch suffix {
            case "ing": return [letters.dropLast(2) + Array("ying")]
            case "y": return []
            default: return [letters.dropLast() + suffixLetters]
            }
        }
        if word.hasSuffix("ee") || word.hasSuffix("oe") || word.hasSuffix("ye") {
            switch suffix {
            case "ing": return [letters + suffixLetters]
            case "y": return []
            default: return [letters + suffixLetters.dropFirst()]
            }
        }
        if letters.last == "e" {
            return [letters.dropLast() + suffixLetters]
        }
        if endsInConsonantY(letters) {
            switch suffix {
            case "ing": return [letters + suffixLetters]
            case "y": return []
            default: return [letters.dropLast() + ["i"] + suffixLetters]
            }
        }
        if suffix == "y" && letters.last == "y" {
            return []
        }
        if letters.last == "c" {
            return [letters + ["k"] + suffixLetters]
        }
        if endsInConsonantVowelConsonant(letters), let last = letters.last {
            let doubled = letters + [last] + suffixLetters
            return vowelGroups(letters) > 1 ? [doubled, letters + suffixLetters] : [doubled]
        }
        return [letters + suffixLetters]
    }

    /// Words the rules, or Hunspell's en_US affixes, derive from an entry of the bundled list
    /// although they are not forms of it in any sense: by the rules `testing`, `titter`, `peer`,
    /// `rapier`, `fondly`, `luster`, `duchy`, `hoary`, `tardy`, `dicker` (to haggle), `dinky`,
    /// `rummy` (the card game), `jerky` (dried meat); by Hunspell's stems `depot` (read as `de-`
    /// and a word on the list), `dickens`, `pimply`, `fated`, `waded`, `wading`, `wader`,
    /// `striped`, `striping`, `nobly` (read with a final consonant not doubled, or a prefix, as
    /// English spelling would not). They are blocked only when a list names them. Words that are
    /// forms of a blocked word in an innocent sense of it (`potter`, `shaggy`, `killer`) stay
    /// blocked with it: a game that wants them allows them.
    static let notForms: Set<String> = [
        // Derived by the rules.
        "dicker", "dickers", "dinkier", "dinkiest", "dinky", "duchies", "duchy", "fondly", "hoarier", "hoariest",
        "hoarily", "hoary", "jerkies", "jerkily", "jerky", "luster", "lusters", "peer", "peers", "rapier", "rummies", "rummy", "tardier",
        "tardies", "tardiest", "tardily", "tardy", "tested", "tester", "testers", "testier", "testiest", "testily", "testing", "testings",
        "testy", "titter", "titters",
        // Derived by Hunspell's en_US stems.
        "depot", "depots", "dickens", "fated", "fating", "nobly", "pimply", "striped", "striping", "waded", "wader",
        "waders", "wading",
    ]
}
