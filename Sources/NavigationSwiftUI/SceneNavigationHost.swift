#if canImport(SwiftUI)
    import Navigation
    import NavigationHosting
    import SwiftUI

    /// The navigation of one scene — a window: its coordinator, started from what the scene kept in
    /// `@SceneStorage`, drawn by a ``NavigationHost``, and saved again whenever the scene's phase changes (to the
    /// background, too, before the system may end the app).
    ///
    /// ```swift
    /// WindowGroup {
    ///     SceneNavigationHost { saved in
    ///         try Coordinator(restoring: saved, orRoot: .home, assemblies: AppAssemblies())
    ///     } screen: { entry, screens in
    ///         ScreenView(entry: entry, screens: screens)
    ///     }
    /// }
    /// ```
    ///
    /// A state that cannot be saved keeps the one saved before; a coordinator that cannot start shows why.
    @MainActor
    public struct SceneNavigationHost<Screen: Routable, ScreenView: View>: View {
        @SceneStorage private var saved: Data?
        @Environment(\.scenePhase) private var phase
        @State private var started: Result<Coordinator<Screen>, any Error>?
        private let start: (Data?) throws -> Coordinator<Screen>
        private let presentation: (Screen) -> FlowPresentation
        private let screen: (NavigationEntry<Screen>, SwiftUIHostModel<Screen>) -> ScreenView

        /// The navigation of a scene that `start` starts from what the scene kept.
        ///
        /// - Parameters:
        ///   - key: The scene storage's key for the saved navigation.
        ///   - presentation: How the flow opened with a screen is presented.
        ///   - start: Makes the scene's coordinator from its saved navigation (`nil` when nothing was saved), as
        ///     `Coordinator(restoring:orRoot:assemblies:setUp:)` does.
        ///   - screen: The view of an entry, given the model to read its view model from.
        public init(
            storageKey key: String = "navigation",
            presentation: @escaping (Screen) -> FlowPresentation = { _ in .sheet },
            start: @escaping (Data?) throws -> Coordinator<Screen>,
            @ViewBuilder screen: @escaping (NavigationEntry<Screen>, SwiftUIHostModel<Screen>) -> ScreenView
        ) {
            _saved = SceneStorage(key)
            self.start = start
            self.presentation = presentation
            self.screen = screen
        }

        /// The scene's navigation, or why it could not start.
        public var body: some View {
            switch started {
            case .success(let coordinator):
                NavigationHost(coordinator, presentation: presentation, screen: screen)
                    .onChange(of: phase) { if let json = try? coordinator.savedJSON() { saved = json } }
            case .failure(let error):
                Text("The navigation could not start: \(error)")
            case nil:
                // The scene's storage is read once the view is in the scene.
                Color.clear.onAppear { started = Result { try start(saved) } }
            }
        }
    }
#endif
