import Foundation

/// A running program spoken to a line at a time, as an editor speaks to its spellchecker: what
/// it answers is read as soon as it is written, while its standard input stays open.
final class InteractiveProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var received: [UInt8] = []

    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// What the program printed up to and including the first `terminator` from now, or `nil`
    /// when it has not printed it within `seconds` (its input still open).
    func read(through terminator: String, seconds: Double = 60) -> String? {
        let wanted = Array(terminator.utf8)
        let deadline = Date().addingTimeInterval(seconds)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let end = range(of: wanted) {
                let text = String(decoding: received[..<end], as: UTF8.self)
                received.removeSubrange(..<end)
                return text
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(left * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return nil }
            received.append(contentsOf: buffer[..<count])
        }
    }

    /// Closes the program's input and waits for it to end; its exit status.
    func finish() throws -> Int32 {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Where `wanted` ends in what was received, if it is there.
    private func range(of wanted: [UInt8]) -> Int? {
        guard received.count >= wanted.count else { return nil }
        for start in 0...(received.count - wanted.count) where received[start..<start + wanted.count].elementsEqual(wanted) {
            return start + wanted.count
        }
        return nil
    }
}
