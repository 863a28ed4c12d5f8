import NavigationCore

/// Deep links of one app: its scheme, and the way between links and navigation states of its screens.
///
/// A link names a whole navigation state — the base stack, then each modal flow after a `+` segment — or a
/// single screen, which opens where a user would have reached it: on its ``Routable/screensBeneath``, and
/// presented or opened for a result as its ``Routable/linkRule`` says.
///
/// ```swift
/// let links = DeepLinks<AppScreen>(scheme: "notes")
/// try links.url(for: [.list, .detail(id: 3)])        // "notes://list/detail;id=3"
/// try links.target(for: "notes://detail;id=3").stacks  // [[.list, .detail(id: 3)]]
/// try links.target(for: "notes://editor;noteID=3").stacks
/// // [[.list, .detail(id: 3)], [.editor(noteID: 3)]] — presented over its opener, for a result
/// try coordinator.open(link: "notes://detail;id=3", using: links)
/// ```
///
/// ## The syntax
/// - `scheme://`, compared without regard to case, then the path: segments between `/`.
/// - A screen is its case name, its labeled values as `;label=value` parameters of that segment, its
///   unlabeled values as the segments that follow, and a feature group's screen as the segments of its own
///   route: `detail;id=3`, `shop/product;productID=3`. A labeled value with fields is a parameter per field
///   (`point.x=1`), an enum with values its case, then its values (`order=byPrice;order.ascending=true`), and a
///   labeled list its parameter repeated (`ids=1;ids=2`), or by index after its count when it holds lists,
///   values with fields or `nil` (`list.count=2;list.0.x=1;list.1.x=2`). An unlabeled value a segment cannot
///   hold — empty, a list, with fields — is a parameter named by its position (`tag;_0=`); an unlabeled `nil`
///   is `_0~nil`.
/// - A segment that is a bare `+` starts a modal flow: `list/detail;id=3/+/editor;noteID=3`.
/// - In an app with tabs, a first segment `@name` selects the tab with that name (its ``NavigationTab`` raw
///   value, percent-encoded), and the stacks that follow are that tab's stack and the flows over it:
///   `@shop/catalog/product;id=3`. `@shop` alone selects the tab as it was left. A link without a tab opens in
///   the tab whose root is the deepest of its screens that is a tab's root, or else in the selected tab; a
///   tab's stack starts at its root. Other tabs keep their stacks.
/// - A screen's name is its case's name as written; ``screenNames`` can let other letter case read too.
/// - Every name and value is percent-encoded (RFC 3986: all but `A–Z a–z 0–9 - . _ ~`).
/// - A query (`?utm_source=mail`) belongs to the link, not to a screen: ignored, or refused when
///   ``queryItems`` says so. A `/` at the end of the path is ignored, or refused when ``trailingSlash`` says so.
/// - A fragment (`#top`, which pages with anchors and trackers append) belongs to the page that linked, not to
///   a screen: ignored with everything after its `#`, or refused when ``fragment`` says so. A `#` in a value is
///   percent-encoded (`%23`), so a bare one always starts a fragment.
public struct DeepLinks<Screen: Routable>: Sendable {
    /// What a link's query items do.
    public enum QueryItems: Hashable, Sendable {
        /// They are read by no screen and ignored, as campaign tags (`utm_source`) need.
        case ignored
        /// A link with a query is refused with ``DeepLinkError/Reason/unexpectedQueryItem``.
        case refused
    }

    /// What a `/` at the end of a link's path does.
    public enum TrailingSlash: Hashable, Sendable {
        /// It is ignored: `demo://list/` is `demo://list`.
        case ignored
        /// The link is refused with ``DeepLinkError/Reason/emptySegment``.
        case refused
    }

    /// What a `#` and what follows it in a link do.
    public enum Fragment: Hashable, Sendable {
        /// The fragment is ignored: `demo://list#top` is `demo://list`. It names a place in a page, which no
        /// screen reads, and ignoring it changes neither which screens open nor with what data.
        case ignored
        /// A link with a fragment is refused with ``DeepLinkError/Reason/unexpectedCharacter`` at its `#`.
        case refused
    }

    /// The longest link read by default, in UTF-8 bytes.
    public static var defaultMaxLength: Int { 8_192 }

