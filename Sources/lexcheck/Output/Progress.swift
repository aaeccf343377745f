import Foundation
import LexiconSupport

/// A progress line on a terminal's standard error, for long runs only.
struct Progress {
    private let enabled: Bool
    private let start = ContinuousClock.now
    private var lastShown = ContinuousClock.now
    private var shown = false

    init() {
        enabled = Platform.isTerminal(2) && Platform.environment["CI"] == nil
    }

    mutating func update(lines: Int) {
        guard enabled else { return }
        let now = ContinuousClock.now
        guard now - start > .seconds(1), now - lastShown > .milliseconds(250) else { return }
        lastShown = now
        shown = true
        StandardStreams.writeError("\r\u{1B}[K\(lines) lines…")
    }

    func finish() {
        if shown { StandardStreams.writeError("\r\u{1B}[K") }
    }
}

