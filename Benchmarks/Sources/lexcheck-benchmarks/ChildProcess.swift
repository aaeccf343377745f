import Foundation

/// Runs this program again with `arguments` (a measurement that must start from a fresh
/// process) and returns what it printed, trimmed; ends the benchmarks if it fails.
func runChild(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let process = Process()
    process.executableURL = URL(filePath: CommandLine.arguments[0])
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("\(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))") }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