    /// How a link's screen names match the screen enum's case names.
    public enum ScreenNames: Hashable, Sendable {
        /// A name is a case's name as written: `users`, not `Users`. One written form per screen keeps
        /// addresses one-to-one — a cache, a log, an analytics report or another app's link sees the same
        /// screen under one name — and two cases that differ only in letter case stay apart.
        case exact
        /// A name that is no case as written also reads in lower case (`Users`, `USERS` → `users`) or with its
        /// first letter lowered (`TextHistory` → `textHistory`), and the ``RouteHistory``'s old names match in
        /// any case: for links typed by people or rewritten by mail and chat apps. Links are still written
        /// with the case's own name. A name of several words in other case (`TEXTHISTORY`) reads only through
        /// a rename in the ``RouteHistory``: the names of an enum's cases are known from a link, not listed.
        case ignoringCase
    }

    /// The scheme links start with, before `://`; compared without regard to case.
    public let scheme: String
    /// The longest link read or written, in UTF-8 bytes; a longer one is refused before anything else is read.
    public let maxLength: Int
    /// What a link's query items do.
    public let queryItems: QueryItems
    /// What a `/` at the end of a link's path does.
    public let trailingSlash: TrailingSlash
    /// What a fragment (`#…`) at the end of a link does.
    public let fragment: Fragment
    /// The web hosts the app owns, lowercased: `https://host/path` reads as `scheme://path` — a universal link
    /// or an app link from a web page. Empty unless told otherwise: an `https` link is then refused as another
    /// scheme, and only a host listed here is ever read, so that no other site's address opens a screen.
    public let webHosts: [String]
    /// How a link's screen names match case names: exactly, unless told otherwise.
    public let screenNames: ScreenNames

    /// Creates the deep links of an app.
    ///
    /// - Parameters:
    ///   - scheme: The scheme links start with, such as `demo`.
    ///   - maxLength: The longest link read or written, in UTF-8 bytes.
    ///   - queryItems: What a link's query items do; ignored unless told otherwise.
    ///   - trailingSlash: What a `/` at the end of the path does; ignored unless told otherwise.
    ///   - fragment: What a fragment (`#…`) does; ignored unless told otherwise.
    ///   - webHosts: The web hosts whose `https` links read as the app's (`shop.example.com`: then
    ///     `https://shop.example.com/product;id=3` is `shop://product;id=3`), compared without regard to case;
    ///     a host with a port or user information is never one of them. None unless told otherwise.
    ///   - screenNames: How screen names match case names; exactly unless told otherwise.
    public init(
        scheme: String, maxLength: Int = defaultMaxLength, queryItems: QueryItems = .ignored,
        trailingSlash: TrailingSlash = .ignored, fragment: Fragment = .ignored, webHosts: [String] = [],
        screenNames: ScreenNames = .exact
    ) {
        self.scheme = scheme
        self.maxLength = maxLength
        self.queryItems = queryItems
        self.trailingSlash = trailingSlash
        self.fragment = fragment
        self.webHosts = webHosts.map { $0.lowercased() }
        self.screenNames = screenNames
    }

    // MARK: - Writing

    /// The link to a navigation state: its base stack, then each modal flow.
    ///
    /// - Parameter stacks: The base stack, then each modal flow, root first; none of them empty.
    /// - Throws: ``DeepLinkError`` when the link would not read back as these stacks: a screen that cannot
    ///   be written (``DeepLinkError/Reason/unwritable(reason:)``), one that a link cannot open where it is
    ///   (``DeepLinkError/Reason/notLinkable(_:)``), a link longer than ``maxLength``. When every screen
    ///   written is over the limit but the top screen's link alone opens exactly these stacks (over the
    ///   screens beneath it, as a link of one screen opens), that shorter link is returned.
    @inlinable
    public func url(for stacks: [[Screen]]) throws(DeepLinkError) -> String {
        try url(for: stacks, inTab: nil)
    }

    /// The link to a tab's navigation: the tab selected, `stacks` its stack and the modal flows over it.
    ///
    /// ```swift
    /// try links.url(for: [[.catalog, .product(id: 3)]], in: AppTab.shop)   // "demo://@shop/catalog/product;id=3"
    /// ```
    ///
    /// - Parameters:
    ///   - stacks: The tab's stack, then each modal flow, root first; none of them empty.
    ///   - tab: The tab.
    /// - Throws: ``DeepLinkError`` when the link would not read back, as ``url(for:)-([[Screen]])`` says.
    @inlinable
    public func url<Tab: NavigationTab>(for stacks: [[Screen]], in tab: Tab) throws(DeepLinkError) -> String {
        try url(for: stacks, inTab: tab.rawValue)
    }

