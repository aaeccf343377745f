// lexcheck-libfuzzer: the fuzz targets (Fuzz/Targets) under libFuzzer, which chooses inputs by
// the code they reach. Built by scripts/check/fuzz-coverage with `-sanitize=fuzzer,address`; the
// target is named by LEXCHECK_FUZZ_TARGET, and libFuzzer's own options follow, for example
//   LEXCHECK_FUZZ_TARGET=engine lexcheck-libfuzzer -max_total_time=60 CORPUS_FOLDER
// An input that breaks the target's invariants stops the run like a crash, and libFuzzer saves
// it (`-artifact_prefix`).
import Foundation
import FuzzTargets

/// The target of this run, read once.
private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["LEXCHECK_FUZZ_TARGET"] ?? ""
    guard let target = Targets.named(name) else {
        let names = Targets.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("lexcheck-libfuzzer: set LEXCHECK_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(64)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let problem = target.check(input) {
        FileHandle.standardError.write(Data("lexcheck-libfuzzer: \(target.name): \(problem)\n".utf8))
        abort()
    }
    return 0
}

/// libFuzzer's driver: it parses its options from the command line and calls `callback` with
/// each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The program's entry: SwiftPM links an executable target's entry under this name, and
/// libFuzzer's driver takes over from it.
@_cdecl("lexcheck_libfuzzer_main")
public func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, count in fuzzOneInput(bytes, count) }
}
