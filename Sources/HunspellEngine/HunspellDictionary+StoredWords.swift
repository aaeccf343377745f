import Foundation

extension HunspellDictionary {
    /// The dictionary's words as it holds them once its `.dic` file is read, as bytes that
    /// ``init(affix:storedWords:affixPath:storedWordsPath:)`` reads back without parsing the
    /// file: for a cache of opened dictionaries, keyed by the files' content.
    ///
    /// The bytes name the `.aff` file they were read with (by a checksum) and carry their own
    /// checksum; they are for this version of the engine, on any machine.
    ///
    /// ```swift
    /// let affix = Array("SFX S Y 1\nSFX S 0 s .\n".utf8)
    /// let opened = try HunspellDictionary(affix: affix, dictionary: Array("2\ncat/S\ndog\n".utf8))
    /// let stored = opened.storedWords
    /// let reopened = try HunspellDictionary(affix: affix, storedWords: stored)
    /// reopened.spell("cats")   // true
    /// reopened.spell("dogs")   // false
    /// ```
    public var storedWords: [UInt8] {
        let phonetic = Array(storage.replacements.dropFirst(storage.affix.replacements.count))
        return StoredWords.encode(storage.words, phoneticReplacements: phonetic, affixChecksum: storage.affixChecksum)
    }

    /// Reads a dictionary from its `.aff` file's bytes and its words as ``storedWords`` gave them.
    ///
    /// - Parameters:
    ///   - affix: the `.aff` file's bytes: the file the words were read with.
    ///   - storedWords: what ``storedWords`` gave.
    ///   - affixPath: the `.aff` file's name in warnings and errors.
    ///   - storedWordsPath: where the stored words were kept, in errors.
    /// - Throws: ``DictionaryFileError`` when the stored words are not such bytes, are of another
    ///   version of the engine, were read with another `.aff` file, or are damaged; or the `.aff`
    ///   file is larger than the engine reads.
    public init(affix: [UInt8], storedWords: some ContiguousBytes, affixPath: String = "(aff)",
                storedWordsPath: String = "(stored words)") throws(DictionaryFileError) {
        let (affixFile, letterCase, affixChecksum) = try Self.readAffix(affix, path: affixPath)
        let decoded = storedWords.withUnsafeBytes { bytes in
            Result { () throws(StoredWords.Problem) in try StoredWords.decode(bytes, affixChecksum: affixChecksum) }
        }
        let words: WordTable, phonetic: [Replacement]
        switch decoded {
        case .success(let stored): (words, phonetic) = stored
        case .failure(let problem): throw DictionaryFileError(path: storedWordsPath, reason: problem.reason)
        }
        self.init(storage: DictionaryStorage(affixFile: affixFile, affixChecksum: affixChecksum, letterCase: letterCase,
                                             words: words, phoneticReplacements: phonetic))
    }
}