    /// The link that opens `target`: its tab, if it names one, and its stacks.
    ///
    /// - Parameter target: What a link opens, as ``target(for:)`` read it.
    /// - Throws: ``DeepLinkError`` when the link would not read back.
    public func url(for target: LinkTarget<Screen>) throws(DeepLinkError) -> String {
        guard let tab = target.tab, target.stacks.isEmpty else { return try url(for: target.stacks, inTab: target.tab) }
        try Self.checkTabName(tab)
        return "\(scheme)://@\(PercentEncoding.encode(tab))"
    }

    /// Throws when a link cannot name the tab `name`: an empty name would not read back.
    @usableFromInline
    static func checkTabName(_ name: String) throws(DeepLinkError) {
        guard !name.isEmpty else { throw DeepLinkError(.emptyTabName, component: "@", offset: 0) }
    }

    /// The link to `stacks`, in the tab `tab` when there is one.
    ///
    /// Inlinable, as reading a link is: the checks of every screen — that no stack is empty, each screen's link
    /// rule where it stands — are compiled for the app's screen type; compiled here, for any, they looked the
    /// types of the rules and positions up for every screen (BENCHMARKS.md, "Writing links compiled for the
    /// app's screen type"). The writing itself, through each screen's `encode(to:)`, is ``written(_:inTab:)``.
    @inlinable
    func url(for stacks: [[Screen]], inTab tab: String?) throws(DeepLinkError) -> String {
        if let tab { try Self.checkTabName(tab) }
        // A closure, not the key path `\.isEmpty`: in code compiled for any screen type, a key path passed as a
        // function is made anew at every call, through the runtime's metadata (BENCHMARKS.md). The framework's
        // code passes closures throughout.
        guard !stacks.isEmpty, !stacks.contains(where: { $0.isEmpty }) else {
            throw DeepLinkError(.noScreen, component: "", offset: 0)
        }
        _ = try Self.checkRules(stacks) { position in
            (screenName(stacks[position.stack][position.index]), 0)
        }
        return try written(stacks, inTab: tab)
    }

    /// The link to `stacks`, checked, in the tab `tab` when there is one: written, and held to ``maxLength``.
    @usableFromInline
    func written(_ stacks: [[Screen]], inTab tab: String?) throws(DeepLinkError) -> String {
        let tabSegment = tab.map { "@\(PercentEncoding.encode($0))/" } ?? ""
        let link = "\(scheme)://\(tabSegment)\(try RouteWriter.route(of: stacks))"
        let length = link.utf8.count
        guard length <= maxLength else {
            if let short = try shortLink(for: stacks, tabSegment: tabSegment) { return short }
            throw DeepLinkError(
                .tooLong(length: length, limit: maxLength), component: String(link.unicodeScalars.prefix(24)) + "…",
                offset: 0)
        }
        return link
    }

    /// The link naming only the top screen of `stacks`, when that link opens exactly `stacks` and is no
    /// longer than ``maxLength``: a state a link of one screen opened — over the screens beneath it — is
    /// written as that link when its whole form is over the limit.
    private func shortLink(for stacks: [[Screen]], tabSegment: String) throws(DeepLinkError) -> String? {
        guard let top = stacks.last?.last, stacks.count > 1 || stacks[0].count > 1 else { return nil }
        let link = "\(scheme)://\(tabSegment)\(try top.route())"
        guard link.utf8.count <= maxLength, (try? target(for: link).stacks) == stacks else { return nil }
        return link
    }

    /// The link to a stack of screens, root first.
    ///
    /// - Parameter screens: The stack.
    /// - Throws: ``DeepLinkError`` when the link would not read back, as ``url(for:)-([[Screen]])`` says.
    @inlinable
    public func url(for screens: [Screen]) throws(DeepLinkError) -> String {
        try url(for: [screens])
    }

    /// The link to one screen: it opens where ``target(for:)`` puts a screen named alone.
    ///
    /// - Parameter screen: The screen.
    /// - Throws: ``DeepLinkError`` when the link would not read back.
    public func url(for screen: Screen) throws(DeepLinkError) -> String {
        let route = try screen.route()
        let link = "\(scheme)://\(route)"
        _ = try target(for: link)
        return link
    }

