import Navigation

/// One request a view model made of a ``RecordingCoordination``: a navigation request, or a screen opened
/// for a result — with its presentation and the type of result it waits for, so that a view model that
/// presents where it should push, or waits for the wrong type, fails its test.
///
/// ```swift
/// coordination.expectRequests([
///     .navigate(.show(.cart)),
///     .open(.signIn, presentation: .modal, expecting: User.self),
/// ])
/// ```
///
/// A list of plain navigation requests needs no wrapping: `expectRequests([.show(.cart), .pop])`.
public enum RecordedRequest<Screen: Equatable>: Equatable, CustomStringConvertible {
    /// A navigation request (`show`, `pop`, `present` …), as `navigate(_:)` received it.
    case navigate(NavigationRequest<Screen>)
    /// A screen opened for a result, by `open(_:presentation:expecting:onResult:)` or `result(of:…)`.
    case open(Screen, presentation: Presentation, expecting: any Any.Type)

    /// Whether both are the same request: the same navigation, or the same screen opened the same way for
    /// the same type of result.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.navigate(let left), .navigate(let right)):
            left == right
        case (
            .open(let left, let leftPresentation, let leftType), .open(let right, let rightPresentation, let rightType)
        ):
            left == right && leftPresentation == rightPresentation
                && ObjectIdentifier(leftType) == ObjectIdentifier(rightType)
        case (.navigate, _), (.open, _):
            false
        }
    }

    /// The request as a failure shows it, such as `show(detail(1))`, or `present(signIn) expecting User` for a
    /// screen opened for a result.
    public var description: String {
        switch self {
        case .navigate(let request):
            "\(request)"
        case .open(let screen, .push, let type):
            "\(NavigationRequest.show(screen)) expecting \(type)"
        case .open(let screen, .modal, let type):
            "\(NavigationRequest.present(screen)) expecting \(type)"
        }
    }
}
