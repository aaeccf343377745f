import Foundation

/// One thing the fuzzer feeds bytes to. `check` returns `nil` when the outcome is acceptable (a
/// clear error counts), or what is wrong; a crash or a hang is wrong by itself.
public struct FuzzTarget: Sendable {
    /// The name the fuzzers choose it by, and the prefix of its seed folder and regressions.
    public let name: String
    /// What is wrong with the outcome of one input, or `nil`.
    public let check: @Sendable (Data) -> String?

    /// A target called `name` that checks each input with `check`.
    public init(name: String, check: @escaping @Sendable (Data) -> String?) {
        self.name = name
        self.check = check
    }
}
