/// The words a name from source code is made of: `parseHTTPResponse2` is `parse`, `HTTP`,
/// `Response`; `max_line_length` is `max`, `line`, `length`. Digits and underscores separate;
/// a capital after a small letter starts a word, as does the last capital of a run followed by
/// a small letter.
enum IdentifierParts {
    /// The parts of `name`, as ranges of its unicode scalars' UTF-8 bytes, from `base`.
    static func parts(of name: Substring, base: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart: Int?
        var offset = base
        var previous: Unicode.Scalar?
        let scalars = Array(name.unicodeScalars)
        for (position, scalar) in scalars.enumerated() {
            let width = UTF8.width(scalar)
            defer { offset += width; previous = scalar }
            guard scalar.properties.isAlphabetic else {
                if let start = partStart { parts.append(start..<offset) }
                partStart = nil
                continue
            }
            if let start = partStart, let previous, scalar.properties.isUppercase {
                let afterSmall = previous.properties.isLowercase
                let endsCapitals = previous.properties.isUppercase && position + 1 < scalars.count
                    && scalars[position + 1].properties.isLowercase
                if afterSmall || endsCapitals {
                    parts.append(start..<offset)
                    partStart = offset
                }
            }
            if partStart == nil { partStart = offset }
        }
        if let start = partStart { parts.append(start..<offset) }
        return parts
    }

    /// Whether a word from a comment or string is written as a name (`camelCase`, `snake_case`,
    /// `utf8Decoder`), to be cut like one.
    static func looksLikeName(_ word: Substring) -> Bool {
        var previousLower = false
        for scalar in word.unicodeScalars {
            if scalar == "_" || scalar.properties.numericType != nil { return true }
            if previousLower, scalar.properties.isUppercase { return true }
            previousLower = scalar.properties.isLowercase
        }
        return false
    }
}
