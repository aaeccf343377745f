import Foundation

/// A 64-bit hash of bytes, for naming what was built from files (a cache entry, an index) so that
/// changed files name something else: FNV-1a over eight bytes a step, then the bytes left.
/// Not for adversaries; fast enough to hash megabytes at every start.
package struct ContentHash: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Adds `bytes` to the hash.
    package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            value = (value ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
            value ^= value >> 29
            offset += 8
        }
        while offset < bytes.count {
            value = (value ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
            offset += 1
        }
    }

    /// Adds the bytes of a `Data` or a byte array to the hash.
    package mutating func combine(_ bytes: some ContiguousBytes) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// The hash as a name's part: 16 lower-case hexadecimal digits.
    package var hexadecimal: String { Self.hexadecimal(value) }

    /// `value` as 16 lower-case hexadecimal digits, as `%016llx` writes it (without
    /// Foundation's formatting, whose first use costs milliseconds at a process's start).
    package static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of one run of bytes.
    package static func of(_ bytes: some ContiguousBytes) -> UInt64 {
        var hash = ContentHash()
        hash.combine(bytes)
        return hash.value
    }
}
