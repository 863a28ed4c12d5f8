import Navigation
import NavigationHosting
import SwiftUI

/// A stack of the model — the base stack, or a presented flow's — drawn with `screen`, with the flow presented
/// over it. What SwiftUI writes back through the bindings is the user's own navigation; the model reports it.
struct StackHost<Screen: Equatable & Sendable, ScreenView: View>: View {
    let model: SwiftUIHostModel<Screen>
    var index = 0
    @ViewBuilder let screen: (NavigationEntry<Screen>) -> ScreenView

    var body: some View {
        NavigationStack(
            path: Binding(
                get: { model.path(ofStack: index) },
                set: { path in report { try model.setPath(path, ofStack: index) } })
        ) {
            if let root = model.root(ofStack: index) {
                screen(root)
                    .navigationDestination(for: EntryID.self) { id in
                        if let entry = model.entry(id) {
                            screen(entry)
                                .navigationBarBackButtonHidden(!model.allowsGoingBack(inStack: index))
                        }
                    }
            }
        }
        .sheet(
            item: Binding(
                get: { model.presentedFlow(over: index) },
                set: { flow in report { try model.setPresentedFlow(flow, over: index) } })
        ) { _ in
            StackHost(model: model, index: index + 1, screen: screen)
                .interactiveDismissDisabled(!model.allowsDismissing(flowOver: index))
        }
        .task(id: model.stepInFlight) {
            // One change per update: once the step's animation has run, the model makes the next.
            guard index == 0, model.stepInFlight != nil else { return }
            try? await Task.sleep(for: .milliseconds(450))
            model.stepFinished()
        }
    }

    /// A binding SwiftUI wrote that no user can have made is a mistake in this host.
    private func report(_ write: () throws(HostBindingError) -> Void) {
        do { try write() } catch { assertionFailure("\(error)") }
    }
}
