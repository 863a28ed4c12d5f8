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
            screen: session.route(of: state.top), submission: session.submissions.next())
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
        // Every part written into the page's one buffer in the order the browser reads it, none built apart and
        // copied in (BENCHMARKS.md, "Pages written into one buffer").
        var page = HTML()
        page.reserveCapacity(Self.pageCapacity)
        writeHead(title: title, into: &page)
        writeTabBar(state, into: &page)
        writeBreadcrumbs(state, of: session, topTitle: title, into: &page)
        page += "</header>\n"
        let beneath = titleBeneath(state, in: coordinator)
        if let beneath {
            page += #"<div class="beneath" aria-hidden="true"><p class="beneath-title">"#
            page.append(text: beneath)
            page += #"</p></div>\#n<div class="backdrop"><main class="sheet" role="dialog" aria-modal="true" "#
            page += #"aria-labelledby="title">"#
        } else {
            page += "<main>"
        }
        page += #"<h1 id="title">"#
        page.append(text: title)
        page += "</h1>"
        if let problem { page += paragraph(problem, class: "error") }
        if let flash { page += paragraph(flash, class: "message") }
        page += "\n"
        if let screen { page += screen.content(forms) }
        page += #"\#n<div class="actions">"#
        // Back within the stack, Close for the flow: one button each way out, none for a screen with its own.
        if screen?.closesItself != true {
            if case .wentBack = state.back { page += forms.form("back", button: "Back", style: "secondary") }
            if !state.modals.isEmpty { page += forms.form("close", button: "Close", style: "secondary") }
        }
        page += "</div>"
        page += beneath == nil ? "</main>" : "</main></div>"
        page += "</body></html>"
        return WebReply(status: status, bytes: page.bytes, location: nil, newSession: nil, isHTML: true)
    }

    /// The page of an address that leads nowhere — no link, or screens that cannot be opened (a product the
    /// catalog does not have) —, with status 404: `error` in the shop's words, the tab bar, and a link back to
    /// the page the session shows, which nothing changed. No forms: nothing of the address was opened.
    func notFoundPage(_ session: WebSession, error: String) -> WebReply {
        let coordinator = session.coordinator
        let state = coordinator.state
        let current = (try? WebScreen.of(state.top, in: coordinator))?.title ?? "where you were"
        var page = HTML()
        page.reserveCapacity(Self.pageCapacity)
        writeHead(title: "Page not found", into: &page)
        writeTabBar(state, into: &page)
        page += #"</header>\#n<main><h1 id="title">Page not found</h1>"#
        page += paragraph(error, class: "error")
        page += #"<p><a href=""#
        page.append(text: session.path)
        page += #"">Back to "#
        page.append(text: current)
        page += "</a></p></main></body></html>"
        return WebReply(status: .notFound, bytes: page.bytes, location: nil, newSession: nil, isHTML: true)
    }

    /// Writes the start of a page titled `title`, up to the header's tab bar.
    private func writeHead(title: String, into page: inout HTML) {
        page += """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>
            """
        page.append(text: title)
        page += """
             · Headless Navigation</title><link rel="stylesheet" href="/page.css">
            <script src="/page.js"></script></head>
            <body><header><span class="app">Headless Navigation</span>
            """
    }

    /// The room a page is written into at first: most pages fit.
    private static let pageCapacity = 8_192

    /// While a modal flow is open, the title of the screen beneath it — the page shows the screen on top in a
    /// dialog over that screen, named and dimmed, as an app shows a sheet over the screen that presented it;
    /// `nil` otherwise.
    private func titleBeneath(
        _ state: NavigationState<ControllersList>, in coordinator: Coordinator<ControllersList>
    ) -> String? {
        guard state.stacks.count > 1 else { return nil }
        return state.stacks[state.stacks.count - 2].last.map { entry in
            (try? WebScreen.of(entry, in: coordinator))?.title ?? "\(entry.screen)"
        } ?? ""
    }

    /// The tabs, each a link to the tab as it was left; the selected one marked.
    private func writeTabBar(_ state: NavigationState<ControllersList>, into bar: inout HTML) {
        bar += #"<nav class="tabs">"#
        let (tabs, selected) = (state.tabs, state.selectedTab)
        for tab in AppTab.allCases where tabs.contains(AnyNavigationTab(tab)) {
            bar += #"<a href="/@"#
            bar.append(text: tab.rawValue)
            bar += selected == AnyNavigationTab(tab) ? #"" class="selected" aria-current="page">"# : #"">"#
            bar.append(text: Self.title(of: tab))
            bar += "</a>"
        }
        bar += "</nav>"
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
    /// modal flow in a box. The top is titled `topTitle`, the title its page shows.
    private func writeBreadcrumbs(
        _ state: NavigationState<ControllersList>, of session: WebSession, topTitle: String, into html: inout HTML
    ) {
        html += #"<nav class="crumbs">"#
        for (index, stack) in state.stacks.enumerated() {
            if index > 0 { html += #" <span class="flow" title="modal">"# }
            for (position, entry) in stack.enumerated() {
                if position > 0 { html += " › " }
                let isTop = index == state.stacks.count - 1 && position == stack.count - 1
                // The top's screen is drawn already, under this title: not made again to read it.
                let title =
                    isTop ? topTitle : (try? WebScreen.of(entry, in: session.coordinator))?.title ?? "\(entry.screen)"
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
    }
}
