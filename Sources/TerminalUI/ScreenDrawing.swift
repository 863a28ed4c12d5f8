/// What the terminal shows of one screen: its title, its content and the actions it offers.
public struct ScreenDrawing: Equatable, Sendable {
    /// The screen's title, also used in the breadcrumb.
    public var title: String
    /// The content, one line each.
    public var lines: [String]
    /// The actions the screen offers, as the user types them.
    public var actions: [String]

    /// Creates a drawing.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - lines: The content, one line each.
    ///   - actions: The actions the screen offers.
    public init(title: String, lines: [String], actions: [String]) {
        self.title = title
        self.lines = lines
        self.actions = actions
    }
}
