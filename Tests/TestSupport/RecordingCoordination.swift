import Navigation

/// A ``Coordination`` double that records every request in order and can be told to refuse them.
@MainActor
public final class RecordingCoordination<Screen>: Coordination {
    /// Every request made, in order, including refused ones.
    public private(set) var requests: [NavigationRequest<Screen>] = []
    /// When set, every request is recorded and then refused with this error.
    public var refusal: NavigationError?

    /// Creates a double that accepts every request.
    public init() {}

    /// Records a show request; throws ``refusal`` if it is set.
    public func show(_ screen: Screen, firstPosition: Bool) throws(NavigationError) {
        requests.append(.show(screen, firstPosition: firstPosition))
        if let refusal { throw refusal }
    }

    /// Records a pop request; throws ``refusal`` if it is set.
    public func pop() throws(NavigationError) {
        requests.append(.pop)
        if let refusal { throw refusal }
    }
}