    /// The link to what `state` shows: its base stack and its modal flows, and with tabs, the selected tab
    /// (the other tabs' stacks are saved navigation's to keep, not a link's).
    ///
    /// - Parameter state: The state, such as a coordinator's.
    /// - Throws: ``DeepLinkError`` when the link would not read back.
    @inlinable
    public func url(for state: NavigationState<Screen>) throws(DeepLinkError) -> String {
        try url(for: state.stacks.map { $0.map { $0.screen } }, inTab: state.selectedTab?.name)
    }

    // MARK: - Reading

    /// The stacks a link names, exactly as written: the base stack (the tab's stack, after a `@tab` segment),
    /// then each modal flow; none when the link names only a tab.
    ///
    /// - Parameter link: The link, such as `demo://start/input/+/rating;text=hi`.
    /// - Throws: ``DeepLinkError`` naming the part of the link that is wrong.
    @inlinable
    public func stacks(in link: String) throws(DeepLinkError) -> [[Screen]] {
        try read(link).stacks.map { $0.map { $0.screen } }
    }

    /// What a link opens: the stacks it names — a single screen with the screens beneath it, those whose rule
    /// presents them in modal flows of their own — checked against every screen's ``Routable/linkRule``, and the screens it opens for
    /// a result.
    ///
    /// - Parameter link: The link.
    /// - Throws: ``DeepLinkError`` naming the part of the link that is wrong, or the screen that a link cannot
    ///   open where the link puts it (``DeepLinkError/Reason/notLinkable(_:)``).
    @inlinable
    public func target(for link: String) throws(DeepLinkError) -> LinkTarget<Screen> {
        var (tab, stacks) = try read(link)
        if stacks.isEmpty { return LinkTarget(tab: tab, stacks: [], awaitingResult: []) }
        if stacks.count == 1, stacks[0].count == 1 {
            stacks = Self.placeAlone(stacks[0][0])
        }
        let screens = stacks.map { $0.map { $0.screen } }
        let awaiting = try Self.checkRules(screens) { position in
            let read = stacks[position.stack][position.index]
            return (screenName(read.screen), Self.characters(before: read.start, in: link))
        }
        return LinkTarget(tab: tab, stacks: screens, awaitingResult: awaiting)
    }

    // Reading a link is compiled for the app's screen type (`@inlinable`), as the coordinator's entry points
    // are: generic, the stacks of screens read cost a generic-metadata lookup for every screen appended and
    // mapped (measured in BENCHMARKS.md, "Reading links compiled for the app's screen type").

    /// A screen read, with where it starts in the link (a UTF-8 offset), for errors about it.
    @usableFromInline
    struct ReadScreen {
        @usableFromInline var screen: Screen
        @usableFromInline var start: Int

        @inlinable
        init(screen: Screen, start: Int) {
            self.screen = screen
            self.start = start
        }
    }

    /// Reads the tab of `link`, if it names one, and every screen, stack by stack; no stack when the link
    /// names only a tab.
    @inlinable
    func read(_ link: String) throws(DeepLinkError) -> (tab: String?, stacks: [[ReadScreen]]) {
        let reader = try RouteReader(
            link: link, scheme: scheme, maxLength: maxLength, allowsTrailingSlash: trailingSlash == .ignored,
            allowsQuery: queryItems == .ignored, allowsFragment: fragment == .ignored, webHosts: webHosts,
            ignoresNameCase: screenNames == .ignoringCase)
        let tab = try reader.readTabMarker()
        if tab != nil, reader.isAtEnd { return (tab, []) }
        var stacks: [[ReadScreen]] = [[]]
        repeat {
            if try reader.readFlowMarker() {
                stacks.append([])
            }
            let start = reader.nextStart
            let screen = try reader.screen(Screen.self)
            stacks[stacks.count - 1].append(ReadScreen(screen: screen, start: start))
        } while !reader.isAtEnd
        guard !stacks[0].isEmpty else { throw reader.flowWithoutBaseStack() }
        try reader.finish()
        return (tab, stacks)
    }

    /// The number of characters before the UTF-8 offset `start` of `link`.
    @usableFromInline
    static func characters(before start: Int, in link: String) -> Int {
        link.unicodeScalars.distance(
            from: link.unicodeScalars.startIndex, to: link.utf8.index(link.utf8.startIndex, offsetBy: start))
    }

