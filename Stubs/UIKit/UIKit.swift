// A stand-in for Apple's UIKit, holding only the declarations the package's UIKit host and the UIKit example use,
// as Apple's documentation declares them (main-actor classes, `@escaping` and `@MainActor` handlers, optionals,
// discardable results), so that those files are type-checked on Linux. It is never linked into anything that
// runs: every body here is a placeholder. README.md beside this file says what this proves and what it cannot.
//
// Each group names the page of developer.apple.com/documentation/uikit it was transcribed from. UIKit's
// delegate protocols are Objective-C protocols whose methods are optional; Linux has no Objective-C, so here the
// methods this code implements are plain requirements: a misspelled delegate method, which UIKit would silently
// never call, fails to type-check here.

@_exported import Foundation

/// Never returns: a stub's body is never run.
func stub() -> Never {
    preconditionFailure("The UIKit stub module is for type-checking only.")
}

// MARK: - Foundation's NSUserActivity — developer.apple.com/documentation/foundation/nsuseractivity (absent from
// Foundation on Linux)

open class NSUserActivity: NSObject {
    public init(activityType: String) { stub() }
    open var activityType: String { stub() }
    open var userInfo: [AnyHashable: Any]? {
        get { stub() }
        set { stub() }
    }
}

// MARK: - Responders and views — /uiresponder, /uiview, /uicolor, /uilayoutguide, /nslayoutanchor,
// /nslayoutconstraint

@MainActor
open class UIResponder: NSObject {
    public override init() { stub() }
}

@MainActor
open class UIColor: NSObject, @unchecked Sendable {
    open class var systemBackground: UIColor { stub() }
}

@MainActor
open class UIImage: NSObject, @unchecked Sendable {}

@MainActor
open class UIView: UIResponder {
    open var backgroundColor: UIColor? {
        get { stub() }
        set { stub() }
    }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { stub() }
        set { stub() }
    }
    open func addSubview(_ view: UIView) { stub() }
    open func removeFromSuperview() { stub() }
    open var safeAreaLayoutGuide: UILayoutGuide { stub() }
    open var layoutMarginsGuide: UILayoutGuide { stub() }
    open var topAnchor: NSLayoutYAxisAnchor { stub() }
    open var leadingAnchor: NSLayoutXAxisAnchor { stub() }
    open var trailingAnchor: NSLayoutXAxisAnchor { stub() }
}

@MainActor
open class UILayoutGuide: NSObject {
    open var topAnchor: NSLayoutYAxisAnchor { stub() }
    open var leadingAnchor: NSLayoutXAxisAnchor { stub() }
    open var trailingAnchor: NSLayoutXAxisAnchor { stub() }
}

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { stub() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        stub()
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) { stub() }

    public enum Axis: Int, Sendable {
        case horizontal
        case vertical
    }
}

// MARK: - Controls — /uicontrol, /uicontrol/event, /uiaction, /uibutton, /uibutton/configuration, /uilabel,
// /uitextfield, /uistackview

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction: NSObject {
    public convenience init(
        title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) { stub() }
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var editingChanged: UIControl.Event { stub() }
        public static var primaryActionTriggered: UIControl.Event { stub() }
    }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { stub() }
    open var isEnabled: Bool {
        get { stub() }
        set { stub() }
    }
}

@MainActor
open class UIButton: UIControl {
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) { stub() }

    public struct Configuration {
        public static func tinted() -> UIButton.Configuration { stub() }
    }
}

@MainActor
open class UILabel: UIView {
    open var text: String? {
        get { stub() }
        set { stub() }
    }
    open var numberOfLines: Int {
        get { stub() }
        set { stub() }
    }
}

@MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable {
        case none
        case line
        case bezel
        case roundedRect
    }
    open var text: String? {
        get { stub() }
        set { stub() }
    }
    open var placeholder: String? {
        get { stub() }
        set { stub() }
    }
    open var isSecureTextEntry: Bool {
        get { stub() }
        set { stub() }
    }
    open var borderStyle: UITextField.BorderStyle {
        get { stub() }
        set { stub() }
    }
}

@MainActor
open class UIStackView: UIView {
    open var axis: NSLayoutConstraint.Axis {
        get { stub() }
        set { stub() }
    }
    open var spacing: CGFloat {
        get { stub() }
        set { stub() }
    }
    open var arrangedSubviews: [UIView] { stub() }
    open func addArrangedSubview(_ view: UIView) { stub() }
}

// MARK: - View controllers — /uiviewcontroller, /uinavigationitem, /uimodalpresentationstyle,
// /uiviewcontrollertransitioncoordinator, /uiviewcontrollertransitioncoordinatorcontext

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { stub() }
    public required init?(coder: NSCoder) { stub() }
    public convenience override init() { stub() }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // As UIKit declares it.
    open var view: UIView! {
        get { stub() }
        set { stub() }
    }
    open var title: String? {
        get { stub() }
        set { stub() }
    }
    open var navigationItem: UINavigationItem { stub() }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // As UIKit declares it.
    open var tabBarItem: UITabBarItem! {
        get { stub() }
        set { stub() }
    }
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { stub() }
        set { stub() }
    }
    open var isModalInPresentation: Bool {
        get { stub() }
        set { stub() }
    }
    open var presentationController: UIPresentationController? { stub() }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { stub() }

    open func viewDidLoad() { stub() }
    open func viewWillAppear(_ animated: Bool) { stub() }
    open func viewDidAppear(_ animated: Bool) { stub() }
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) { stub() }
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) { stub() }
}

@MainActor
open class UINavigationItem: NSObject {
    open var hidesBackButton: Bool {
        get { stub() }
        set { stub() }
    }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case automatic = -2
}

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

// MARK: - Navigation controllers — /uinavigationcontroller, /uinavigationcontrollerdelegate, /uigesturerecognizer

@MainActor
open class UIGestureRecognizer: NSObject {
    open var isEnabled: Bool {
        get { stub() }
        set { stub() }
    }
}

@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] {
        get { stub() }
        set { stub() }
    }
    open var topViewController: UIViewController? { stub() }
    weak open var delegate: (any UINavigationControllerDelegate)? {
        get { stub() }
        set { stub() }
    }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { stub() }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { stub() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { stub() }
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        stub()
    }
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

// MARK: - Presentations — /uipresentationcontroller, /uiadaptivepresentationcontrollerdelegate

@MainActor
open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { stub() }
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { stub() }
        set { stub() }
    }
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

// MARK: - Tab bars — /uitabbarcontroller, /uitabbarcontrollerdelegate, /uitabbaritem

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { stub() }
        set { stub() }
    }
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get { stub() }
        set { stub() }
    }
    weak open var delegate: (any UITabBarControllerDelegate)? {
        get { stub() }
        set { stub() }
    }
}

@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
}

@MainActor
open class UIBarItem: NSObject {}

@MainActor
open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, tag: Int) { stub() }
}

// MARK: - Scenes and windows — /uiscene, /uiwindowscene, /uiscenesession, /uiscene/connectionoptions,
// /uiwindowscenedelegate, /uiwindow

@MainActor
open class UIScene: UIResponder {
    @MainActor
    open class ConnectionOptions: NSObject {}
}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UISceneSession: NSObject {
    open var stateRestorationActivity: NSUserActivity? { stub() }
}

@MainActor
open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { stub() }
    open var rootViewController: UIViewController? {
        get { stub() }
        set { stub() }
    }
    open func makeKeyAndVisible() { stub() }
}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}
