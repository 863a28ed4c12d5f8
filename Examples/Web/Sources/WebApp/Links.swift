import Navigation
import Screens

/// The app's links and routes as the front end reads and writes them: every address read, every state written as
/// an address and every screen's route goes through here, and the last ones are kept, so that an address many
/// visitors ask for is read once, not at each first visit — a new session's first request read its address, wrote
/// two (where the session starts and where it went) and its screen's route, through the screens' `Codable`
/// conformances (BENCHMARKS.md, "First visits").
///
/// Reading a link and writing one depend on nothing but the link and the screens, so a kept answer is the answer.
/// Failures are not kept; each list is emptied once it holds ``limit``, so that addresses no one asks for again
/// cannot fill memory.
@MainActor
enum Links {
    /// How many targets, paths and routes are kept at most.
    static let limit = 1_024

    private static var targets: [String: LinkTarget<ControllersList>] = [:]
    private static var paths: [Written: String?] = [:]
    private static var routes: [ControllersList: String] = [:]

    /// How many targets, paths and routes are kept now.
    static var kept: (targets: Int, paths: Int, routes: Int) { (targets.count, paths.count, routes.count) }

    /// Screens written as a link: the stacks, and the tab they are in.
    private struct Written: Hashable {
        let stacks: [[ControllersList]]
        let tab: AppTab?
    }

    /// What the link `link` opens.
    ///
    /// - Throws: `DeepLinkError` when `link` is not a link of the app.
    static func target(of link: String) throws(DeepLinkError) -> LinkTarget<ControllersList> {
        if let known = targets[link] { return known }
        let target = try ControllersList.links.target(for: link)
        if targets.count >= limit { targets.removeAll(keepingCapacity: true) }
        targets[link] = target
        return target
    }

    /// The link of `stacks` in `tab`, or `nil` when no link opens them.
    static func link(of stacks: [[ControllersList]], in tab: AppTab?) -> String? {
        let key = Written(stacks: stacks, tab: tab)
        if let known = paths[key] { return known }
        let links = ControllersList.links
        let link = if let tab { try? links.url(for: stacks, in: tab) } else { try? links.url(for: stacks) }
        if paths.count >= limit { paths.removeAll(keepingCapacity: true) }
        paths[key] = .some(link)
        return link
    }

    /// The route of `screen`, as a page's forms carry it; empty when it cannot be written.
    static func route(of screen: ControllersList) -> String {
        if let known = routes[screen] { return known }
        let route = (try? screen.route()) ?? ""
        if routes.count >= limit { routes.removeAll(keepingCapacity: true) }
        routes[screen] = route
        return route
    }
}
