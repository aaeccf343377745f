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
    /// Every form of `word` the rules give, not `word` itself.
    static func forms(of word: String) -> Set<String> {
        var forms: Set<String> = []
        forEachForm(of: word) { forms.insert($0) }
        forms.remove(word)
        return forms
    }

    /// Calls `body` with every form of `word` the rules give: some more than once, and `word`
    /// itself where a rule gives it back. Working on scalars and handing each form on as it is
    /// made keeps this cheap enough to expand a whole list when a game starts.
    static func forEachForm(of word: String, _ body: (String) -> Void) {
        let letters = Array(word.unicodeScalars)
        guard letters.count >= 2 else { return }
        plural(letters, body)
        for suffix in suffixes {
            for form in adding(suffix, to: letters) {
                let spelled = string(form)
                body(spelled)
                switch suffix {
                case er, ing:
                    body(spelled + "s")
                case y:
                    plural(form, body)
                    for comparative in [er, est] {
                        for compared in adding(comparative, to: form) { body(string(compared)) }
                    }
                    // The adverb: `bitchy` → `bitchily`.
                    if endsInConsonantY(form) { body(string(form.dropLast()) + "ily") }
                default:
                    break
                }
            }
        }
        // `-dom` (`whoredom`), and `-ish` keeping a silent `e` as some spellings do (`whoreish`).
        body(word + "dom")
        body(word + "doms")
        if letters.last == "e", letters.count >= 3, !["e", "i", "o", "y"].contains(letters[letters.count - 2]) {
            body(word + "ish")
        }
        // `-graphy` nouns' adjectives and agents (`pornography` → `pornographic`).
        if letters.ends(with: graphy) {
            let stem = string(letters.dropLast())
            for ending in ["ic", "ical", "ically", "er", "ers"] { body(stem + ending) }
        }
    }

    private static let ed = scalars("ed"), ing = scalars("ing"), er = scalars("er")
    private static let est = scalars("est"), y = scalars("y"), ish = scalars("ish")
    /// The suffixes that start with a vowel, in the order they are tried.
    private static let suffixes = [ed, ing, er, est, y, ish]
    private static let graphy = scalars("graphy")

    private static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    private static func string(_ letters: some Collection<Unicode.Scalar>) -> String {
        // ASCII, as English words mostly are, byte for byte: appending scalars one at a time
        // encodes each.
        if letters.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: letters.count) { bytes in
                for (index, letter) in letters.enumerated() { bytes[index] = UInt8(truncatingIfNeeded: letter.value) }
                return letters.count
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: letters)
        return String(text)
    }

    private static func isVowel(_ letter: Unicode.Scalar) -> Bool {
        switch letter {
        case "a", "e", "i", "o", "u": true
        default: false
        }
    }

    private static func isConsonant(_ letter: Unicode.Scalar) -> Bool {
        // ASCII's letters are a-z and A-Z; past ASCII, the character's own property.
        let isLetter = letter.isASCII ? ("a"..."z").contains(letter) || ("A"..."Z").contains(letter) : Character(letter).isLetter
        return isLetter && !isVowel(letter)
    }

    /// The plural (or third person): `-es` after a sibilant, `-ies` for a consonant and `y`, both
    /// `-s` and `-es` after `o`, else `-s`.
    private static func plural(_ letters: [Unicode.Scalar], _ body: (String) -> Void) {
        let word = string(letters)
        if ["s", "x", "z"].contains(letters.last) || letters.ends(with: ["c", "h"]) || letters.ends(with: ["s", "h"]) {
            body(word + "es")
        } else if endsInConsonantY(letters) {
            body(string(letters.dropLast()) + "ies")
        } else if letters.last == "o" {
            body(word + "s")
            body(word + "es")
        } else {
            body(word + "s")
        }
    }

    private static func endsInConsonantY(_ letters: [Unicode.Scalar]) -> Bool {
        letters.count >= 2 && letters[letters.count - 1] == "y" && isConsonant(letters[letters.count - 2])
    }

    /// A consonant, one vowel and a consonant that doubles (not `w`, `x` or `y`), as in `stop`;
    /// `qu` counts as a consonant (`quit` → `quitting`).
    private static func endsInConsonantVowelConsonant(_ letters: [Unicode.Scalar]) -> Bool {
        let count = letters.count
        guard count >= 3, let last = letters.last, isConsonant(last), !["w", "x", "y"].contains(last),
              isVowel(letters[count - 2]) else { return false }
        let before = letters[count - 3]
        return isConsonant(before) || (before == "u" && count >= 4 && letters[count - 4] == "q")
    }

    /// The number of vowel groups: the syllables, near enough to tell `stop` from `visit`.
    private static func vowelGroups(_ letters: [Unicode.Scalar]) -> Int {
        var groups = 0
        var inVowel = false
        for letter in letters {
            let vowel = isVowel(letter)
            if vowel && !inVowel { groups += 1 }
            inVowel = vowel
        }
        return groups
    }

    /// `letters` with a suffix that starts with a vowel (`ed`, `ing`, `er`, `est`, `y`, `ish`), spelled
    /// by the rules above; a suffix that does not attach (`y` after `y`) gives nothing.
    private static func adding(_ suffix: [Unicode.Scalar], to letters: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        if letters.ends(with: ["i", "e"]) {
            switch suffix {
            case ing: return [letters.dropLast(2) + scalars("ying")]
            case y: return []
            default: return [letters.dropLast() + suffix]
            }
        }
        if letters.ends(with: ["e", "e"]) || letters.ends(with: ["o", "e"]) || letters.ends(with: ["y", "e"]) {
            switch suffix {
            case ing: return [letters + suffix]
            case y: return []
            default: return [letters + suffix.dropFirst()]
            }
        }
        if letters.last == "e" {
            return [letters.dropLast() + suffix]
        }
        if endsInConsonantY(letters) {
            switch suffix {
            case ing: return [letters + suffix]
            case y: return []
            default: return [letters.dropLast() + ["i"] + suffix]
            }
        }
        if suffix == y && letters.last == "y" {
            return []
        }
        if letters.last == "c" {
            return [letters + ["k"] + suffix]
        }
        if endsInConsonantVowelConsonant(letters), let last = letters.last {
            let doubled = letters + [last] + suffix
            return vowelGroups(letters) > 1 ? [doubled, letters + suffix] : [doubled]
        }
        return [letters + suffix]
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

private extension Array<Unicode.Scalar> {
    func ends(with suffix: [Unicode.Scalar]) -> Bool {
        self.suffix(suffix.count).elementsEqual(suffix)
    }
}
