import Foundation
import MenuTestSupport

/// faketime (libfaketime, which scripts/setup installs): menuctl run with
/// the clock it sees moved, the way a restaurant's machine lives through
/// the night and through daylight saving. The clock is moved by an offset
/// from the real one, so no time is read in a zone on the way.
enum FakeClock {
    static let path = "/usr/bin/faketime"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Seconds since 1970 of a UTC time written `2026-11-01 05:59:30`.
    static func instant(utc text: String) -> Int64 {
        let numbers = text.split(whereSeparator: { "-: ".contains($0) }).compactMap { Int32($0) }
        guard numbers.count == 6 else { return 0 }
        var parts = tm()
        parts.tm_year = numbers[0] - 1900
        parts.tm_mon = numbers[1] - 1
        parts.tm_mday = numbers[2]
        parts.tm_hour = numbers[3]
        parts.tm_min = numbers[4]
        parts.tm_sec = numbers[5]
        return Int64(timegm(&parts))
    }
}

extension Sandbox {
    /// Runs menuctl as if it were `utc` (`2026-12-03 05:01:00`), in the
    /// time zone `zone`.
    @discardableResult
    func run(at utc: String, zone: String = "UTC", _ arguments: [String]) throws -> Outcome {
        let offset = FakeClock.instant(utc: utc) - Int64(time(nil))
        return try Sandbox.execute(FakeClock.path, ["-f", offset >= 0 ? "+\(offset)" : "\(offset)", menuctlBinary] + arguments,
                                   environment: environment(["TZ": zone]))
    }

    /// `run(at:)` that must succeed, for the steps that set a test up.
    @discardableResult
    func must(at utc: String, zone: String = "UTC", _ words: String...) throws -> Outcome {
        let outcome = try run(at: utc, zone: zone, words)
        if outcome.status != 0 { throw FakeClockFailure(words: words, outcome: "\(outcome)") }
        return outcome
    }
}

struct FakeClockFailure: Error, CustomStringConvertible {
    let words: [String], outcome: String
    var description: String { "menuctl \(words.joined(separator: " ")) failed: \(outcome)" }
}
