import ArgumentParsing
#if canImport(Glibc)
import Glibc
#endif

/// A progress line on stderr for long batches and imports: only after about
/// a second, and only when stderr is a terminal, never in a pipe or in CI.
struct Progress {
    private let label: String
    private let total: Int
    private let start: Double
    private let enabled = StandardStream.error.isTerminal
    private var shown = false
    private var lastUpdate = 0.0

    /// `start` is when the work began, input read: a batch's lines are
    /// checked before its transaction, and that counts towards the second.
    init(_ label: String, total: Int, since start: Double) {
        self.label = label
        self.total = total
        self.start = start
    }

    mutating func update(_ done: Int) {
        guard enabled, done & 0xFF == 0 else { return }
        let now = Progress.now()
        guard now - start > 1, now - lastUpdate > 0.1 else { return }
        lastUpdate = now
        shown = true
        let percent = total > 0 ? done * 100 / total : 0
        StandardStream.error.writeIgnoringFailure("\r\(label): \(done) of \(total) (\(percent)%)\u{1B}[K")
    }

    func finish() {
        if shown { StandardStream.error.writeIgnoringFailure("\r\u{1B}[K") }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
