import Foundation

extension HunspellDictionary {
    /// The `.aff` file of `affix` bytes read, the case tables its encoding and language make, and
    /// the bytes' checksum (which stored words carry); refused when larger than the engine reads.
    static func readAffix(_ affix: [UInt8], path: String) throws(DictionaryFileError)
        -> (file: AffixFile, letterCase: LetterCase, checksum: UInt64) {
        guard affix.count <= AffixIndex.maximumFileSize else {
            throw DictionaryFileError(path: path, reason: "\(affix.count) bytes, more than the \(AffixIndex.maximumFileSize) the Swift engine reads")
        }
        let file = AffixFile(bytes: affix, path: path)
        return (file, LetterCase(encoding: file.encoding, turkicLanguage: file.isTurkic), StoredWords.checksum(affix))
    }

    /// Reads a dictionary whose `.dic` file arrives in pieces: a file read a buffer at a time
    /// need never be held whole, which a large dictionary would otherwise add to the memory
    /// that opening it takes.
    ///
    /// Pieces may be cut anywhere, in a line or in a character; the dictionary is the one
    /// ``HunspellDictionary/init(affix:dictionary:affixPath:dictionaryPath:)`` reads from the
    /// pieces joined.
    ///
    /// ```swift
    /// let affix = Array("SFX S Y 1\nSFX S 0 s .\n".utf8)
    /// let words = Array("2\ncat/S\ndog\n".utf8)
    /// var reader = try HunspellDictionary.Reader(affix: affix, dictionarySize: words.count)
    /// for start in stride(from: 0, to: words.count, by: 4) {
    ///     try reader.read(words[start..<min(start + 4, words.count)])
    /// }
    /// let dictionary = try reader.finish()
    /// dictionary.spell("cats")   // true
    /// dictionary.spell("dogs")   // false
    /// ```
    public struct Reader {
        private let affixFile: AffixFile
        private let letterCase: LetterCase
        private let affixChecksum: UInt64
        private var reader: DictionaryFileReader

        /// Reads the `.aff` file, ready for the `.dic` file's pieces.
        ///
        /// - Parameters:
        ///   - affix: the `.aff` file's bytes.
        ///   - dictionarySize: about how many bytes the `.dic` file has (its size on disk): it
        ///     sizes the tables. The pieces may hold more or fewer.
        ///   - affixPath: the `.aff` file's name in warnings.
        ///   - dictionaryPath: the `.dic` file's name in errors.
        /// - Throws: ``DictionaryFileError`` when a file is larger than the engine reads.
        public init(affix: [UInt8], dictionarySize: Int, affixPath: String = "(aff)", dictionaryPath: String = "(dic)")
            throws(DictionaryFileError) {
            (affixFile, letterCase, affixChecksum) = try HunspellDictionary.readAffix(affix, path: affixPath)
            reader = try DictionaryFileReader(path: dictionaryPath, expectedSize: max(0, dictionarySize), affix: affixFile,
                                              letterCase: letterCase)
        }

        /// Reads the `.dic` file's next piece.
        ///
        /// - Throws: ``DictionaryFileError`` when the first line is not a valid word count, or
        ///   the pieces pass the most the engine reads.
        public mutating func read(_ piece: some ContiguousBytes) throws(DictionaryFileError) {
            // `withUnsafeBytes` rethrows untyped: the error is carried out of it.
            let failure = piece.withUnsafeBytes { bytes -> DictionaryFileError? in
                do throws(DictionaryFileError) {
                    try reader.read(bytes.assumingMemoryBound(to: UInt8.self))
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }

        /// The dictionary, once the last piece is read.
        ///
        /// - Throws: ``DictionaryFileError`` when the file was empty or its only line is not a
        ///   valid word count.
        public consuming func finish() throws(DictionaryFileError) -> HunspellDictionary {
            try reader.finish()
            return HunspellDictionary(storage: DictionaryStorage(affixFile: affixFile, affixChecksum: affixChecksum, letterCase: letterCase,
                                                                 words: reader.words, phoneticReplacements: reader.phoneticReplacements))
        }
    }
}
