import Navigation
import Screens

extension WebFrontEnd {
    /// The page of `session`'s state: the tab bar, the stack as breadcrumbs, the screen on top with its forms,
    /// and back and close; `error` in a box above the screen, with `status`.
    func page(_ session: WebSession, status: WebReply.Status = .ok, error: String? = nil) -> WebReply {
        let coordinator = session.coordinator
        let state = coordinator.state
        let forms = Forms(
            csrf: session.csrf, entry: state.top.id.rawValue, page: session.path,
            screen: session.route(of: state.top))
        let screen: WebScreen?
        var problem = error
        do {
            screen = try WebScreen.of(state.top, in: coordinator)
        } catch {
            screen = nil
            problem = "Cannot draw this screen: \(error)"
        }
        let flash = session.flash.map { paragraph($0, class: "message") } ?? ""
        session.flash = nil
        let title = screen?.title ?? "\(state.top.screen)"
        var controls = ""
        if state.back != nil { controls += forms.form("back", button: "Back", style: "secondary") }
        if !state.modals.isEmpty { controls += forms.form("close", button: "Close", style: "secondary") }
        let content = """
            <h1 id="title">\(escape(title))</h1>\(problem.map { paragraph($0, class: "error") } ?? "")\(flash)
            \(screen?.content(forms) ?? "")
            <div class="actions">\(controls)</div>
            """
        let body = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(escape(title)) · Headless Navigation</title><style>\(styleSheet)</style>
            <script src="/page.js"></script></head>
            <body><header><span class="app">Headless Navigation</span>\(tabBar(state))\(breadcrumbs(state, of: session))</header>
            \(main(content, over: state, in: coordinator))</body></html>
            """
        return WebReply(status: status, body: body, location: nil, newSession: nil, isHTML: true)
    }

    /// The screen on top, `content`: on the page; or, while a modal flow is open, in a dialog over the page of
    /// the screen beneath it — named and dimmed, as an app shows a sheet over the screen that presented it.
    private func main(
        _ content: String, over state: NavigationState<ControllersList>, in coordinator: Coordinator<ControllersList>
    ) -> String {
        guard state.stacks.count > 1 else { return "<main>\(content)</main>" }
        let beneath =
            state.stacks[state.stacks.count - 2].last.map { entry in
                (try? WebScreen.of(entry, in: coordinator))?.title ?? "\(entry.screen)"
            } ?? ""
        return """
            <div class="beneath" aria-hidden="true"><p class="beneath-title">\(escape(beneath))</p></div>
            <div class="backdrop"><main class="sheet" role="dialog" aria-modal="true" aria-labelledby="title">\
            \(content)</main></div>
            """
    }

    /// The tabs, each a link to the tab as it was left; the selected one marked.
    private func tabBar(_ state: NavigationState<ControllersList>) -> String {
        let tabs = AppTab.allCases.filter { state.tabNames.contains($0.rawValue) }.map { tab in
            let selected = state.selectedTab == tab.rawValue
            return #"<a href="/@\#(tab.rawValue)"\#(selected ? #" class="selected" aria-current="page""# : "")>"#
                + "\(escape(Self.title(of: tab)))</a>"
        }
        return #"<nav class="tabs">"# + tabs.joined() + "</nav>"
    }

    /// A tab's title in the tab bar.
    static func title(of tab: AppTab) -> String {
        switch tab {
        case .start: "Start"
        case .text: "Text"
        case .shop: "Shop"
        case .vip: "Clean Swift"
        }
    }

    /// The stack as breadcrumbs: each screen of the base stack below the top a link that goes back to it; each
    /// modal flow in a box.
    private func breadcrumbs(_ state: NavigationState<ControllersList>, of session: WebSession) -> String {
        let stacks = state.stacks.enumerated().map { index, stack in
            let crumbs = stack.enumerated().map { position, entry in
                let title = escape((try? WebScreen.of(entry, in: session.coordinator))?.title ?? "\(entry.screen)")
                let isTop = index == state.stacks.count - 1 && position == stack.count - 1
                guard index == 0, !isTop, state.selectedTab != nil,
                    let path = session.linkPath(upTo: entry, { [stack.prefix(position + 1).map(\.screen)] })
                else { return isTop ? "<strong>\(title)</strong>" : title }
                return #"<a href="\#(escape(path))">\#(title)</a>"#
            }.joined(separator: " › ")
            return index == 0 ? crumbs : #" <span class="flow" title="modal">\#(crumbs)</span>"#
        }
        return #"<nav class="crumbs">"# + stacks.joined() + "</nav>"
    }
}
