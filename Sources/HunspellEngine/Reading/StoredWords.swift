/// A `.dic` file's words as the engine holds them once read (the word table and the `ph:`
/// fields' replacements), written out as bytes and read back without parsing a line: what a
/// cache of opened dictionaries keeps, so that a later start copies the tables in instead of
/// reading the file again.
///
/// The bytes are a header (a magic number, the format's version, a hash of the `.aff` file the
/// words were read with, the payload's length and checksum) and the payload: each table as a
/// count and its elements, little-endian. Reading them back checks all of it, and that the
/// tables hang together (every offset inside its store, each homonym after the entry naming it,
/// a free slot to end every probe), so that damaged or foreign bytes are an error, never a crash,
/// a hang or a wrong answer.
enum StoredWords {
    /// "LXWT", read little-endian.
    static let magic: UInt32 = 0x5457_584C
    /// The layout's version: bytes of another are read as foreign.
    static let formatVersion: UInt32 = 2
    /// The header's size: magic, version, the `.aff` hash, the payload's length and checksum.
    static let headerSize = 4 + 4 + 8 + 8 + 8

    /// The bytes of `words` and `phoneticReplacements`, read with the `.aff` file whose bytes'
    /// ``checksum(_:)-([UInt8])`` is `affixChecksum`.
    static func encode(_ words: WordTable, phoneticReplacements: [Replacement], affixChecksum: UInt64) -> [UInt8] {
        var payload = ByteWriter()
        var entries: [UInt32] = []
        entries.reserveCapacity(words.entries.count * 4)
        for entry in words.entries {
            entries.append(entry.wordStart)
            entries.append(entry.flags)
            entries.append(entry.fields)
            entries.append(UInt32(bitPattern: entry.next))
        }
        payload.append(array: entries)
        payload.append(array: words.spellings)
        payload.append(array: words.flagRuns.elements)
        payload.append(array: words.fieldRuns.elements)
        payload.append(array: words.slots)
        payload.append(UInt64(words.count))
        payload.append(array: words.filter.bits)
        payload.append(array: words.startFilter.bits)
        payload.append(UInt64(phoneticReplacements.count))
        for replacement in phoneticReplacements {
            payload.append(array: replacement.pattern)
            for output in replacement.replacements { payload.append(array: output) }
        }
        var stored = ByteWriter()
        stored.append(magic)
        stored.append(formatVersion)
        stored.append(affixChecksum)
        stored.append(UInt64(payload.bytes.count))
        stored.append(checksum(payload.bytes))
        stored.bytes += payload.bytes
        return stored.bytes
    }

    /// The words and replacements `bytes` hold, read with the `.aff` file whose bytes'
    /// checksum is `affixChecksum`.
    ///
    /// - Throws: ``StoredWords/Problem`` when the bytes are not stored words of this format,
    ///   were read with another `.aff` file, or are damaged.
    static func decode(_ bytes: UnsafeRawBufferPointer, affixChecksum: UInt64) throws(Problem)
        -> (words: WordTable, phoneticReplacements: [Replacement]) {
        var header = ByteReader(bytes)
        guard bytes.count >= headerSize, try header.read(UInt32.self) == magic else { throw .notStoredWords }
        let version = try header.read(UInt32.self)
        guard version == formatVersion else { throw .otherVersion(version) }
        guard try header.read(UInt64.self) == affixChecksum else { throw .otherAffixFile }
        let length = try header.read(UInt64.self)
        let sum = try header.read(UInt64.self)
        guard length == UInt64(bytes.count - headerSize) else { throw .damaged("the payload is cut short or too long") }
        let payloadBytes = UnsafeRawBufferPointer(rebasing: bytes[headerSize...])
        guard checksum(payloadBytes) == sum else { throw .damaged("the checksum differs") }

        var payload = ByteReader(payloadBytes)
        let flatEntries = try payload.readArray(UInt32.self)
        guard flatEntries.count % 4 == 0 else { throw .damaged("an entry is cut short") }
        let spellings = try payload.readArray(UInt8.self)
        let flagElements = try payload.readArray(AffixFlag.self)
        let fieldElements = try payload.readArray(UInt8.self)
        let slots = try payload.readArray(UInt64.self)
        let count = try payload.read(UInt64.self)
        guard let filter = SpellingFilter(bits: try payload.readArray(UInt64.self)) else {
            throw .damaged("the filter's size is not a power of two")
        }
        let startFilter = SpellingStartFilter(bits: try payload.readArray(UInt64.self))
        let replacementCount = try payload.read(UInt64.self)
        guard replacementCount <= UInt64(payload.remaining) else { throw .damaged("too many replacements") }
        var replacements: [Replacement] = []
        for _ in 0..<Int(replacementCount) {
            var replacement = Replacement(pattern: try payload.readArray(UInt8.self))
            for position in replacement.replacements.indices {
                replacement.replacements[position] = try payload.readArray(UInt8.self)
            }
            replacements.append(replacement)
        }
        guard payload.remaining == 0 else { throw .damaged("bytes follow the last table") }

        let entries = try self.entries(flatEntries, spellingCount: spellings.count, flagElements: flagElements,
                                       fieldElements: fieldElements)
        try checkSlots(slots, count: count, entryCount: entries.count)
        let words = WordTable(filledEntries: entries, spellings: spellings, flagRuns: RunStore(filled: flagElements),
                              fieldRuns: RunStore(filled: fieldElements), slots: slots, count: Int(count), filter: filter,
                              startFilter: startFilter)
        return (words, replacements)
    }

