#if canImport(SwiftUI)
    import Navigation
    import NavigationHosting
    import SwiftUI

    /// Draws a coordinator in SwiftUI: a `NavigationStack` per stack — a `TabView` of them when the coordinator
    /// has tabs — and each modal flow in a sheet or a full-screen cover over the stack beneath it; what the user
    /// does (a back swipe or button, a sheet swiped down, a tab picked) is reported to the coordinator.
    ///
    /// ```swift
    /// NavigationHost(coordinator) { entry, screens in
    ///     ScreenView(entry: entry, screens: screens)
    /// }
    /// ```
    ///
    /// The view decides nothing: each binding, modifier and callback forwards to its ``SwiftUIHostModel``, which
    /// is platform-neutral and tested where the package is. It keeps its own model in `@State`, so each scene
    /// that draws one — a window — animates its own steps: make one per scene, over that scene's coordinator.
    /// The state's modal flows are presented once the view is on screen, one step at a time.
    @MainActor
    public struct NavigationHost<Screen: Equatable & Sendable, ScreenView: View, TabLabel: View>: View {
        @State private var model: SwiftUIHostModel<Screen>
        private let screen: (NavigationEntry<Screen>, SwiftUIHostModel<Screen>) -> ScreenView
        private let tabLabel: (AnyNavigationTab) -> TabLabel

        /// A host of `coordinator` that draws each screen with `screen` and each tab's item with `tabLabel`.
        ///
        /// - Parameters:
        ///   - coordinator: The coordinator of the scene.
        ///   - timing: How long each kind of step's animation runs before the next step.
        ///   - presentation: How the flow opened with a screen is presented: a sheet (the default) or a
        ///     full-screen cover (a sheet on macOS, which has none).
        ///   - screen: The view of an entry, given the model to read its view model from
        ///     (``SwiftUIHostModel/viewModel(for:as:)``).
        ///   - tabLabel: The tab item of a tab, for a coordinator with tabs (``AnyNavigationTab/as(_:)`` gives the
        ///     app's case).
        public init(
            _ coordinator: Coordinator<Screen>, timing: HostStepTiming = .standard,
            presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet },
            @ViewBuilder screen: @escaping (NavigationEntry<Screen>, SwiftUIHostModel<Screen>) -> ScreenView,
            @ViewBuilder tabLabel: @escaping (AnyNavigationTab) -> TabLabel
        ) {
            _model = State(
                initialValue: SwiftUIHostModel(
                    coordinator, waitsUntilOnScreen: true, timing: timing, presentation: presentation))
            self.screen = screen
            self.tabLabel = tabLabel
        }

        /// The view: the base stack or the tabs, with the flows over them.
        public var body: some View {
            // The closures SwiftUI keeps — bindings, tasks — capture the model alone, which is `Sendable`.
            let model = model
            let stacks = StackDrawing(model: model, screen: screen)
            Group {
                if model.tabs.isEmpty {
                    stacks.stack(.stack(0))
                } else {
                    TabView(selection: StackDrawing<Screen, ScreenView>.selectedTab(of: model)) {
                        ForEach(model.tabs, id: \.self) { tab in
                            stacks.stack(.tab(tab)).tabItem { tabLabel(tab) }.tag(Optional(tab))
                        }
                    }
                }
            }
            .modifier(FlowsOver(stacks: stacks, index: 0))
            .onAppear { model.hostAppeared() }
            .task(id: model.stepInFlight) { await model.finishStepWhenShown() }
        }
    }

    extension NavigationHost where TabLabel == Text {
        /// A host of `coordinator` that draws each screen with `screen`, and each tab's item, when the
        /// coordinator has tabs, as the tab's name.
        ///
        /// - Parameters:
        ///   - coordinator: The coordinator of the scene.
        ///   - timing: How long each kind of step's animation runs before the next step.
        ///   - presentation: How the flow opened with a screen is presented.
        ///   - screen: The view of an entry, given the model to read its view model from.
        public init(
            _ coordinator: Coordinator<Screen>, timing: HostStepTiming = .standard,
            presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet },
            @ViewBuilder screen: @escaping (NavigationEntry<Screen>, SwiftUIHostModel<Screen>) -> ScreenView
        ) {
            self.init(coordinator, timing: timing, presentation: presentation, screen: screen) { Text($0.name) }
        }
    }

    /// Where a `NavigationStack`'s path comes from: a stack by index, or a tab.
    enum StackPlace: Hashable {
        case stack(Int)
        case tab(AnyNavigationTab)
    }

    /// Draws stacks of a model with the app's screen views: what the host's views share.
    @MainActor
    struct StackDrawing<Screen: Equatable & Sendable, ScreenView: View> {
        let model: SwiftUIHostModel<Screen>
        let screen: (NavigationEntry<Screen>, SwiftUIHostModel<Screen>) -> ScreenView

        /// The `NavigationStack` of the stack at `place`: its root, and its path's entries as destinations, each
        /// without a back button where going back is refused.
        func stack(_ place: StackPlace) -> some View {
            let index: Int
            if case .stack(let stack) = place { index = stack } else { index = 0 }
            let root: NavigationEntry<Screen>?
            switch place {
            case .stack(let stack): root = model.root(ofStack: stack)
            case .tab(let tab): root = model.root(of: tab)
            }
            return NavigationStack(path: path(of: place)) {
                if let root {
                    screen(root, model)
                        .navigationDestination(for: EntryID.self) { id in
                            if let entry = model.entry(id) {
                                screen(entry, model).navigationBarBackButtonHidden(
                                    !model.allowsGoingBack(inStack: index))
                            }
                        }
                }
            }
        }

        /// The binding of the path of the stack at `place`: what SwiftUI writes back is the user going back.
        /// (Its closures are `Sendable` and run on the main actor, as SwiftUI's `Binding` declares them.)
        func path(of place: StackPlace) -> Binding<[EntryID]> {
            let model = model
            switch place {
            case .stack(let index):
                return Binding(
                    get: { @MainActor in model.path(ofStack: index) },
                    set: { @MainActor path in
                        report { () throws(HostBindingError) in try model.setPath(path, ofStack: index) }
                    })
            case .tab(let tab):
                return Binding(
                    get: { @MainActor in model.path(of: tab) },
                    set: { @MainActor path in
                        report { () throws(HostBindingError) in try model.setPath(path, of: tab) }
                    })
            }
        }

        /// The binding of the flow presented over the stack at `index` as `presentation`: a `nil` written is the
        /// user closing it.
        func flow(
            over index: Int, as presentation: FlowPresentation
        ) -> Binding<SwiftUIHostModel<Screen>.PresentedFlow?> {
            let model = model
            return Binding(
                get: { @MainActor in model.presentedFlow(over: index, as: presentation) },
                set: { @MainActor flow in
                    report { () throws(HostBindingError) in try model.setPresentedFlow(flow, over: index) }
                })
        }

        /// The binding of the selected tab: a tab written is the user picking it; a guard that refuses it leaves
        /// the tab bar on the selected tab.
        static func selectedTab(of model: SwiftUIHostModel<Screen>) -> Binding<AnyNavigationTab?> {
            Binding(
                get: { @MainActor in model.selectedTab },
                set: { @MainActor tab in
                    guard let tab else { return }
                    do { try model.selectTab(tab) } catch {}
                })
        }
    }

    /// A write SwiftUI made that no user can have made: a mistake of this host, stopped in debug builds.
    @MainActor
    func report(_ write: () throws(HostBindingError) -> Void) {
        do { try write() } catch { assertionFailure("\(error)") }
    }

    /// The modal flows over the stack at `index`: a sheet and a full-screen cover, at most one of which the model
    /// presents, each drawing its flow's stack with the flows over it.
    struct FlowsOver<Screen: Equatable & Sendable, ScreenView: View>: ViewModifier {
        let stacks: StackDrawing<Screen, ScreenView>
        let index: Int

        func body(content: Content) -> some View {
            let model = stacks.model
            #if os(macOS)
                // macOS has no full-screen cover: a cover is a sheet there.
                content.sheet(item: stacks.flow(over: index, as: .sheet), onDismiss: dismissed) { _ in flow }
                    .sheet(item: stacks.flow(over: index, as: .fullScreenCover), onDismiss: dismissed) { _ in flow }
            #else
                content.sheet(item: stacks.flow(over: index, as: .sheet), onDismiss: dismissed) { _ in
                    flow.interactiveDismissDisabled(!model.allowsDismissing(flowOver: index))
                }
                .fullScreenCover(item: stacks.flow(over: index, as: .fullScreenCover), onDismiss: dismissed) { _ in
                    flow
                }
            #endif
        }

        /// The stack of the flow, and the flows over it.
        private var flow: some View {
            stacks.stack(.stack(index + 1)).modifier(FlowsOver(stacks: stacks, index: index + 1))
        }

        private func dismissed() {
            stacks.model.flowDisappeared(over: index)
        }
    }
#endif
