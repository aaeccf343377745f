import Foundation
import Testing

/// Runs a program found on PATH (jq, python3, bash) with `stdin`, and returns what it printed:
/// the outside tools the CLI's output is checked with.
func externalTool(_ arguments: [String], stdin: String = "") throws -> RunResult {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isOutput) in [(output, true), (errors, false)] {
        group.enter()
        DispatchQueue.global().async {
            collected.store(pipe.fileHandleForReading.readDataToEndOfFile(), isOutput: isOutput)
            group.leave()
        }
    }
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    let (out, err) = collected.values
    return RunResult(status: process.terminationStatus,
                     stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
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
        try #require(isInstalled(name), "\(name) is missing: scripts/install-dependencies --tests installs it")
    }
}
