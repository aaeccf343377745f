extension HunspellDictionary {
    /// The largest word count Hunspell accepts on a `.dic` file's first line: its hash table
    /// (the count plus 1,005 spare slots, of pointers) must stay within a C `int` of bytes.
    /// A larger count makes hunspell 1.7.1 load no words at all, with no message.
    public static let maximumWordCount = (Int(Int32.max) - 1 - 1_005) / 8 - 1

    /// The word count on the first line of a `.dic` file, read as Hunspell reads it (C's `atoi`,
    /// after a UTF-8 byte-order mark).
    ///
    /// ```swift
    /// try HunspellDictionary.wordCount(ofDictionary: Array("2\ncat\ndog\n".utf8), path: "pets.dic")   // 2
    /// ```
    ///
    /// - Throws: ``DictionaryFileError`` for a file on which Hunspell would load no words: empty,
    ///   no number on the first line, a count of 0 or less, or more than ``maximumWordCount``.
    public static func wordCount(ofDictionary bytes: some Collection<UInt8>, path: String) throws(DictionaryFileError) -> Int {
        guard !bytes.isEmpty else { throw DictionaryFileError(path: path, reason: "the file is empty") }
        return try wordCount(countLine: bytes.prefix { $0 != 0x0A }, path: path)
    }

    /// The word count on a `.dic` file's first line (`countLine`, without its line end), as
    /// ``wordCount(ofDictionary:path:)`` reads it.
    static func wordCount(countLine: some Collection<UInt8>, path: String) throws(DictionaryFileError) -> Int {
        var line = countLine[...]
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        let number = line.drop { $0 == 0x20 || $0 == 0x09 }.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        guard let first = number.first, (0x30...0x39).contains(first) else {
            throw DictionaryFileError(path: path, line: 1, reason: "the first line must be the number of words")
        }
        let count = line.cInteger
        guard count > 0 else {
            throw DictionaryFileError(path: path, line: 1, reason: "the word count is \(count): hunspell would load an empty dictionary")
        }
        guard count <= maximumWordCount else {
            throw DictionaryFileError(path: path, line: 1, reason: "the word count is \(count), more than hunspell can hold "
                                      + "(\(maximumWordCount)): hunspell would load an empty dictionary")
        }
        return count
    }
}
