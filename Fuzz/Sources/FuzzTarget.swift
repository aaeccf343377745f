import Foundation

/// One thing the fuzzer feeds bytes to. `check` returns `nil` when the outcome is acceptable (a
/// clear error counts), or what is wrong; a crash or a hang is wrong by itself.
struct FuzzTarget: Sendable {
    let name: String
    let check: @Sendable (Data) -> String?
}
