import Screens

extension TerminalView {
    /// The rating screen, opened for a result: one to five stars.
    static func rating(_ model: (any RatingPresentable)) -> TerminalView {
        TerminalView(title: "Rating", model: model) { model in
            (["How good is \"\(model.text)\"?"], ["1-5 rate it"])
        } handle: { line, model in
            guard let stars = Int(line) else { return .notHandled }
            model.rate(stars)
            return .handled(message: model.message)
        }
    }
}
