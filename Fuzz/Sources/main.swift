// lexcheck-fuzz: feeds mutated inputs to the parsers and the checker contract for a bounded
// time, starting from the seed corpus in Fuzz/Corpus/TARGET and replaying every input kept in
// Fuzz/Regressions (TARGET-NAME files). An input that crashes or hangs the process is saved
// there by the signal handler; one that breaks an invariant is saved and the run exits 1.
// Commit what it saves once the fault is fixed: it is replayed on every run.
//
//   swift run lexcheck-fuzz [--seconds N] [--seed S] [TARGET...]
import AnagramRules
import FuzzTargets
import Foundation

var seconds = 30.0
var seed: UInt64 = UInt64(Date().timeIntervalSince1970)
var chosen: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds": seconds = arguments.popFirst().flatMap(Double.init) ?? seconds
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
    default: chosen.insert(argument)
    }
}

let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let regressions = root.appending(path: "Regressions")
let targets = Targets.all.filter { chosen.isEmpty || chosen.contains($0.name) }
CrashRecorder.install()
print("lexcheck-fuzz: seed \(seed), \(Int(seconds)) s over \(targets.count) targets")

func files(in directory: URL, prefix: String = "") -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && !$0.hasPrefix(".") }.sorted().map { directory.appending(path: $0) }
}

var failed = false
for (number, target) in targets.enumerated() {
    let corpus = files(in: root.appending(path: "Corpus/\(target.name)")).compactMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) }
    let replayed = files(in: regressions, prefix: target.name + "-").compactMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) }
    var mutator = Mutator(generator: SeededRandomNumberGenerator(seed: seed &+ UInt64(number)))
    let deadline = Date().addingTimeInterval(seconds / Double(targets.count))
    var runs = 0
    var queue = replayed + corpus + [[]]
    while !failed {
        let input: [UInt8]
        if !queue.isEmpty {
            input = queue.removeFirst()
        } else {
            guard Date() < deadline else { break }
            input = mutator.mutate(corpus.randomElement(using: &mutator.generator) ?? [], corpus: corpus)
        }
        let data = Data(input)
        let name = "\(target.name)-seed\(seed)-run\(runs)"
        let problem = CrashRecorder.run(data, savingTo: regressions.appending(path: name).path, seconds: 20) { target.check(data) }
        runs += 1
        if let problem {
            try? FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
            try? data.write(to: regressions.appending(path: name))
            print("lexcheck-fuzz: \(target.name): \(problem); input saved as Fuzz/Regressions/\(name)")
            failed = true
        }
    }
    print("lexcheck-fuzz: \(target.name): \(runs) inputs (\(replayed.count) regressions, \(corpus.count) seeds)")
}
exit(failed ? 1 : 0)
