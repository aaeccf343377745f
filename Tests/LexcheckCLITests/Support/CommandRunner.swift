import Foundation
import Testing

/// What a run of the built `lexcheck` executable produced.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output's bytes, for output that is not UTF-8.
    var output = Data()

    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Runs the real `lexcheck` binary that `swift build` put next to the test bundle.
struct Lexcheck {
    let personalDictionary: URL
    /// Environment variables set (or, when `nil`, removed) for the runs, beyond the personal
    /// dictionary's.
    var environment: [String: String?] = [:]

    init() {
        personalDictionary = FileManager.default.temporaryDirectory
            .appending(path: "lexcheck-cli-\(UUID().uuidString)/personal.txt")
    }

    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appending(path: "lexcheck")
        }
        #endif
        return Bundle.main.bundleURL.appending(path: "lexcheck")
    }

    /// Starts the binary with `arguments`, output discarded, and returns the running process.
    func start(_ arguments: [String]) throws -> Process {
        let process = makeProcess(arguments)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func makeProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = processEnvironment
        return process
    }

    /// The environment the binary runs in: this process's, with the personal dictionary and
    /// ``environment`` applied.
    var processEnvironment: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["LEXCHECK_PERSONAL_DICTIONARY"] = personalDictionary.path
        variables["CI"] = "true"
        for (name, value) in environment { variables[name] = value }
        return variables
    }

    /// Runs the binary with standard input read from `input` for at most `seconds`, then ends
    /// it, and returns its peak resident memory in kB (VmHWM, polled from /proc while it runs)
    /// and its exit status (`nil` when it was still running).
    func peakMemory(_ arguments: [String], input: URL, seconds: Double) throws -> (kilobytes: Int, status: Int32?) {
        let process = makeProcess(arguments)
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var peak = 0
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline {
            if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
                peak = max(peak, kilobytes)
            }
            usleep(10_000)
        }
        let finished = !process.isRunning
        if !finished { kill(process.processIdentifier, SIGKILL) }  // SIGTERM may be blocked in test runners
        process.waitUntilExit()
        return (peak, finished ? process.terminationStatus : nil)
    }

    /// Runs a bash script with `$0` the lexcheck binary and `$1`... the arguments.
    func runShell(_ script: String, arguments: [String] = []) throws -> RunResult {
        try run(executable: URL(filePath: "/bin/bash"), ["-c", script, Self.executable.path] + arguments, stdin: nil)
    }

    @discardableResult
    func run(_ arguments: [String], stdin: Data? = nil) throws -> RunResult {
        try run(executable: Self.executable, arguments, stdin: stdin)
    }

    private func run(executable: URL, _ arguments: [String], stdin: Data?) throws -> RunResult {
        try runProcess(executable, arguments, environment: processEnvironment, stdin: stdin)
    }

    func run(_ arguments: String..., stdin: String? = nil) throws -> RunResult {
        try run(arguments, stdin: stdin.map { Data($0.utf8) })
    }
}

/// Runs `executable` with `arguments` in `environment`, `stdin` written to it (none when `nil`),
/// and collects what it prints.
func runProcess(_ executable: URL, _ arguments: [String], environment: [String: String], stdin: Data?,
                directory: URL? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isOutput) in [(output, true), (errors, false)] {
        group.enter()
        DispatchQueue.global().async {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.store(data, isOutput: isOutput)
            group.leave()
        }
    }
    if let stdin {
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
    }
    group.wait()
    process.waitUntilExit()
    let (out, err) = collected.values
    return RunResult(status: process.terminationStatus,
                     stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                     output: out)
}

/// Output gathered from two reading threads.
final class Collected: @unchecked Sendable {
    // Guarded by `lock`.
    private var output = Data()
    private var errors = Data()
    private let lock = NSLock()

    func store(_ data: Data, isOutput: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isOutput { output = data } else { errors = data }
    }

    var values: (Data, Data) {
        lock.lock()
        defer { lock.unlock() }
        return (output, errors)
    }
}

func fixture(_ name: String) throws -> String {
    try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)).path
}

/// What the hunspell command prints with `arguments` and `stdin`: the oracle the CLI is compared with.
func hunspell(_ arguments: [String], stdin: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["hunspell"] + arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    process.standardOutput = output
    try process.run()
    if let stdin {
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: printed, as: UTF8.self)
}

/// A dictionary Debian's hunspell-* packages install (scripts/test installs the ones the tests
/// use), as the path of its `.dic` file without the extension.
func systemDictionary(_ name: String) throws -> String {
    let path = "/usr/share/hunspell/\(name)"
    try #require(FileManager.default.fileExists(atPath: path + ".dic"),
                 "\(path).dic is missing: scripts/setup/install-dependencies --tests installs it")
    return path
}
