import Foundation

// What a signal handler needs to save the input that crashed or hung the process. A signal
// handler can take no lock, so these are plain globals, written only by the fuzzing thread
// between runs and read only by the handler, which ends the process.
nonisolated(unsafe) private var savedInput = UnsafeMutableRawBufferPointer.allocate(byteCount: CrashRecorder.capacity, alignment: 1)
nonisolated(unsafe) private var savedInputCount = 0
nonisolated(unsafe) private var savedPath: UnsafeMutablePointer<CChar>?

/// Keeps the input being run where a signal handler can write it to a file: a trap (SIGILL,
/// SIGTRAP), a memory error or a run longer than the time limit (SIGALRM) leaves the input in
/// `Fuzz/Regressions/` for a test to replay after the fix.
enum CrashRecorder {
    static let capacity = 1 << 17

    static func install() {
        for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGALRM] {
            signal(signalNumber) { code in
                if let savedPath {
                    let file = open(savedPath, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
                    if file >= 0 {
                        _ = write(file, savedInput.baseAddress, savedInputCount)
                        close(file)
                    }
                    let note = "lexcheck-fuzz: the input that stopped the process (signal \(code)) is saved\n"
                    _ = note.withCString { write(2, $0, strlen($0)) }
                }
                signal(code, SIG_DFL)
                raise(code)
            }
        }
    }

    /// Runs `body` on `input`, saving the input to `path` first in memory, with `seconds` to
    /// finish before the process stops itself.
    static func run<Result>(_ input: Data, savingTo path: String, seconds: UInt32, _ body: () -> Result) -> Result {
        savedInputCount = min(input.count, capacity)
        input.prefix(capacity).copyBytes(to: UnsafeMutableRawBufferPointer(rebasing: savedInput[..<savedInputCount]))
        free(savedPath)
        savedPath = strdup(path)
        alarm(seconds)
        defer { alarm(0) }
        return body()
    }
}