    /// Where a screen named alone opens: on the screens beneath it, each screen whose rule presents it
    /// starting a modal flow. The screens beneath are blamed on it.
    @inlinable
    static func placeAlone(_ read: ReadScreen) -> [[ReadScreen]] {
        var stacks: [[ReadScreen]] = [[]]
        for screen in read.screen.screensBeneath + [read.screen] {
            let presented: Bool =
                switch screen.linkRule {
                case .presented, .result(_, .modal): true
                case .pushed, .pushedOrPresented, .result(_, .push), .never: false
                }
            if presented, !stacks[stacks.count - 1].isEmpty { stacks.append([]) }
            stacks[stacks.count - 1].append(ReadScreen(screen: screen, start: read.start))
        }
        return stacks
    }

    /// Checks every screen against its ``Routable/linkRule`` where `stacks` put it, and returns the positions
    /// of the screens opened for a result; `place` says where the screen at a position is, for the error.
    @inlinable
    static func checkRules(
        _ stacks: [[Screen]], place: (LinkTarget<Screen>.Position) -> (component: String, offset: Int)
    ) throws(DeepLinkError) -> Set<LinkTarget<Screen>.Position> {
        var awaiting: Set<LinkTarget<Screen>.Position> = []
        // Index loops, not `enumerated()`: this runs for every screen of a link, in code that is generic over
        // the screen type, where `enumerated()` costs a generic tuple per screen (measured in BENCHMARKS.md).
        for stackIndex in stacks.indices {
            let stack = stacks[stackIndex]
            for index in stack.indices {
                let screen = stack[index]
                let isFlowRoot = stackIndex > 0 && index == 0
                let refusal: DeepLinkError.LinkRefusal?
                switch screen.linkRule {
                case .pushed: refusal = isFlowRoot ? .notPresented : nil
                case .presented: refusal = isFlowRoot ? nil : .onlyPresented
                case .pushedOrPresented: refusal = nil
                case .never: refusal = .never
                case .result(let opener, let presentation):
                    let beneath: Screen? =
                        switch presentation {
                        case .push: index > 0 ? stack[index - 1] : nil
                        case .modal: isFlowRoot ? stacks[stackIndex - 1].last : nil
                        }
                    if beneath == opener {
                        refusal = nil
                        awaiting.insert(LinkTarget<Screen>.Position(stack: stackIndex, index: index))
                    } else {
                        refusal = .notAboveOpener(opener: screenName(opener), presentation: presentation)
                    }
                }
                if let refusal {
                    let (component, offset) = place(LinkTarget<Screen>.Position(stack: stackIndex, index: index))
                    throw DeepLinkError(.notLinkable(refusal), component: component, offset: offset)
                }
            }
        }
        return awaiting
    }
}

/// What a deep link opens: the tab it selects, the stacks of screens — the base stack, then each modal flow —
/// and which of them it opens for a result.
public struct LinkTarget<Screen> {
    /// Where a screen is: its stack (0 is the base stack, then each modal flow) and its index there.
    public struct Position: Hashable, Sendable {
        /// The stack: 0 for the base stack, then each modal flow in the order presented.
        public var stack: Int
        /// The index in the stack, 0 for its root.
        public var index: Int

        /// Creates a position.
        ///
        /// - Parameters:
        ///   - stack: The stack: 0 for the base stack, then each modal flow.
        ///   - index: The index in the stack.
        public init(stack: Int, index: Int) {
            self.stack = stack
            self.index = index
        }
    }

    /// The name of the tab the link selects, whose stack ``stacks`` starts with; `nil` when it names none.
    public let tab: String?
    /// The base stack — with a tab, the tab's stack — then each modal flow, root first; empty when the link
    /// names only a tab.
    public let stacks: [[Screen]]
    /// The screens opened for a result (``LinkRule/result(openedBy:presentation:)``): they finish and close as
    /// when their opener opened them, and their value reaches no one.
    public let awaitingResult: Set<Position>

    @inlinable
    init(tab: String?, stacks: [[Screen]], awaitingResult: Set<Position>) {
        self.tab = tab
        self.stacks = stacks
        self.awaitingResult = awaitingResult
    }
}

extension LinkTarget: Equatable where Screen: Equatable {}
extension LinkTarget: Sendable where Screen: Sendable {}
