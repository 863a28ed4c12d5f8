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
        let flash = session.flash
        session.flash = nil
        let title = screen?.title ?? "\(state.top.screen)"
        var content: HTML = #"<h1 id="title">\#(title)</h1>"#
        if let problem { content += paragraph(problem, class: "error") }
        if let flash { content += paragraph(flash, class: "message") }
        content += "\n"
        if let screen { content += screen.content(forms) }
        content += #"\#n<div class="actions">"#
        if state.back != nil { content += forms.form("back", button: "Back", style: "secondary") }
        if !state.modals.isEmpty { content += forms.form("close", button: "Close", style: "secondary") }
        content += "</div>"
        var page = HTML()
        page.reserveCapacity(Self.pageCapacity)
        page += """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(title) · Headless Navigation</title><link rel="stylesheet" href="/page.css">
            <script src="/page.js"></script></head>
            <body><header><span class="app">Headless Navigation</span>
            """
        page += tabBar(state)
        page += breadcrumbs(state, of: session)
        page += "</header>\n"
        page += main(content, over: state, in: coordinator)
        page += "</body></html>"
        return WebReply(status: status, body: page.markup, location: nil, newSession: nil, isHTML: true)
    }

    /// The room a page is written into at first: most pages fit.
    private static let pageCapacity = 8_192

    /// The screen on top, `content`: on the page; or, while a modal flow is open, in a dialog over the page of
    /// the screen beneath it — named and dimmed, as an app shows a sheet over the screen that presented it.
    private func main(
        _ content: HTML, over state: NavigationState<ControllersList>, in coordinator: Coordinator<ControllersList>
    ) -> HTML {
        guard state.stacks.count > 1 else { return "<main>\(content)</main>" }
        let beneath =
            state.stacks[state.stacks.count - 2].last.map { entry in
                (try? WebScreen.of(entry, in: coordinator))?.title ?? "\(entry.screen)"
            } ?? ""
        return """
            <div class="beneath" aria-hidden="true"><p class="beneath-title">\(beneath)</p></div>
            <div class="backdrop"><main class="sheet" role="dialog" aria-modal="true" aria-labelledby="title">\
            \(content)</main></div>
            """
    }

    /// The tabs, each a link to the tab as it was left; the selected one marked.
    private func tabBar(_ state: NavigationState<ControllersList>) -> HTML {
        var bar: HTML = #"<nav class="tabs">"#
        let (names, selected) = (state.tabNames, state.selectedTab)
        for tab in AppTab.allCases where names.contains(tab.rawValue) {
            bar +=
                selected == tab.rawValue
                ? #"<a href="/@\#(tab.rawValue)" class="selected" aria-current="page">"#
                : #"<a href="/@\#(tab.rawValue)">"#
            bar += "\(Self.title(of: tab))</a>"
        }
        bar += "</nav>"
        return bar
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
    private func breadcrumbs(_ state: NavigationState<ControllersList>, of session: WebSession) -> HTML {
        var html: HTML = #"<nav class="crumbs">"#
        for (index, stack) in state.stacks.enumerated() {
            if index > 0 { html += #" <span class="flow" title="modal">"# }
            for (position, entry) in stack.enumerated() {
                if position > 0 { html += " › " }
                let title = (try? WebScreen.of(entry, in: session.coordinator))?.title ?? "\(entry.screen)"
                let isTop = index == state.stacks.count - 1 && position == stack.count - 1
                if index == 0, !isTop, state.selectedTab != nil,
                    let path = session.linkPath(upTo: entry, { [stack.prefix(position + 1).map(\.screen)] })
                {
                    html += #"<a href="\#(path)">\#(title)</a>"#
                } else {
                    html += isTop ? "<strong>\(title)</strong>" : "\(title)"
                }
            }
            if index > 0 { html += "</span>" }
        }
        html += "</nav>"
        return html
    }
}
