import Foundation

/// Text the operating system hands over and takes back as bytes (command-line arguments,
/// environment variables, file names) held as a `String` without losing a byte.
///
/// Such bytes are usually UTF-8, but nothing makes them so: a Latin-1 file name or `HOME` is a
/// valid path. Decoding them as UTF-8 with repair would turn each stray byte into U+FFFD, and the
/// name would then open a different file or none. Instead, each byte 0x80–0xFF that is not part of
/// valid UTF-8 becomes the private-use scalar U+F700 + byte (U+F780–U+F7FF), and so does each byte
/// of a valid U+F780–U+F7FF scalar in the input, so that every byte string comes back unchanged:
/// `bytes(of: string(from: b)) == b` for every `b`. Text shown to people escapes these scalars as
/// `\xNN`; JSON carries them as they are (documented in the README).
package enum SystemString {
    /// The scalars that stand for single bytes: U+F780 is 0x80, ..., U+F7FF is 0xFF.
    package static let escapes: ClosedRange<UInt32> = 0xF780...0xF7FF

    /// The scalar standing for `byte` (0x80–0xFF).
    @inline(__always)
    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0xF700 + UInt32(byte)).unsafelyUnwrapped
    }

    /// The string for bytes the system gave.
    package static func string(from bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let text = validUTF8String(bytes), !text.unicodeScalars.contains(where: { escapes.contains($0.value) }) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if escapes.contains(scalar.value) {
                    for byte in encoded { scalars.append(escape(byte)) }
                } else {
                    scalars.append(scalar)
                }
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] { scalars.append(escape(byte)) }
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The string for bytes the system gave.
    package static func string(from bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { string(from: $0) }
    }

    /// The string for a NUL-terminated C string the system gave.
    package static func string(cString: UnsafePointer<CChar>) -> String {
        let count = strlen(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) {
            string(from: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The bytes `string` stands for: its UTF-8, with each U+F780–U+F7FF scalar the one byte it
    /// stands for.
    package static func bytes(of string: String) -> [UInt8] {
        // Every escape scalar's UTF-8 starts with 0xEF: without one, the bytes are the UTF-8.
        guard string.utf8.contains(0xEF) else { return Array(string.utf8) }
        var result: [UInt8] = []
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if escapes.contains(scalar.value) {
                result.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// Runs `body` with the NUL-terminated bytes of `string`, or returns `nil` without running
    /// it when `string` holds a NUL, which no system call can take (it would cut the name short
    /// and name another file).
    package static func withCString<Result, Failure: Error>(
        _ string: String, _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        var bytes = bytes(of: string)
        guard !bytes.contains(0) else { return nil }
        bytes.append(0)
        let result: Swift.Result<Result, Failure> = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                do throws(Failure) {
                    return .success(try body(characters.baseAddress.unsafelyUnwrapped))
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }
}
