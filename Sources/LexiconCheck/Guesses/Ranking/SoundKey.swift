/// A key for how an English word sounds, for finding words spelled far from how they were typed
/// but pronounced alike ("beaurocracy" and "bureaucracy" are both `BRKRS`): consonant sounds in
/// order, vowels left out but for a first one, doubled letters once.
///
/// In the spirit of Metaphone (Lawrence Philips, 1990), much simplified: `c` is `s` before `e`,
/// `i`, `y` and `k` elsewhere, `ph` and `gh` are `f` (or silent), `q` is `k`, `x` is `ks`, `z` is
/// `s`, `sh`, `ch`, `ti` and `si` before a vowel are one sound, `dg` is `j`, `w` and `y` count
/// only before a vowel, `h` only before one and at the start or after another. Letters outside
/// a–z are left out: the key is for English only.
enum SoundKey {
    /// The key of the lower-cased `letters` (Unicode scalar values), as a 64-bit hash (0 for a
    /// word with no sound the key records). Two words with the same key sound alike, or (one
    /// time in billions) collide, which only offers a word to be costed.
    static func of(_ letters: some Collection<UInt32>) -> UInt64 {
        let word = Array(letters)
        let count = word.count
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        var last: UInt32 = 0
        var length = 0
        func emit(_ sound: UInt32) {
            guard sound != last else { return }
            last = sound
            length += 1
            hash = (hash ^ UInt64(sound)) &* 0x0000_0100_0000_01B3
        }
        func at(_ position: Int) -> UInt32 { position >= 0 && position < count ? word[position] : 0 }
        func isVowel(_ letter: UInt32) -> Bool { letter == a || letter == e || letter == i || letter == o || letter == u || letter == y }
        var index = 0
        while index < count {
            let letter = word[index], next = at(index + 1)
            var step = 1
            switch letter {
            case a, e, i, o, u:
                if index == 0 { emit(a) } else { last = 0 }  // a vowel separates doubled sounds
            case y:
                if isVowel(next), next != y { emit(y) } else { last = 0 }
            case w:
                if next == h { step = 2 }
                if isVowel(at(index + step)) { emit(w) } else { last = 0 }
            case h:
                if isVowel(next), index == 0 || isVowel(at(index - 1)) { emit(h) }
            case c:
                if next == h { emit(x); step = 2 }
                else if next == k { emit(k); step = 2 }
                else if next == e || next == i || next == y { emit(s) }
                else { emit(k) }
            case s:
                if next == h { emit(x); step = 2 }
                else if next == c, at(index + 2) == h { emit(s); emit(k); step = 3 }
                else if next == i, isVowel(at(index + 2)), index > 0 { emit(x); step = 2 }
                else { emit(s) }
            case t:
                if next == i, isVowel(at(index + 2)), index > 0 { emit(x); step = 2 }
                else if next == h { emit(0x30); step = 2 }  // "th"
                else { emit(t) }
            case p:
                if next == h { emit(f); step = 2 } else { emit(p) }
            case g:
                if next == h, index == 0 {
                    emit(k)  // "ghost"
                    step = 2
                } else if next == h {
                    // "gh": f at the end of a syllable ("tough"), silent before t ("night").
                    if at(index + 2) == t || index + 2 >= count, at(index - 1) == i { last = 0 } else { emit(f) }
                    step = 2
                } else if next == n, index + 2 >= count || index == 0 { emit(n); step = 2 }  // "sign", "gnome"
                else { emit(k) }
            case d:
                if next == g { emit(j); step = 2 } else { emit(t) }
            case q:
                emit(k)
                if next == u { step = 2 }
            case x:
                emit(k); emit(s)
            case z:
                emit(s)
            case k:
                if next == n, index == 0 { emit(n); step = 2 } else { emit(k) }
            case b:
                if next == 0, at(index - 1) == m { break }  // "lamb"
                emit(b)
            case 0x61...0x7A:
                emit(letter)
            default:
                break
            }
            index += step
        }
        return length == 0 ? 0 : hash
    }

    private static let a: UInt32 = 0x61, b: UInt32 = 0x62, c: UInt32 = 0x63, d: UInt32 = 0x64
    private static let e: UInt32 = 0x65, f: UInt32 = 0x66, g: UInt32 = 0x67, h: UInt32 = 0x68
    private static let i: UInt32 = 0x69, j: UInt32 = 0x6A, k: UInt32 = 0x6B, m: UInt32 = 0x6D
    private static let n: UInt32 = 0x6E, o: UInt32 = 0x6F, p: UInt32 = 0x70, q: UInt32 = 0x71
    private static let s: UInt32 = 0x73, t: UInt32 = 0x74, u: UInt32 = 0x75, w: UInt32 = 0x77
    private static let x: UInt32 = 0x78, y: UInt32 = 0x79, z: UInt32 = 0x7A
}
