import Foundation
import Navigation

/// A link an app published — in a web page, an email, a QR code, its documentation — and what opening it must
/// show, in this version and every later one.
public struct PublishedLink<Screen: Routable> {
    /// The link, as published.
    public let link: String
    /// The stacks it opens: the base stack (with a tab, the tab's), then each modal flow, root first.
    public let stacks: [[Screen]]
    /// The tab it selects; `nil` for a link that names none.
    public let tab: String?

    /// A link that opens `stacks`, in `tab`.
    ///
    /// - Parameters:
    ///   - link: The link, as published.
    ///   - stacks: What opening it shows: the base stack, then each modal flow.
    ///   - tab: The tab it selects, when it names one (`demo://@shop/…`).
    public init(_ link: String, opens stacks: [[Screen]], inTab tab: String? = nil) {
        self.link = link
        self.stacks = stacks
        self.tab = tab
    }

    /// A link that opens one stack, in `tab`.
    ///
    /// - Parameters:
    ///   - link: The link, as published.
    ///   - stack: What opening it shows, root first.
    ///   - tab: The tab it selects, when it names one.
    public init(_ link: String, opens stack: [Screen], inTab tab: String? = nil) {
        self.init(link, opens: [stack], inTab: tab)
    }
}

/// Fails the test, naming the link, for each published link that no longer opens what it must: one refused,
/// or one that opens other screens — a case renamed without its `RouteHistory` rule, a parameter added
/// without a default. The check the compiler cannot make, since an old name is no longer in the code. It also
/// fails for each rule of the enum's `RouteHistory` that names no screen of it (`Routable.routeHistoryProblems`).
///
/// ```swift
/// @Test @MainActor func publishedLinksStillOpen() {
///     expectPublishedLinks([
///         PublishedLink("app://catalog/product;id=3", opens: [.catalog, .product(id: 3)]),
///         PublishedLink("app://catalog/item;id=3", opens: [.catalog, .product(id: 3)]),  // version 1
///     ], readBy: AppScreen.links)
/// }
/// ```
///
/// - Parameters:
///   - published: Every link the app ever published, with what it opens.
///   - links: The app's link configuration.
///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
///   - line: The line where a failure is reported; the caller's unless told otherwise.
///   - column: The column where a failure is reported; the caller's unless told otherwise.
public func expectPublishedLinks<Screen: Routable>(
    _ published: [PublishedLink<Screen>],
    readBy links: DeepLinks<Screen>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for problem in Screen.routeHistoryProblems { TestFailure.record(problem, at: location) }
    for entry in published {
        let target: LinkTarget<Screen>
        do {
            target = try links.target(for: entry.link)
        } catch {
            TestFailure.record("The published link \(entry.link) no longer opens: \(error)", at: location)
            continue
        }
        if target.tab != entry.tab {
            TestFailure.record(
                "The published link \(entry.link) selects the tab \(target.tab ?? "none"), not \(entry.tab ?? "none")",
                at: location)
        }
        if let diff = ExpectationDiff.describe(
            expected: lines(entry.stacks), actual: lines(target.stacks),
            what: "What the published link \(entry.link) opens")
        {
            TestFailure.record(diff, at: location)
        }
    }
}

/// Fails the test, naming the session, when saved navigation written by an earlier version of the app no
/// longer reads as the same screens — read strictly, as `SavedNavigation.UnreadScreens.refused`, so that a
/// screen a user would lose is a failure here rather than a screen left out in the field. It also fails for each
/// rule of the enum's `RouteHistory` that names no screen of it (`Routable.routeHistoryProblems`).
///
/// ```swift
/// @Test @MainActor func sessionsOfVersion1StillRestore() throws {
///     let json = try Data(contentsOf: fixtures.appendingPathComponent("1.0-product.json"))
///     expectSavedSession(json, named: "1.0 product", reads: [[.catalog, .product(id: 3)]], as: AppScreen.self)
/// }
/// ```
///
/// - Parameters:
///   - json: The saved bytes, kept as a fixture from the version that wrote them.
///   - name: What the session is called in a failure: the version and what it shows.
///   - stacks: The screens it must read as: the base stack (with tabs, the selected tab's), then each modal
///     flow.
///   - tabs: For a state with tabs, the stack of every tab that is not selected, by name; empty without tabs.
///   - screens: The app's screen enum.
///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
///   - line: The line where a failure is reported; the caller's unless told otherwise.
///   - column: The column where a failure is reported; the caller's unless told otherwise.
public func expectSavedSession<Screen: Routable>(
    _ json: Data, named name: String, reads stacks: [[Screen]], tabs: [String: [Screen]] = [:],
    as screens: Screen.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for problem in Screen.routeHistoryProblems { TestFailure.record(problem, at: location) }
    let saved: SavedNavigation<Screen>
    do {
        saved = try SavedNavigation<Screen>(json: json)
    } catch {
        TestFailure.record("The saved session \(name) no longer reads: \(error)", at: location)
        return
    }
    let state = saved.state
    var expected = lines(stacks)
    var actual = lines(state.stacks.map { $0.map(\.screen) })
    for (tab, stack) in tabs.sorted(by: { $0.key < $1.key }) {
        expected.append("tab \(tab): " + lines([stack]).joined(separator: "/"))
    }
    for tab in state.tabStacks.sorted(by: { $0.tab.name < $1.tab.name }) where tab.tab != state.selectedTab {
        actual.append("tab \(tab.tab.name): " + lines([tab.stack.map(\.screen)]).joined(separator: "/"))
    }
    if let diff = ExpectationDiff.describe(expected: expected, actual: actual, what: "The saved session \(name)") {
        TestFailure.record(diff, at: location)
    }
}

/// One line per screen of `stacks`, as a diff lists them — its route, what links and sessions write — with a
/// line before each modal flow.
private func lines<Screen: Routable>(_ stacks: [[Screen]]) -> [String] {
    var lines: [String] = []
    for (index, stack) in stacks.enumerated() {
        if index > 0 { lines.append("then a modal flow:") }
        lines += stack.map { (try? $0.route()) ?? "\($0)" }
    }
    return lines
}

/// Fails the test, naming the screen, for each of `screens` that a link or a saved session cannot hold: whose
/// route cannot be written (a value whose `encode(to:)` throws, an empty optional dictionary), or reads back
/// as another screen (a `Double` that is NaN). Run with one sample of every case — with the values users
/// will give it — it finds before users do the screen that a session would leave out when saved.
///
/// ```swift
/// @Test @MainActor func everyScreenCanBeLinkedAndSaved() {
///     expectRoutesReadBack([ShopScreen.catalog, .product(id: 3), .compare(productIDs: [1, 2])])
/// }
/// ```
///
/// - Parameters:
///   - screens: One sample of each screen, or more.
///   - fileID: The file ID of where a failure is reported; the caller's unless told otherwise.
///   - filePath: The file path of where a failure is reported; the caller's unless told otherwise.
///   - line: The line where a failure is reported; the caller's unless told otherwise.
///   - column: The column where a failure is reported; the caller's unless told otherwise.
public func expectRoutesReadBack<Screen: Routable>(
    _ screens: [Screen],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for screen in screens {
        let route: String
        do {
            route = try screen.route()
        } catch {
            TestFailure.record("\(screen) cannot be linked or saved: \(error)", at: location)
            continue
        }
        do {
            let read = try Screen(route: route, maxLength: .max)
            if read != screen {
                TestFailure.record("\(screen) is written \(route), which reads back as \(read)", at: location)
            }
        } catch {
            TestFailure.record("\(screen) is written \(route), which does not read back: \(error)", at: location)
        }
    }
}
