import Foundation
import LexiconSupport

/// A word list's guess and completion indexes in one binary file, read in one go with no work
/// per word: built at a list's first guess and cached (``WordIndexCache``), or written beside
/// the list to ship with it (`lexcheck index`; an installed `lexcheck` has one for the bundled
/// English list).
///
/// The file is a header and a fixed sequence of arrays, each an element count, an element size
/// and the elements' bytes as they are in memory, padded to eight bytes:
///
/// - header: ``magic``, ``formatVersion``, a byte-order mark, the ``key`` of the list it was
///   built from, and flags (whether the list has frequency levels, whether some indexed words
///   are not listed);
/// - the guess index: its words (bytes, ends), their levels, the forward and backward
///   ``WordGraph`` (edges, numbers, word count), those of the listed words when some are not,
///   the sound keys and their words;
/// - the completion index: keys (bytes, ends), words (bytes, ends), the two rankings;
/// - a ``ContentHash`` of every byte before it.
///
/// A file is used only when its hash matches its bytes, it reads back whole, for the same key
/// and format, and every array fits the others (see the `init?`s of the parts): anything else
/// (a damaged or cut file included) is a file to rebuild, never a crash or a wrong index.
enum WordIndexFile {
    static let magic = Array("lexcheck word index\n".utf8)
    /// The version of the format and of what the indexes hold: bump it when either changes.
    static let formatVersion: UInt32 = 5
    private static let byteOrderMark: UInt32 = 0x0102_0304

    /// What an index is built from: a hash of the format version, the language's sound keys
    /// (English or none), and the bytes of the list and levels files.
    static func key(list: Data, levels: Data?, english: Bool) -> UInt64 {
        var hash = ContentHash()
        hash.combine(Array("lexcheck word index \(formatVersion) \(english) \(list.count) \(levels?.count ?? -1)\n".utf8))
        hash.combine(list)
        if let levels { hash.combine(levels) }
        return hash.value
    }

    /// The file of `ranker` and `completions`, built from the list with `key`.
    static func encode(ranker: GuessRanker, completions: PrefixIndex, key: UInt64) -> Data {
        var writer = Writer()
        writer.bytes.append(contentsOf: magic)
        writer.append(formatVersion)
        writer.append(byteOrderMark)
        writer.append(key)
        let index = ranker.index
        writer.append(UInt64(ranker.hasLevels ? 1 : 0) | UInt64(index.listedForward != nil ? 2 : 0))
        writer.append(index.words)
        writer.append(ranker.levels)
        for graph in [index.forward, index.backward, index.listedForward, index.listedBackward].compactMap({ $0 }) {
            writer.append(graph.edges)
            writer.append(graph.numbers)
            writer.append(UInt64(graph.wordCount))
        }
        writer.append(ranker.soundKeys)
        writer.append(ranker.soundWords)
        writer.append(completions.keys)
        writer.append(completions.words)
        writer.append(completions.byFirstLetter)
        writer.append(completions.byFirstTwoLetters)
        writer.append(ContentHash.of(writer.bytes))
        return Data(writer.bytes)
    }

    /// The indexes in `data`, or `nil` when it is not a whole index file of this format for
    /// the list with `key`.
    static func decode(_ data: Data, key: UInt64, model: TypoModel = TypoModel()) -> (ranker: GuessRanker, completions: PrefixIndex)? {
        data.withUnsafeBytes { file in
            let hashSize = MemoryLayout<UInt64>.size
            guard file.count >= hashSize else { return nil }
            let bytes = UnsafeRawBufferPointer(rebasing: file[..<(file.count - hashSize)])
            guard file.loadUnaligned(fromByteOffset: bytes.count, as: UInt64.self) == ContentHash.of(bytes) else { return nil }
            var reader = Reader(bytes: bytes)
            guard reader.bytes(magic.count).elementsEqual(magic), reader.scalar(UInt32.self) == formatVersion,
                  reader.scalar(UInt32.self) == byteOrderMark, reader.scalar(UInt64.self) == key,
                  let flags = reader.scalar(UInt64.self) else { return nil }
            func graph(of words: PackedStrings) -> WordGraph? {
                guard let edges = reader.array(WordGraph.Edge.self), let numbers = reader.array(Int32.self),
                      let wordCount = reader.scalar(UInt64.self), wordCount <= UInt64(Int32.max) else { return nil }
                return WordGraph(edges: edges, numbers: numbers, wordCount: Int(wordCount), numberLimit: words.count)
            }
            guard let words = reader.strings(), let levels = reader.array(UInt8.self),
                  let forward = graph(of: words), let backward = graph(of: words) else { return nil }
            var listed: (forward: WordGraph, backward: WordGraph)?
            if flags & 2 != 0 {
                guard let forward = graph(of: words), let backward = graph(of: words) else { return nil }
                listed = (forward, backward)
            }
            guard let soundKeys = reader.array(UInt64.self), let soundWords = reader.array(Int32.self),
                  let keys = reader.strings(), let completed = reader.strings(),
                  let byFirstLetter = reader.array(Int32.self), let byFirstTwoLetters = reader.array(Int32.self),
                  reader.isAtEnd,
                  let index = EditDistanceIndex(words: words, forward: forward, backward: backward, listed: listed),
                  let ranker = GuessRanker(index: index, levels: levels, hasLevels: flags & 1 != 0, soundKeys: soundKeys,
                                           soundWords: soundWords, model: model),
                  let completions = PrefixIndex(keys: keys, words: completed, byFirstLetter: byFirstLetter,
                                                byFirstTwoLetters: byFirstTwoLetters) else { return nil }
            return (ranker, completions)
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func append<T: BitwiseCopyable>(_ value: T) {
            withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
        }

        mutating func append<T: BitwiseCopyable>(_ array: [T]) {
            append(UInt64(array.count))
            append(UInt64(MemoryLayout<T>.stride))
            array.withUnsafeBytes { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: repeatElement(0, count: (8 - bytes.count % 8) % 8))
        }

        mutating func append(_ strings: PackedStrings) {
            append(strings.bytes)
            append(strings.ends)
        }
    }

    /// Reads the parts in order; each read past the end or of the wrong element size is `nil`.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer {
            guard count <= bytes.count - offset else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
        }

        mutating func scalar<T: BitwiseCopyable>(_: T.Type) -> T? {
            guard MemoryLayout<T>.size <= bytes.count - offset else { return nil }
            defer { offset += MemoryLayout<T>.size }
            return bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
        }

        mutating func array<T: BitwiseCopyable>(_: T.Type) -> [T]? {
            guard let count = scalar(UInt64.self), let stride = scalar(UInt64.self), stride == MemoryLayout<T>.stride,
                  count <= UInt64(bytes.count - offset) / max(stride, 1) else { return nil }
            let length = Int(count) * MemoryLayout<T>.stride
            // No array of capacity 0 made that way: it is the shared empty array, whose count
            // the initializer writes (a race ThreadSanitizer reports between two readers).
            let array = count == 0 ? [] : [T](unsafeUninitializedCapacity: Int(count)) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
                initialized = Int(count)
            }
            offset += length
            let padding = (8 - offset % 8) % 8
            guard padding <= bytes.count - offset else { return nil }
            offset += padding
            return array
        }

        mutating func strings() -> PackedStrings? {
            guard let bytes = array(UInt8.self), let ends = array(UInt32.self) else { return nil }
            return PackedStrings(bytes: bytes, ends: ends)
        }
    }
}
