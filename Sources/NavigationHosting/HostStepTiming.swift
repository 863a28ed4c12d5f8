import NavigationCore

/// How long a host's animation of each kind of step runs: a host that has no signal for a step's end — a
/// SwiftUI `NavigationStack` changing its path, a sheet appearing — waits that long before the next step.
///
/// A step started before the last one's animation ended is dropped or garbled by SwiftUI (a sheet presented
/// while another is still going away never shows), so the times err on the long side: the presentation's is the
/// 0.65 s that SwiftUI hosts have long used for a sheet or a cover. A dismissal has a signal, the flow's
/// `onDismiss`; its time is only the fallback should that never come.
public struct HostStepTiming: Hashable, Sendable {
    /// A push, a pop, or a stack's new path.
    public var stackChange: Duration
    /// A sheet or a full-screen cover presented.
    public var presentation: Duration
    /// A flow dismissed, when its `onDismiss` never comes.
    public var dismissalFallback: Duration
    /// A tab selected, or the stack of a tab out of sight set.
    public var tabChange: Duration

    /// Times of each kind of step.
    ///
    /// - Parameters:
    ///   - stackChange: A push, a pop, or a stack's new path.
    ///   - presentation: A sheet or a full-screen cover presented.
    ///   - dismissalFallback: A flow dismissed, when its `onDismiss` never comes.
    ///   - tabChange: A tab selected, or the stack of a tab out of sight set.
    public init(stackChange: Duration, presentation: Duration, dismissalFallback: Duration, tabChange: Duration) {
        self.stackChange = stackChange
        self.presentation = presentation
        self.dismissalFallback = dismissalFallback
        self.tabChange = tabChange
    }

    /// UIKit's and SwiftUI's default animations: 0.4 s for a stack, 0.65 s for a presentation, 1 s before a
    /// dismissal without `onDismiss` counts as done, none for a tab.
    public static let standard = HostStepTiming(
        stackChange: .milliseconds(400), presentation: .milliseconds(650), dismissalFallback: .seconds(1),
        tabChange: .zero)

    /// How long `step`'s animation runs.
    ///
    /// - Parameter step: A step of a host model.
    /// - Returns: The time to wait before the next step.
    public func duration<Screen>(of step: HostStep<Screen>) -> Duration {
        switch step {
        case .setStack: stackChange
        case .present: presentation
        case .dismiss: dismissalFallback
        case .selectTab, .setTabStack: tabChange
        }
    }
}
