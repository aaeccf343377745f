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

/// Runs this program again with `arguments` and an empty cache folder of its own (removed
/// after), so that whatever the child caches it builds first; returns what it printed.
func runChildWithEmptyCache(_ arguments: [String]) throws -> String {
    let cache = FileManager.default.temporaryDirectory.appending(path: "lexcheck-bench-cache-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: cache) }
    return try runChild(arguments, environment: ["LEXCHECK_CACHE_DIRECTORY": cache.path])
}

/// This process's peak resident memory in MB (Linux's `VmHWM`), 0 where unknown.
func peakMemoryMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) else { return 0 }
    return kilobytes / 1024
}