    /// The entries `flat` holds, four numbers each, checked against the stores they name.
    private static func entries(_ flat: [UInt32], spellingCount: Int, flagElements: [AffixFlag], fieldElements: [UInt8])
        throws(Problem) -> [WordTable.Entry] {
        guard let flagStarts = RunStore.runStarts(of: flagElements) else { throw .damaged("the flag store's runs overrun it") }
        guard let fieldStarts = RunStore.runStarts(of: fieldElements) else { throw .damaged("the field store's runs overrun it") }
        let count = flat.count / 4
        guard count <= Int(Int32.max) else { throw .damaged("too many entries") }
        var entries: [WordTable.Entry] = []
        entries.reserveCapacity(count)
        var previousStart: UInt32 = 0
        for index in 0..<count {
            let entry = WordTable.Entry(wordStart: flat[4 * index], flags: flat[4 * index + 1], fields: flat[4 * index + 2],
                                        next: Int32(bitPattern: flat[4 * index + 3]))
            // Spellings are stored in entry order: each starts where the one before ends.
            guard entry.wordStart >= previousStart, Int(entry.wordStart) <= spellingCount else {
                throw .damaged("entry \(index)'s spelling is outside the spellings")
            }
            previousStart = entry.wordStart
            guard Int(entry.flags) < flagStarts.count, flagStarts[Int(entry.flags)] else {
                throw .damaged("entry \(index)'s flags are no run of the flag store")
            }
            guard entry.fields == WordTable.noFields || (Int(entry.fields) < fieldStarts.count && fieldStarts[Int(entry.fields)]) else {
                throw .damaged("entry \(index)'s fields are no run of the field store")
            }
            // Homonyms are chained in file order, so a chain always ends.
            guard entry.next == -1 || (Int(entry.next) > index && Int(entry.next) < count) else {
                throw .damaged("entry \(index)'s next homonym is not after it")
            }
            entries.append(entry)
        }
        return entries
    }

    /// Checks that `slots` are a power of two long, hold `count` spellings whose first entries
    /// exist, and leave a slot free (where every probe for a word not there ends).
    private static func checkSlots(_ slots: [UInt64], count: UInt64, entryCount: Int) throws(Problem) {
        guard slots.count >= 2, slots.count & (slots.count - 1) == 0 else { throw .damaged("the slots are not a power of two long") }
        var used: UInt64 = 0
        for stored in slots where stored != 0 {
            let head = Int(stored & 0xFFFF_FFFF) - 1
            guard head >= 0, head < entryCount else { throw .damaged("a slot names no entry") }
            used += 1
        }
        guard used == count, count < UInt64(slots.count) else { throw .damaged("the slots do not hold the spellings counted") }
    }

    /// Why stored words could not be read back.
    enum Problem: Error, Equatable {
        case notStoredWords
        case otherVersion(UInt32)
        case otherAffixFile
        case damaged(String)

        var reason: String {
            switch self {
            case .notStoredWords: "not a dictionary's stored words"
            case .otherVersion(let version): "stored words of format \(version), not \(StoredWords.formatVersion)"
            case .otherAffixFile: "stored words read with another .aff file"
            case .damaged(let what): "damaged stored words: \(what)"
            }
        }
    }

    /// FNV-1a over eight bytes a step, then the bytes left: the same bytes, the same number, and
    /// a damaged byte almost surely another.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        var offset = 0
        while offset + 8 <= bytes.count {
            value = (value ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0x100_0000_01b3
            value ^= value >> 29
            offset += 8
        }
        while offset < bytes.count {
            value = (value ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}

/// Appends integers and arrays of them, little-endian; an array after its count.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func append<Integer: FixedWidthInteger>(_ value: Integer) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func append<Integer: FixedWidthInteger>(array: [Integer]) {
        append(UInt64(array.count))
        #if _endian(little)
        array.withUnsafeBytes { bytes += $0 }
        #else
        for value in array { append(value) }
        #endif
    }
}

/// Reads what ``ByteWriter`` wrote, refusing to read past the end.
private struct ByteReader {
    private let buffer: UnsafeRawBufferPointer
    private var offset = 0

    init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    var remaining: Int { buffer.count - offset }

    mutating func read<Integer: FixedWidthInteger>(_: Integer.Type) throws(StoredWords.Problem) -> Integer {
        let size = MemoryLayout<Integer>.size
        guard remaining >= size else { throw .damaged("a table is cut short") }
        let value = Integer(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: Integer.self))
        offset += size
        return value
    }

    mutating func readArray<Integer: FixedWidthInteger>(_: Integer.Type) throws(StoredWords.Problem) -> [Integer] {
        let count = try read(UInt64.self)
        let size = MemoryLayout<Integer>.size
        guard count <= UInt64(remaining / size) else { throw .damaged("a table is cut short") }
        let length = Int(count) * size
        let source = UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + length)])
        offset += length
        // An empty table is `[]`: made with `unsafeUninitializedCapacity: 0`, it would be the
        // shared empty array, whose count the initializer writes (a race between two readers).
        guard count > 0 else { return [] }
        return [Integer](unsafeUninitializedCapacity: Int(count)) { elements, initialized in
            UnsafeMutableRawBufferPointer(elements).copyMemory(from: source)
            #if !_endian(little)
            for index in 0..<Int(count) { elements[index] = Integer(littleEndian: elements[index]) }
            #endif
            initialized = Int(count)
        }
    }
}
