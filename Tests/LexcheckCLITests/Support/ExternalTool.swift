import Foundation
import Testing

/// Runs a program found on PATH (jq, python3, bash) with `stdin`, and returns what it printed:
/// the outside tools the CLI's output is checked with.
func externalTool(_ arguments: [String], stdin: String = "") throws -> RunResult {
    try runProcess(URL(filePath: "/usr/bin/env"), arguments, environment: ProcessInfo.processInfo.environment,
                   stdin: Data(stdin.utf8))
}

/// Whether `name` is a program on PATH.
func isInstalled(_ name: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
}

/// Fails the test when a program it checks output with is missing.
func requireTools(_ names: String...) throws {
    for name in names {
        try #require(isInstalled(name), "\(name) is missing: scripts/setup/install-dependencies --tests installs it")
    }
}
