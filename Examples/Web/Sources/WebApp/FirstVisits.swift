/// The sessions of first visits that hold nothing but their address, kept as that address rather than live.
///
/// A first visit — a request without a session, as every crawler's and many visitors' only one — makes a session
/// and draws its page; when the session then holds nothing but where it is (nothing saved, no message to show),
/// its coordinator and view models are let go at once and only its address is kept here. Its next request takes
/// it up: the session is built again at its start and follows the address, which is what made its state the
/// first time, without asking the store. So a flood of first visits neither holds a coordinator each nor pushes
/// live sessions past the cap, and letting go of a session just made costs less than letting go of one made
/// long ago (BENCHMARKS.md, "First visits").
///
/// At most `limit` are kept: past it, the oldest is dropped, and its next request takes it up as any server
/// does a session it has no row of (``SessionKeys``), after asking the store.
struct FirstVisits {
    /// A first visit kept: the address its session is at, and when.
    struct Visit {
        /// The path its page showed: its state's deep link, or the address that led to a screen no link opens.
        let path: String
        /// When it was made, in seconds since 1970.
        let time: Double
    }

    /// The most visits kept.
    let limit: Int
    private var visits: [String: Visit] = [:]
    /// The ids in the order their visits were kept, oldest first.
    private var order = UseOrder()

    /// No visit kept yet; at most `limit` at once.
    init(limit: Int) {
        self.limit = limit
    }

    /// How many visits are kept.
    var count: Int { visits.count }

    /// Keeps the visit of session `id`, at `path` at `time`; past the limit, drops the oldest.
    mutating func keep(_ id: String, at path: String, time: Double) {
        visits[id] = Visit(path: path, time: time)
        order.note(id, at: time, in: visits, time: \.time)
        while visits.count > limit, let oldest = order.oldest(in: visits, time: \.time) {
            visits[oldest] = nil
            order.dropOldest()
        }
    }

    /// Whether the visit of session `id` is kept.
    func holds(_ id: String) -> Bool {
        visits[id] != nil
    }

    /// Takes the visit of session `id` out, if one is kept.
    mutating func takeUp(_ id: String) -> Visit? {
        visits.removeValue(forKey: id)
    }

    /// Drops the visits made before `time`.
    mutating func drop(before time: Double) {
        while let oldest = order.oldest(in: visits, time: \.time), let visit = visits[oldest], visit.time < time {
            visits[oldest] = nil
            order.dropOldest()
        }
    }
}
