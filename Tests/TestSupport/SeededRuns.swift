import Foundation

/// The seeds of a randomized test, split into chunks that run in parallel: a count read from one environment
/// variable, or the single seed of a failure to replay, read from another.
public struct SeededRuns: Sendable {
    /// How many seeds run in all.
    public let count: Int
    /// The one seed to replay, when the replay variable is set.
    public let replay: UInt64?
    /// The first seed; random for each run, so that every run tries new sequences.
    public let base = UInt64.random(in: 0...UInt64.max / 2)

    /// Reads the count from `countVariable` (`defaultCount` when unset) and the seed to replay from
    /// `replayVariable`.
    public init(countVariable: String, defaultCount: Int, replayVariable: String) {
        let environment = ProcessInfo.processInfo.environment
        count = environment[countVariable].flatMap { Int($0) } ?? defaultCount
        replay = environment[replayVariable].flatMap { UInt64($0) }
    }

    /// The seeds of chunk `chunk` of `chunks`.
    public func seeds(chunk: Int, of chunks: Int) -> [UInt64] {
        if let replay { return chunk == 0 ? [replay] : [] }
        return stride(from: chunk, to: count, by: chunks).map { base &+ UInt64($0) }
    }
}
