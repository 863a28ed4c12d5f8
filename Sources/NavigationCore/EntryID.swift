/// The stable identity of one entry in a ``NavigationState``.
///
/// Ids come from a counter kept in the stack value, so they are deterministic (the same sequence of
/// operations always gives the same ids), cheap to make and compare, and never reused: an entry that is
/// popped and shown again gets a new id, and a coordinator gives restored entries new ids too, so a UI can
/// key its views by `EntryID` for the coordinator's whole life. An id prints as `#3`.
public struct EntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The counter value behind the id.
    public let rawValue: UInt64

    /// Creates an id from its counter value.
    ///
    /// Stacks hand out ids themselves; this initializer exists for tests and for decoding saved state.
    /// - Parameter rawValue: The counter value.
    @inlinable
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The id as it prints in events and error messages: `#` followed by the counter value.
    public var description: String { "#\(rawValue)" }

    /// Orders ids by the order in which their stack handed them out.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Decodes an id from a single unsigned integer.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Encodes the id as a single unsigned integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension EntryID {
    /// The id `count` places after this one, or `nil` past the largest id a saved state can hold.
    @inlinable
    func advanced(by count: Int) -> EntryID? {
        let (next, overflow) = rawValue.addingReportingOverflow(UInt64(count))
        return overflow || next > EntryID.largest ? nil : EntryID(rawValue: next)
    }

    /// The largest counter value an id takes: what a saved state's JSON number reads back exactly.
    @inlinable
    static var largest: UInt64 { UInt64(Int64.max) }
}
