import LexiconCheck

extension AnagramSolver {
    /// A solver on the words of `source`'s dictionary (its own word forms; compounds are not
    /// among them), for a game played under `settings`.
    ///
    /// With `root`, the solver knows only the words that root's letters can spell, which the
    /// dictionary finds without listing all its forms. Without it, every form is listed once
    /// (cached by the checker) and indexed, as choosing start words needs.
    ///
    /// Forms holding anything but letters (`l’homme`, `e-mail`, `3D`) are left out: a root is a
    /// word of letters, so they are never answers.
    ///
    /// ```swift
    /// let solver = try AnagramSolver(wordsOf: checker, settings: GameSettings(), root: "telepaths")
    /// solver.solve(root: "telepaths").answers.contains("palettes")   // true
    /// ```
    ///
    /// - Throws: `LexiconError` when the dictionary's forms cannot be listed.
    public init(wordsOf source: any WordFormSource, settings: GameSettings, root: String? = nil) throws(LexiconError) {
        let normalizer = settings.normalizer
        var forms: [String]
        if let root, var letters = RootLetters(root, normalizer: normalizer) {
            forms = try source.wordForms(spelledWith: { Self.isLetter($0) && letters.allows($0) },
                                         maximumLength: letters.maximumLength)
            forms = forms.filter { letters.mayHold($0) }
        } else {
            forms = try source.wordForms()
        }
        var letterVerdicts = [UInt8](repeating: 0, count: 0x10000)
        let words = forms.filter { form in
            if form.utf8.allSatisfy({ $0 < 0x80 }) {
                return form.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            }
            return form.unicodeScalars.allSatisfy { scalar in
                guard scalar.value < 0x10000 else { return Self.isLetter(scalar) }
                // Each scalar's verdict worked out once: 0 unknown, 1 a letter, 2 not.
                let index = Int(scalar.value)
                if letterVerdicts[index] == 0 { letterVerdicts[index] = Self.isLetter(scalar) ? 1 : 2 }
                return letterVerdicts[index] == 1
            }
        }
        self.init(words: words, normalizer: normalizer, dictionaryCase: settings.dictionaryCase,
                  language: settings.language)
    }

    /// Whether `scalar` can be part of a root's letters: alphabetic, or a combining mark.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isAlphabetic
        }
    }
}
