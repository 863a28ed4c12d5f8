import Navigation
import NavigationHosting
import UIKit

/// Hosts a coordinator in UIKit through `UIKitHostModel`: a navigation controller per stack, each step the
/// model asks for made with UIKit's own calls, and what the user did reported back from the delegates.
@MainActor
final class NavigationHost<Screen: Equatable & Sendable>: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate
{
    let model: UIKitHostModel<Screen>
    /// The base stack's navigation controller: the window's root.
    let root = UINavigationController()
    private let makeController: (NavigationEntry<Screen>) -> UIViewController
    /// The navigation controllers shown: the root, then each presented one.
    private var stacks: [UINavigationController] = []
    /// The controller of each entry on display, kept while the entry stays.
    private var controllers: [EntryID: UIViewController] = [:]

    init(_ model: UIKitHostModel<Screen>, makeController: @escaping (NavigationEntry<Screen>) -> UIViewController) {
        self.model = model
        self.makeController = makeController
        super.init()
        stacks = [root]
        root.delegate = self
        root.interactivePopGestureRecognizer?.delegate = self
        root.setViewControllers(model.entries(ofStack: 0).map(controller), animated: false)
        for index in 1..<model.stackCount { present(model.entries(ofStack: index), animated: false) }
        model.onStep = { [weak self] step in self?.make(step) }
    }

    // MARK: - The model's steps, as UIKit calls

    private func make(_ step: UIKitHostStep<Screen>) {
        switch step {
        case .push(let entry, let stack):
            stacks[stack].pushViewController(controller(for: entry), animated: true)
        case .pop(let id, let stack):
            if let target = controllers[id] { stacks[stack].popToViewController(target, animated: true) }
        case .setViewControllers(let entries, let stack):
            stacks[stack].setViewControllers(entries.map(controller), animated: true)
        case .present(let entries):
            return present(entries, animated: true)
        case .dismiss:
            return stacks.removeLast().dismiss(animated: true) { self.finished() }
        case .setTabViewControllers, .selectTab:
            break  // This host has no tab bar.
        }
        // A push, a pop or a new stack ends with its transition.
        if let transition = stacks.last?.transitionCoordinator {
            transition.animate(alongsideTransition: nil) { _ in self.finished() }
        } else {
            finished()
        }
    }

    private func present(_ entries: [NavigationEntry<Screen>], animated: Bool) {
        let flow = UINavigationController()
        flow.delegate = self
        flow.interactivePopGestureRecognizer?.delegate = self
        flow.setViewControllers(entries.map(controller), animated: false)
        flow.presentationController?.delegate = self
        let presenter = stacks.last ?? root
        stacks.append(flow)
        presenter.present(flow, animated: animated) { if animated { self.finished() } }
    }

    /// The step is done: forget the controllers of entries no longer shown, and let the model make the next.
    private func finished() {
        let shown = Set((0..<model.stackCount).flatMap { model.entries(ofStack: $0).map(\.id) })
        controllers = controllers.filter { shown.contains($0.key) }
        model.stepFinished()
    }

    private func controller(for entry: NavigationEntry<Screen>) -> UIViewController {
        if let kept = controllers[entry.id] { return kept }
        let made = makeController(entry)
        controllers[entry.id] = made
        return made
    }

    private func entryID(of controller: UIViewController?) -> EntryID? {
        controllers.first { $0.value === controller }?.key
    }

    // MARK: - What the user did

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let id = entryID(of: viewController) else { return }
        report { try model.didShow(id) }  // lower than the top: the user went back
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let stack = stacks.firstIndex(where: { $0.interactivePopGestureRecognizer === gestureRecognizer })
        else { return false }
        return model.allowsGoingBack(inStack: stack)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let flow = entryID(of: presentationController.presentedViewController.children.first) else {
            return false
        }
        return model.allowsDismissing(flow: flow)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let index = stacks.firstIndex(where: { $0 === presentationController.presentedViewController }),
            let flow = entryID(of: stacks[index].viewControllers.first)
        else { return }
        stacks.removeSubrange(index...)
        report { try model.didDismiss(flow: flow) }
    }

    /// A callback that no user can have caused is a mistake in this host.
    private func report(_ callback: () throws(HostBindingError) -> Void) {
        do { try callback() } catch { assertionFailure("\(error)") }
    }
}
