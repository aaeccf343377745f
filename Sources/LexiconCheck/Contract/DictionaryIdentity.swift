import Foundation
import LexiconSupport

/// What a dictionary checker answers from: a hash of its two files' bytes and the engine that
/// reads them. An app and a server whose checkers have equal identities judge every word alike;
/// `lexcheck languages --format json` shows each installed dictionary's.
///
/// ```swift
/// let identity = DictionaryIdentity(affixData: Data("SET UTF-8\n".utf8), dictionaryData: Data("1\ncat\n".utf8), engine: .swift)
/// identity.contentHash.count   // 16
/// identity.engine.description  // "swift 1"
/// ```
public struct DictionaryIdentity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The engine reading a dictionary, and the version of its answers.
    public enum Engine: Sendable, Hashable, Codable, CustomStringConvertible {
        /// lexcheck's Swift engine (``DictionaryChecker``), at ``swiftEngineVersion``.
        case swift
        /// The system's libhunspell (``HunspellChecker``), whose version the library does not
        /// report (lexcheck is built and tested against 1.7.1).
        case libhunspell

        /// The Swift engine's version: raised whenever a change to it can change an answer.
        public static let swiftEngineVersion = 1

        /// `swift 1`, `libhunspell`.
        public var description: String {
            switch self {
            case .swift: "swift \(Self.swiftEngineVersion)"
            case .libhunspell: "libhunspell"
            }
        }

        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            switch text {
            case Engine.swift.description: self = .swift
            case Engine.libhunspell.description: self = .libhunspell
            default:
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "not an engine this lexcheck knows: \(text.quotedForMessage())"))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    /// 16 hexadecimal digits: a 64-bit hash of the `.aff` file's bytes, then the `.dic` file's.
    /// It tells copies of a dictionary apart from edited ones; it is no defence against forgery.
    public let contentHash: String
    /// The engine that reads the files.
    public let engine: Engine

    /// The identity of a dictionary with these files' bytes, read by `engine`.
    public init(affixData: some ContiguousBytes, dictionaryData: some ContiguousBytes, engine: Engine) {
        var hashing = Hashing(affixData: affixData, dictionarySize: dictionaryData.withUnsafeBytes(\.count))
        dictionaryData.withUnsafeBytes { hashing.combine(dictionaryPiece: $0) }
        // The one piece is the size it was said to be.
        contentHash = hashing.contentHash ?? ""
        self.engine = engine
    }

    private init(contentHash: String, engine: Engine) {
        self.contentHash = contentHash
        self.engine = engine
    }

    /// The hash of a dictionary's files taken as they are read, the `.dic` file in pieces: the
    /// identity ``init(affixData:dictionaryData:engine:)`` gives the same bytes, when every
    /// piece but the last holds a multiple of eight bytes (as `ReadableFile.readPieces(of:_:)`
    /// cuts them: the hash steps through eight bytes at a time).
    package struct Hashing {
        private var hash = ContentHash()
        private let dictionarySize: Int
        private var dictionaryRead = 0

        /// Starts with the `.aff` file's bytes and the `.dic` file's size, which the hash
        /// takes before either file's bytes.
        package init(affixData: some ContiguousBytes, dictionarySize: Int) {
            self.dictionarySize = dictionarySize
            let affixCount = affixData.withUnsafeBytes(\.count)
            hash.combine(Array("\(affixCount) \(dictionarySize)\n".utf8))
            hash.combine(affixData)
        }

        /// Adds the `.dic` file's next piece.
        package mutating func combine(dictionaryPiece: UnsafeRawBufferPointer) {
            dictionaryRead += dictionaryPiece.count
            hash.combine(dictionaryPiece)
        }

        /// The hash, in ``DictionaryIdentity/contentHash``'s form; `nil` when the pieces did
        /// not add up to the size given first (the file changed while it was read).
        package var contentHash: String? {
            dictionaryRead == dictionarySize ? hash.hexadecimal : nil
        }

        /// The identity of the files hashed, read by `engine` (`nil` as for ``contentHash``).
        package func identity(engine: Engine) -> DictionaryIdentity? {
            contentHash.map { DictionaryIdentity(contentHash: $0, engine: engine) }
        }
    }

    /// The identity of the dictionary in these files, read by `engine`.
    ///
    /// - Throws: ``LexiconError/fileNotFound(path:)``, ``LexiconError/unreadable(path:reason:)``.
    public init(affixURL: URL, dictionaryURL: URL, engine: Engine) throws(LexiconError) {
        self.init(affixData: try readFile(at: affixURL), dictionaryData: try readFile(at: dictionaryURL), engine: engine)
    }

    /// `3f2a…c1 (swift 1)`.
    public var description: String { "\(contentHash) (\(engine))" }
}
