/// How a host presents a modal flow: the app chooses it per screen, from the screen the flow opens with.
///
/// ```swift
/// SwiftUIHostModel(coordinator) { screen in
///     if case .shop(.signIn) = screen { .fullScreenCover } else { .sheet }
/// }
/// ```
public enum FlowPresentation: Hashable, Sendable {
    /// A sheet the user may swipe down, when no guard refuses it: SwiftUI's `sheet(item:)`, UIKit's page
    /// sheet.
    case sheet
    /// A cover of the whole screen, closed only by asking the coordinator: SwiftUI's `fullScreenCover(item:)`,
    /// UIKit's `.fullScreen` presentation.
    case fullScreenCover
}
