/// Ids in the order they were last used, oldest first — the live sessions, the first visits kept —, so that the
/// one used longest ago is found at the front rather than by a scan of every one.
///
/// Each use appends the id and the time of the use. An entry whose time is no longer its id's — used again since,
/// let go, renamed, taken up — is stale, and dropped when it reaches the front; when stale entries outnumber the
/// ids in use, only each id's last use is kept.
struct UseOrder {
    private var uses: [(id: String, time: Double)] = []
    /// Where the entries not yet passed begin.
    private var start = 0

    /// Notes the use of `id` at `time`; `current` holds every id in use, each with a value whose `time` is its
    /// last use.
    mutating func note<Value>(
        _ id: String, at time: Double, in current: [String: Value], time last: (Value) -> Double
    ) {
        uses.append((id, time))
        if uses.count - start > 4 * current.count + 1_024 {
            uses = current.map { ($0.key, last($0.value)) }.sorted { $0.time < $1.time }
            start = 0
        }
    }

    /// The id in `current` used longest ago — at the front once the stale entries before it are dropped —; `nil`
    /// when there is none. It stays at the front until ``dropOldest()``.
    mutating func oldest<Value>(in current: [String: Value], time last: (Value) -> Double) -> String? {
        while start < uses.count {
            let (id, time) = uses[start]
            if let value = current[id], last(value) == time { return id }
            start += 1
        }
        uses.removeAll(keepingCapacity: true)
        start = 0
        return nil
    }

    /// Moves past the id at the front, once it is let go.
    mutating func dropOldest() {
        start += 1
        if start > 1_024, start * 2 > uses.count {
            uses.removeFirst(start)
            start = 0
        }
    }
}
