import Dispatch
import Foundation

/// The hunspell 1.7.1 command, the oracle the tests compare lexcheck with, and Hunspell's own
/// test suite (its `.aff`, `.dic`, `.good` and `.wrong` files, with Hunspell's licence, in
/// `Tests/LexiconCheckTests/Fixtures/hunspell-tests`).
public enum HunspellTool {
    /// Runs `hunspell ARGUMENTS` on `input` and returns what it prints. The input is written
    /// from another thread, so that a large one cannot fill the pipe while the output waits;
    /// `HOME` points to an empty folder, so that no personal word list of the user's is read.
    public static func run(_ arguments: [String], input: Data) throws -> Data {
        try runTool("hunspell", arguments, input: input).output
    }

    /// Runs one of Hunspell's programs (`hunspell`, hunspell-tools' `unmunch`) as ``run(_:input:)``
    /// runs hunspell; what it prints and its exit status.
    public static func runTool(_ tool: String, _ arguments: [String], input: Data = Data()) throws -> (output: Data, status: Int32) {
        let home = FileManager.default.temporaryDirectory.appending(path: "lexcheck-hunspell-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.environment = ["HOME": home.path, "LC_ALL": "C.UTF-8", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        process.currentDirectoryURL = home
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = stdin.fileHandleForWriting
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // write(2) directly: FileHandle.write traps when a signal interrupts it.
            input.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(writer.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count > 0 { offset += count } else if count < 0 && errno == EINTR { continue } else { break }
                }
            }
            try? writer.close()
            written.signal()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        written.wait()
        process.waitUntilExit()
        return (output, process.terminationStatus)
    }

    /// The lines `hunspell ARGUMENTS` prints for `text`.
    public static func lines(_ arguments: [String], text: String) throws -> [String] {
        let output = String(decoding: try run(arguments, input: Data(text.utf8)), as: UTF8.self)
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The folder of Hunspell's test suite, in the source tree.
    public static let suiteDirectory = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "LexiconCheckTests/Fixtures/hunspell-tests")

    /// The tests of the suite with a `.good` or `.wrong` file, by name.
    public static func suiteTests() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: suiteDirectory.path)
        return Set(files.filter { $0.hasSuffix(".good") || $0.hasSuffix(".wrong") }
            .map { URL(filePath: $0).deletingPathExtension().lastPathComponent }).sorted()
    }
}
