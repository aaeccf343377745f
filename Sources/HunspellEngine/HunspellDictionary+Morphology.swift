extension HunspellDictionary {
    /// The morphological analyses of `word`, bytes in the dictionary's encoding, as
    /// `Hunspell_analyze` gives them: one reading each, its fields separated by spaces
    /// (` st:drink po:verb is:sg_3`), written through the dictionary's `OCONV` table.
    public func analyze(bytes word: [UInt8]) -> [[UInt8]] {
        withLookup { lookup in lookup.analyze(MorphologyText.cString(word)) }.map(convertedForOutput)
    }

    /// The stems of `word`, bytes in the dictionary's encoding, as `Hunspell_stem` gives them:
    /// each analysis's `st:` field, or, for a word made with a derivational suffix, its stem
    /// with that suffix.
    public func stems(bytes word: [UInt8]) -> [[UInt8]] {
        let readings = analyze(bytes: word)
        return withLookup { lookup in lookup.stems(of: readings) }
    }

    /// The forms of `word` that inflect as `model` does, bytes in the dictionary's encoding, as
    /// `Hunspell_generate` gives them: `drink` like `eaten` is `drunk`, in a dictionary whose
    /// entries and affixes carry morphological fields.
    public func generate(bytes word: [UInt8], like model: [UInt8]) -> [[UInt8]] {
        let models = analyze(bytes: model)
        guard !models.isEmpty else { return [] }
        let readings = analyze(bytes: word)
        let forms = withLookup { lookup in lookup.generate(MorphologyText.cString(word), readings: readings, models: models) }
        return MorphologyText.unique(forms)
    }

    /// Runs `body` with a lookup on this dictionary.
    func withLookup<Result>(_ body: (inout Lookup) -> Result) -> Result {
        storage.prefixes.withHandle { prefixes in
            storage.suffixes.withHandle { suffixes in
                var lookup = Lookup(storage, prefixes: prefixes, suffixes: suffixes)
                return body(&lookup)
            }
        }
    }

    /// `text` through the `OCONV` table.
    private func convertedForOutput(_ text: [UInt8]) -> [UInt8] {
        storage.affix.outputConversion.convert(text) ?? text
    }
}
