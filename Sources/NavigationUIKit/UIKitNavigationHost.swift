#if canImport(UIKit)
    import Navigation
    import NavigationHosting
    import UIKit

    /// Hosts a coordinator in UIKit: a `UINavigationController` per stack — in a `UITabBarController` when the
    /// coordinator has tabs — and each modal flow in a navigation controller presented as a page sheet or full
    /// screen; what the user does (a back button or swipe, a sheet swiped down, a tab tapped) is reported to the
    /// coordinator.
    ///
    /// ```swift
    /// let host = UIKitNavigationHost(coordinator) { entry, model in makeController(for: entry, model: model) }
    /// window.rootViewController = host.rootViewController
    /// ```
    ///
    /// It decides nothing: each step its ``UIKitHostModel`` asks for is made with UIKit's own call, and each
    /// delegate callback is forwarded to the model, which is platform-neutral and tested where the package is —
    /// when a step may start (never during a transition or a swipe), whether a back button shows, whether a swipe
    /// may begin, when the state's flows are presented (once the root controller appeared). Keep it for as long
    /// as its scene; make one per scene.
    ///
    /// Its one class generic over the screen type is this one, not a UIKit subclass: the controllers and the
    /// delegate it makes are non-generic (`HostNavigationController`, `HostDelegate`), as a UIKit subclass nested in
    /// or generic over a type parameter is where Release builds' optimizer crashed (swiftlang/swift#89851).
    @MainActor
    public final class UIKitNavigationHost<Screen: Equatable & Sendable> {
        /// The coordinator the host draws.
        public let coordinator: Coordinator<Screen>
        /// The model the host follows and reports to.
        public let model: UIKitHostModel<Screen>
        /// The window's root view controller: the base stack's navigation controller, or the tab bar controller.
        public let rootViewController: UIViewController
        private let makeController: (NavigationEntry<Screen>, UIKitHostModel<Screen>) -> UIViewController
        private let delegate = HostDelegate()
        /// The navigation controller of each tab; of the base stack under `nil` without tabs.
        private var bases: [AnyNavigationTab?: HostNavigationController] = [:]
        /// The presented flows' navigation controllers, bottom first.
        private var flows: [HostNavigationController] = []
        /// The controller of each entry on display, kept while the entry stays.
        private var controllers: [EntryID: UIViewController] = [:]
        /// Whether a refresh of the back buttons is due.
        private var refreshScheduled = false

        /// A host of `coordinator` whose controllers `makeController` makes.
        ///
        /// - Parameters:
        ///   - coordinator: The coordinator of the scene.
        ///   - presentation: How the flow opened with a screen is presented: a page sheet (the default) or full
        ///     screen.
        ///   - tabItem: The tab bar item of a tab, for a coordinator with tabs (``AnyNavigationTab/as(_:)`` gives
        ///     the app's case).
        ///   - makeController: The controller of an entry, given the model to read its view model from
        ///     (``UIKitHostModel/viewModel(for:as:)``).
        public init(
            _ coordinator: Coordinator<Screen>,
            presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet },
            tabItem: @escaping (AnyNavigationTab) -> UITabBarItem = {
                UITabBarItem(title: $0.name, image: nil, tag: 0)
            },
            makeController: @escaping (NavigationEntry<Screen>, UIKitHostModel<Screen>) -> UIViewController
        ) {
            let model = UIKitHostModel(coordinator, waitsUntilOnScreen: true, presentation: presentation)
            self.coordinator = coordinator
            self.model = model
            self.makeController = makeController
            var bases: [AnyNavigationTab?: HostNavigationController] = [:]
            if model.tabs.isEmpty {
                let base = HostNavigationController()
                base.onAppear = { model.hostAppeared() }
                bases[nil] = base
                rootViewController = base
            } else {
                let tabs = HostTabBarController()
                for tab in model.tabs {
                    let base = HostNavigationController()
                    base.tabBarItem = tabItem(tab)
                    bases[tab] = base
                }
                tabs.viewControllers = model.tabs.compactMap { bases[$0] }
                tabs.selectedViewController = model.selectedTab.flatMap { bases[$0] }
                tabs.delegate = delegate
                tabs.onAppear = { model.hostAppeared() }
                rootViewController = tabs
            }
            self.bases = bases
            for (tab, base) in bases {
                base.delegate = delegate
                let entries = tab.map { model.entries(of: $0) } ?? model.entries(ofStack: 0)
                base.setViewControllers(entries.map(controller), animated: false)
            }
            connectDelegate()
            model.onStep = { [weak self] step in self?.make(step) }
            refreshBackButtons()
        }

        /// No clean-up: the host lets go of what it holds. Written out, `nonisolated` and never inlined, so that
        /// no deinit is synthesized for this generic main-actor class: Release builds have crashed Xcode 26's
        /// optimizer in synthesized deinits of generic classes holding UIKit objects (swiftlang/swift#89851,
        /// #90150), and an explicit one is those reports' workaround.
        @inline(never)
        nonisolated deinit {}

        // MARK: - The model's steps, as UIKit calls

        /// The navigation controller of the stack at `index`: the selected tab's (or the base one), then the flows.
        private func navigationController(ofStack index: Int) -> HostNavigationController? {
            guard index > 0 else { return bases[model.selectedTab] }
            return index - 1 < flows.count ? flows[index - 1] : nil
        }

        private func make(_ step: UIKitHostStep<Screen>) {
            switch step {
            case .push(let entry, let stack):
                stackChange(stack) { $0.pushViewController(controller(for: entry), animated: true) }
            case .pop(let id, let stack):
                stackChange(stack) { navigation in
                    if let target = controllers[id] { navigation.popToViewController(target, animated: true) }
                }
            case .setViewControllers(let entries, let stack):
                stackChange(stack) { $0.setViewControllers(entries.map(controller), animated: true) }
            case .setTabViewControllers(let entries, let tab):
                bases[tab]?.setViewControllers(entries.map(controller), animated: false)
                finished()
            case .selectTab(let tab):
                (rootViewController as? UITabBarController)?.selectedViewController = bases[tab]
                finished()
            case .present(let entries):
                let flow = HostNavigationController()
                flow.delegate = delegate
                flow.setViewControllers(entries.map(controller), animated: false)
                flow.modalPresentationStyle =
                    model.presentation(ofFlow: entries) == .fullScreenCover ? .fullScreen : .pageSheet
                flow.presentationController?.delegate = delegate
                let presenter = flows.last ?? rootViewController
                flows.append(flow)
                presenter.present(flow, animated: true) { [weak self] in self?.finished() }
            case .dismiss:
                guard let flow = flows.popLast() else { return finished() }
                flow.dismiss(animated: true) { [weak self] in self?.finished() }
            }
        }

        /// Changes the navigation controller of the stack at `index`; the step ends with that controller's own
        /// transition, or at once when it has none (a controller not on screen).
        private func stackChange(_ index: Int, _ change: (HostNavigationController) -> Void) {
            guard let navigation = navigationController(ofStack: index) else { return finished() }
            change(navigation)
            guard let transition = navigation.transitionCoordinator else { return finished() }
            transition.animate(alongsideTransition: nil) { [weak self] _ in self?.finished() }
        }

        /// The step is done: forget the controllers of entries no longer shown, and let the model make the next.
        private func finished() {
            var shown = Set(model.tabs.flatMap { model.entries(of: $0).map(\.id) })
            for index in 0..<model.stackCount { shown.formUnion(model.entries(ofStack: index).map(\.id)) }
            controllers = controllers.filter { shown.contains($0.key) }
            model.stepFinished()
            refreshBackButtons()
        }

        private func controller(for entry: NavigationEntry<Screen>) -> UIViewController {
            if let kept = controllers[entry.id] { return kept }
            let made = makeController(entry, model)
            controllers[entry.id] = made
            return made
        }

        private func entryID(of controller: UIViewController?) -> EntryID? {
            controllers.first { $0.value === controller }?.key
        }

        /// Shows each stack's back button and swipe only where the model allows going back — a back button tapped
        /// is the user's navigation, which no guard can refuse once it happened — and again whenever what a guard
        /// read changes.
        private func refreshBackButtons() {
            refreshScheduled = false
            for index in 0..<model.stackCount {
                guard let navigation = navigationController(ofStack: index) else { continue }
                let allowed = model.allowsGoingBack(inStack: index) { [weak self] in self?.scheduleRefresh() }
                navigation.topViewController?.navigationItem.hidesBackButton = !allowed
                // Enabled only where allowed; the recognizer keeps UIKit's own delegate, which lets no swipe
                // begin mid-transition — and steps wait for the swipe (`willShow` reports it).
                navigation.interactivePopGestureRecognizer?.isEnabled = allowed
            }
        }

        /// Refreshes the back buttons on the main actor's next turn: the changes seen before then make one refresh.
        private func scheduleRefresh() {
            guard !refreshScheduled else { return }
            refreshScheduled = true
            Task { @MainActor [weak self] in self?.refreshBackButtons() }
        }

        // MARK: - What the user did

        private func connectDelegate() {
            delegate.willShow = { [weak self] navigation in self?.willShow(in: navigation) }
            delegate.didShow = { [weak self] controller in self?.didShow(controller) }
            delegate.shouldDismiss = { [weak self] presented in self?.allowsDismissing(presented) ?? false }
            delegate.willDismiss = { [weak self] presented in self?.willDismiss(presented) }
            delegate.didDismiss = { [weak self] presented in self?.didDismiss(presented) }
            delegate.shouldSelect = { [weak self] controller in self?.shouldSelect(controller) ?? false }
        }

        /// A transition begins — a push, a pop, the user's swipe: no step starts until it ends, completed or not.
        private func willShow(in navigation: UINavigationController) {
            model.transitionBegan()
            refreshBackButtons()  // the controller arriving shows its back button only where allowed
            guard let transition = navigation.transitionCoordinator else { return model.transitionEnded() }
            transition.animate(alongsideTransition: nil) { [weak self] _ in
                self?.model.transitionEnded()
                self?.refreshBackButtons()
            }
        }

        /// A controller lower than the top shown: the user went back.
        private func didShow(_ controller: UIViewController) {
            guard let id = entryID(of: controller) else { return }
            report { () throws(HostBindingError) in try model.didShow(id) }
            refreshBackButtons()
        }

        private func flowRoot(_ presented: UIViewController) -> EntryID? {
            entryID(of: (presented as? UINavigationController)?.viewControllers.first)
        }

        private func allowsDismissing(_ presented: UIViewController) -> Bool {
            guard let flow = flowRoot(presented) else { return false }
            return model.allowsDismissing(flow: flow)
        }

        /// The user's swipe on a sheet begins: a transition, which ends completed or cancelled.
        private func willDismiss(_ presented: UIViewController) {
            model.transitionBegan()
            guard let transition = presented.transitionCoordinator else { return model.transitionEnded() }
            transition.animate(alongsideTransition: nil) { [weak self] _ in self?.model.transitionEnded() }
        }

        private func didDismiss(_ presented: UIViewController) {
            guard let index = flows.firstIndex(where: { $0 === presented }), let flow = flowRoot(presented) else {
                return
            }
            flows.removeSubrange(index...)
            report { () throws(HostBindingError) in try model.didDismiss(flow: flow) }
        }

        private func shouldSelect(_ controller: UIViewController) -> Bool {
            guard let tab = bases.first(where: { $0.value === controller })?.key.flatMap({ $0 }) else { return false }
            // A guard that refuses the tab keeps the tab bar where it is.
            return (try? model.shouldSelectTab(tab)) ?? false
        }

        /// A callback no user can have caused: a mistake of this host, stopped in debug builds.
        private func report(_ callback: () throws(HostBindingError) -> Void) {
            do { try callback() } catch { assertionFailure("\(error)") }
        }
    }

    extension UIKitNavigationHost where Screen: Routable {
        /// The key of the saved navigation in a ``stateRestorationActivity(type:)``'s user info.
        public static var savedNavigationKey: String { "navigation" }

        /// The navigation a scene's last session kept (`UISceneSession.stateRestorationActivity`), for
        /// `Coordinator(restoring:orRoot:assemblies:setUp:)`; `nil` when it kept none.
        ///
        /// - Parameter session: The scene's session.
        public static func savedNavigation(in session: UISceneSession) -> Data? {
            session.stateRestorationActivity?.userInfo?[savedNavigationKey] as? Data
        }

        /// The coordinator's navigation as the activity a scene delegate's `stateRestorationActivity(for:)`
        /// returns, for the system to keep until the scene's next launch; `nil` when it cannot be saved.
        ///
        /// - Parameter type: The activity's type, which the app's `Info.plist` lists under `NSUserActivityTypes`.
        public func stateRestorationActivity(type: String = "navigation") -> NSUserActivity? {
            guard let json = try? coordinator.savedJSON() else { return nil }
            let activity = NSUserActivity(activityType: type)
            activity.userInfo = [Self.savedNavigationKey: json]
            return activity
        }
    }

    /// A navigation controller that says when it appeared: the host's base stack, and each presented flow.
    final class HostNavigationController: UINavigationController {
        var onAppear: (() -> Void)?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            onAppear?()
        }
    }

    /// A tab bar controller that says when it appeared.
    final class HostTabBarController: UITabBarController {
        var onAppear: (() -> Void)?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            onAppear?()
        }
    }

    /// The delegate of the host's controllers, forwarding each callback to the host: not generic, as UIKit's
    /// delegates are Objective-C objects.
    final class HostDelegate: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate,
        UITabBarControllerDelegate
    {
        var willShow: ((UINavigationController) -> Void)?
        var didShow: ((UIViewController) -> Void)?
        var shouldDismiss: ((UIViewController) -> Bool)?
        var willDismiss: ((UIViewController) -> Void)?
        var didDismiss: ((UIViewController) -> Void)?
        var shouldSelect: ((UIViewController) -> Bool)?

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            willShow?(navigationController)
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow?(viewController)
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            shouldDismiss?(presentationController.presentedViewController) ?? false
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            willDismiss?(presentationController.presentedViewController)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            didDismiss?(presentationController.presentedViewController)
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            shouldSelect?(viewController) ?? false
        }
    }
#endif
