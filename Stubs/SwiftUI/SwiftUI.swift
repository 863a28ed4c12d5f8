// A stand-in for Apple's SwiftUI, holding only the declarations the package's SwiftUI host and the SwiftUI example
// use, as Apple's documentation declares them (attributes, isolation, `Sendable` and `sending` closures, result
// builders), so that those files are type-checked on Linux. It is never linked into anything that runs: every body
// here is a placeholder. README.md beside this file says what this proves and what it cannot.
//
// Each group names the page of developer.apple.com/documentation/swiftui it was transcribed from. Where the
// current pages write `@ContentBuilder` (the newest SDK's name for the builder of a view's content), this writes
// `@ViewBuilder`, the builder of every SDK an app of this package's deployment targets builds with.

@_exported import Foundation
@_exported import Observation

/// Never returns: a stub's body is never run.
func stub() -> Never {
    preconditionFailure("The SwiftUI stub module is for type-checking only.")
}

/// The body of a stub modifier's `some View`.
func placeholder() -> EmptyView { stub() }

// MARK: - View — /view, /never, /viewbuilder, /tupleview, /emptyview, /optional

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { stub() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { stub() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { stub() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { stub() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { stub() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { stub() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { stub() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > { stub() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > { stub() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { stub() }
}

@frozen public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { stub() }
}

@frozen public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { stub() }
}

@frozen public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
    public var body: Never { stub() }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { stub() }
}

// MARK: - Modifiers — /viewmodifier, /modifiedcontent, /view/modifier(_:)

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { stub() }
}

@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { stub() }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { stub() }
}

// MARK: - State and bindings — /state, /binding, /scenestorage, /environment, /environmentvalues/scenephase,
// /scenephase, /dynamicproperty

public protocol DynamicProperty {}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { stub() }
    public init(initialValue value: Value) { stub() }
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set { stub() }
    }
    public var projectedValue: Binding<Value> { stub() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { stub() }
}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) { stub() }
    public init(projectedValue: Binding<Value>) { stub() }
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set { stub() }
    }
    public var projectedValue: Binding<Value> { stub() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { stub() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    public init(_ key: String) where Value == Data? { stub() }
    public init(_ key: String) where Value == String? { stub() }
    public init(wrappedValue: Value, _ key: String) where Value == Data { stub() }
    public init(wrappedValue: Value, _ key: String) where Value == String { stub() }
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set { stub() }
    }
    public var projectedValue: Binding<Value> { stub() }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { stub() }
    public var wrappedValue: Value { stub() }
}

public struct EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { stub() }
        set { stub() }
    }
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

// MARK: - Apps and scenes — /app, /scene, /scenebuilder, /windowgroup

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { stub() }
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { stub() }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { stub() }
}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) { stub() }
    public var body: Never { stub() }
}

extension Never: Scene {}

// MARK: - Views — /text, /localizedstringkey, /button, /textfield, /securefield, /list, /form, /foreach, /group

@frozen public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// The types a localized string key interpolates, as numbers: SwiftUI's own protocol, with its standard
/// conformances.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

@frozen public struct Text: View, Equatable, Sendable {
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public typealias Body = Never
    public var body: Never { stub() }
}

@MainActor @preconcurrency
public struct Button<Label: View>: View {
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { stub() }
    public var body: Never { stub() }
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { stub() }
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { stub() }
}

@MainActor @preconcurrency
public struct TextField<Label: View>: View {
    public var body: Never { stub() }
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { stub() }
}

@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
    public var body: Never { stub() }
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { stub() }
}

@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { stub() }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) { stub() }
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    { stub() }
}

@MainActor @preconcurrency
public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { stub() }
    public var body: Never { stub() }
}

@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { stub() }
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { stub() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { stub() }
}

@frozen public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { stub() }
    public var body: Never { stub() }
}

// MARK: - Style — /shapestyle, /color, /view/foregroundstyle(_:)

public protocol ShapeStyle: Sendable {}

@frozen public struct Color: ShapeStyle, Hashable, Sendable {
    public static let red = Color()
    public static let clear = Color()
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { stub() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
}

extension View {
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { placeholder() }
}

// MARK: - Navigation — /navigationstack, /view/navigationdestination(for:destination:),
// /view/navigationbarbackbuttonhidden(_:), /view/navigationtitle(_:)

@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    nonisolated public init(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    )
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    { stub() }
    public var body: Never { stub() }
}

extension View {
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { placeholder() }

    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        placeholder()
    }

    nonisolated public func navigationTitle(_ title: Text) -> some View { placeholder() }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { placeholder() }
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { placeholder() }
}

// MARK: - Presentations — /view/sheet(item:ondismiss:content:), /view/fullscreencover(item:ondismiss:content:),
// /view/interactivedismissdisabled(_:)

extension View {
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { placeholder() }

    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { placeholder() }

    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { placeholder() }
}

// MARK: - Tabs — /tabview, /view/tabitem(_:), /view/tag(_:includeoptional:)

@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { stub() }
    public var body: Never { stub() }
}

extension View {
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { placeholder() }
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        placeholder()
    }
}

// MARK: - Life cycle — /view/onappear(perform:), /view/task(id:name:priority:file:line:_:),
// /view/onchange(of:initial:_:)

extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { placeholder() }

    nonisolated public func task<T>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable { placeholder() }

    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { placeholder() }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { placeholder() }
}
