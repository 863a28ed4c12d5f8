import Foundation
import Navigation
import Observation

/// A view model with the same data as ``DetailViewModel`` and no actor isolation: what a DI container
/// resolves without the harness's main-actor checks.
public final class PlainDetail {
    /// The detail's id.
    public let id: Int
    /// The detail's title.
    public let title: String

    /// Creates the view model.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The "no framework" choice: a stack of screens and view models in an array, built by a switch.
@MainActor
public final class HandWrittenCoordinator {
    /// The screens and their view models, root first.
    public private(set) var stack: [(screen: BenchScreen, viewModel: DetailViewModel)] = []

    /// Creates the coordinator with its root screen.
    public init(root: BenchScreen) { show(root) }

    /// Pushes `screen` with a view model built for it.
    public func show(_ screen: BenchScreen) {
        stack.append((screen, Self.build(screen)))
    }

    /// Removes the top screen, unless it is the root.
    public func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast()
    }

    static func build(_ screen: BenchScreen) -> DetailViewModel {
        switch screen {
        case .home: DetailViewModel(id: 0, title: "home", coordination: nil)
        case .detail(let id, let title): DetailViewModel(id: id, title: title, coordination: nil)
        }
    }
}

/// The same hand-written coordinator, observable as a SwiftUI app would make it.
@MainActor
@Observable
public final class ObservableHandWrittenCoordinator {
    /// The screens and their view models, root first.
    public private(set) var stack: [(screen: BenchScreen, viewModel: DetailViewModel)] = []

    /// Creates the coordinator with its root screen.
    public init(root: BenchScreen) { show(root) }

    /// Pushes `screen` with a view model built for it.
    public func show(_ screen: BenchScreen) {
        stack.append((screen, HandWrittenCoordinator.build(screen)))
    }

    /// Removes the top screen, unless it is the root.
    public func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast()
    }
}

/// A view model of the hand-written coordinator below, which asks for navigation through a weak reference to
/// it, as view models of a hand-written MVVM-C coordinator do, so that they never keep it alive.
@MainActor
public final class WeaklyLinkedDetail {
    /// The detail's id.
    public let id: Int
    /// The detail's title.
    public let title: String
    /// The coordinator the view model asks; `nil` once it is gone.
    public weak var coordinator: WeaklyLinkedCoordinator?

    /// Creates the view model.
    public init(id: Int, title: String, coordinator: WeaklyLinkedCoordinator) {
        self.id = id
        self.title = title
        self.coordinator = coordinator
    }
}

/// The `@Observable` hand-written coordinator whose view models ask it for navigation themselves, through a
/// weak reference: the anchor of a round trip through the framework's handles.
@MainActor
@Observable
public final class WeaklyLinkedCoordinator {
    /// The screens and their view models, root first.
    public private(set) var stack: [(screen: BenchScreen, viewModel: WeaklyLinkedDetail)] = []

    /// Creates the coordinator with its root screen.
    public init(root: BenchScreen) { show(root) }

    /// Pushes `screen` with a view model built for it.
    public func show(_ screen: BenchScreen) {
        let viewModel =
            switch screen {
            case .home: WeaklyLinkedDetail(id: 0, title: "home", coordinator: self)
            case .detail(let id, let title): WeaklyLinkedDetail(id: id, title: title, coordinator: self)
            }
        stack.append((screen, viewModel))
    }

    /// Removes the top screen, unless it is the root.
    public func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast()
    }

    /// The view model of the top screen.
    public var topViewModel: WeaklyLinkedDetail? { stack.last?.viewModel }
}

extension Workloads {
    /// Show a detail and pop it as ``roundTripThroughHandles()`` does, with the hand-written `@Observable`
    /// coordinator: the root's view model asks it through its weak reference, and the detail's view model, found
    /// as the top one, pops itself through its own.
    public static func handWrittenRoundTripThroughViewModels() -> (Int) -> Void {
        let coordinator = WeaklyLinkedCoordinator(root: .home)
        guard let root = coordinator.topViewModel else { return { _ in } }
        let screen = BenchScreen.detail(id: 1, title: "detail")
        return { count in
            for _ in 0..<count {
                root.coordinator?.show(screen)
                coordinator.topViewModel?.coordinator?.pop()
            }
        }
    }

    /// Show a detail and pop it with the hand-written coordinator, plain or `@Observable`.
    public static func handWrittenRoundTrip(observable: Bool) -> (Int) -> Void {
        let screen = BenchScreen.detail(id: 1, title: "detail")
        if observable {
            let coordinator = ObservableHandWrittenCoordinator(root: .home)
            return { count in
                for _ in 0..<count {
                    coordinator.show(screen)
                    coordinator.pop()
                }
            }
        }
        let coordinator = HandWrittenCoordinator(root: .home)
        return { count in
            for _ in 0..<count {
                coordinator.show(screen)
                coordinator.pop()
            }
        }
    }

    /// Show a detail and pop it with the `@Observable` hand-written coordinator, `withObservationTracking`
    /// tracking its stack before each change as a SwiftUI view would: the anchor for the coordinator tracked
    /// the same way.
    public static func handWrittenTrackedRoundTrip() -> (Int) -> Void {
        let screen = BenchScreen.detail(id: 1, title: "detail")
        let coordinator = ObservableHandWrittenCoordinator(root: .home)
        return { count in
            for _ in 0..<count {
                withObservationTracking {
                    _ = coordinator.stack
                } onChange: {
                }
                coordinator.show(screen)
                withObservationTracking {
                    _ = coordinator.stack
                } onChange: {
                }
                coordinator.pop()
            }
        }
    }

    /// Show a detail and pop it, nobody observing, over a base stack of `depth` entries and `flows` modal
    /// flows: the cost of a round trip must not grow with either.
    public static func roundTrip(depth: Int, flows: Int) throws -> (Int) -> Void {
        let coordinator = try Coordinator(root: BenchScreen.home, assemblies: BenchRootAssembly())
        try coordinator.setStack(stack(depth))
        for flow in 0..<flows {
            try coordinator.present(.detail(id: flow, title: "flow \(flow)"))
        }
        let screen = BenchScreen.detail(id: 1, title: "detail")
        return { count in
            for _ in 0..<count {
                try? coordinator.show(screen)
                try? coordinator.pop()
            }
        }
    }

    /// A `JSONDecoder` decode of the very bytes a restore reads, into plain structs: the document as it is,
    /// routes left as strings. The baseline that restoring (decode, read the routes, check, build) is held to.
    public static func decodeSameBytes(entries: Int) throws -> (Int) -> Void {
        let json = try savedJSON(entries: entries)
        return { count in
            for _ in 0..<count {
                let document = try? JSONDecoder().decode(PlainDocument.self, from: json)
                withExtendedLifetime(document) {}
            }
        }
    }

    /// The same screens as ``parseLink(screens:)`` reads, each made by its synthesized `init(from:)` through the
    /// least a `Decoder` can do: names and values already split and decoded, a case's key made from its name, a
    /// value found among two. What any reader that drives the synthesized conformance pays beyond tokenizing —
    /// the standard library's keyed containers, their boxes and key casts — with none of a link's rules.
    public static func decodeThroughLeastDecoder(screens: Int) throws -> (Int) -> Void {
        let screens = stack(screens)
        let split = screens.map(LeastDecoder.init(screen:))
        // What is measured reads every screen back as itself, not a failure.
        guard try split.map({ try BenchScreen(from: $0) }) == screens else { throw Misread() }
        return { count in
            for _ in 0..<count {
                let decoded = split.map { try? BenchScreen(from: $0) }
                withExtendedLifetime(decoded) {}
            }
        }
    }

    /// The same link read by code written for these two screens alone, as code generated from the screen enum
    /// would read it: the scheme checked, the link split into segments, each segment's case name matched and its
    /// values split, percent-decoded and read — through no `Decoder`, and with none of a link's rules (the
    /// route history's renames, the longest link, the rules of each screen, where an error is). What a reader
    /// that does not drive the synthesized `init(from:)` could reach: the parse target's second anchor.
    public static func parseLinkByHand(screens: Int) throws -> (Int) -> Void {
        let url = try link(screens: screens)
        // What is measured reads the link back as the stack written, not a failure.
        guard HandWrittenLinkReader.stacks(in: url) == [stack(screens)] else { throw Misread() }
        return { count in
            for _ in 0..<count {
                let parsed = HandWrittenLinkReader.stacks(in: url)
                withExtendedLifetime(parsed) {}
            }
        }
    }

    /// The length in characters of the 1,000-screen deep link that ``parseLink(screens:)`` parses.
    public static func linkLength(screens: Int) throws -> Int {
        try link(screens: screens).count
    }
}

/// The saved navigation document with synthesized `Decodable`, routes as plain strings.
struct PlainDocument: Decodable {
    struct Entry: Decodable {
        let id: UInt64
        let screen: String
        let awaitsResult: Bool?
    }
    let version: Int
    let nextID: UInt64
    let stacks: [[Entry]]
}

/// A workload whose input did not read back as what was written: it would measure a failure.
public struct Misread: Error {}

/// A `Decoder` of one screen, already split into its case name and its values' texts: the least work a
/// reader driving a synthesized `init(from:)` can do, the anchor of parsing a link.
struct LeastDecoder: Decoder {
    let name: String
    let values: [(name: String, text: String)]

    init(screen: BenchScreen) {
        switch screen {
        case .home: (name, values) = ("home", [])
        case .detail(let id, let title): (name, values) = ("detail", [("id", String(id)), ("title", title)])
        }
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let key = Key(stringValue: name) else { throw LeastDecoder.unsupported }
        return KeyedDecodingContainer(LeastCase(key: key, values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw LeastDecoder.unsupported }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw LeastDecoder.unsupported }

    static let unsupported = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unsupported"))
}

/// The enum's container in ``LeastDecoder``: its one key, the case.
struct LeastCase<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let key: Key
    let values: [(name: String, text: String)]

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [key] }

    func contains(_ key: Key) -> Bool { key.stringValue == self.key.stringValue }
    func decodeNil(forKey key: Key) throws -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw LeastDecoder.unsupported }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(LeastValues<NestedKey>(values: values))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw LeastDecoder.unsupported
    }
    func superDecoder() throws -> any Decoder { throw LeastDecoder.unsupported }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw LeastDecoder.unsupported }
}

/// A case's values in ``LeastDecoder``, found by name.
struct LeastValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [(name: String, text: String)]

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { values.contains { $0.name == key.stringValue } }
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func text(_ key: Key) throws -> String {
        let name = key.stringValue
        for value in values where value.name == name { return value.text }
        throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "missing"))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try text(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        guard let value = Int(try text(key)) else { throw LeastDecoder.unsupported }
        return value
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw LeastDecoder.unsupported }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw LeastDecoder.unsupported
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw LeastDecoder.unsupported
    }
    func superDecoder() throws -> any Decoder { throw LeastDecoder.unsupported }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw LeastDecoder.unsupported }
}

/// A reader of the benchmark's links written for its two screens: what code generated from the screen enum
/// would do, with the format's separators and percent-decoding and nothing else.
enum HandWrittenLinkReader {
    /// The stacks of `link`: the base stack, then each flow after a `+` segment; `nil` for a link it cannot read.
    static func stacks(in link: String) -> [[BenchScreen]]? {
        var link = link
        return link.withUTF8 { bytes -> [[BenchScreen]]? in
            let scheme = "bench://".utf8
            guard bytes.starts(with: scheme) else { return nil }
            var stacks: [[BenchScreen]] = [[]]
            var start = scheme.count
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
                let segment = bytes[start..<end]
                if segment.elementsEqual(CollectionOfOne(UInt8(ascii: "+"))) {
                    stacks.append([])
                } else {
                    guard let screen = screen(segment) else { return nil }
                    stacks[stacks.count - 1].append(screen)
                }
                start = end + 1
            }
            return stacks
        }
    }

    /// The screen a segment names: `home`, or `detail;id=…;title=…` with its values in any order.
    private static func screen(_ segment: Slice<UnsafeBufferPointer<UInt8>>) -> BenchScreen? {
        let semicolon = segment.firstIndex(of: UInt8(ascii: ";")) ?? segment.endIndex
        let name = segment[..<semicolon]
        if name.elementsEqual("home".utf8) { return semicolon == segment.endIndex ? .home : nil }
        guard name.elementsEqual("detail".utf8) else { return nil }
        var (id, title): (Int?, String?) = (nil, nil)
        var start = semicolon
        while start < segment.endIndex {
            start += 1
            let end = segment[start...].firstIndex(of: UInt8(ascii: ";")) ?? segment.endIndex
            guard let equals = segment[start..<end].firstIndex(of: UInt8(ascii: "=")),
                let value = decoded(segment[(equals + 1)..<end])
            else { return nil }
            let label = segment[start..<equals]
            if label.elementsEqual("id".utf8), id == nil {
                id = Int(value)
            } else if label.elementsEqual("title".utf8), title == nil {
                title = value
            } else {
                return nil
            }
            start = end
        }
        guard let id, let title else { return nil }
        return .detail(id: id, title: title)
    }

    /// `bytes` percent-decoded, as UTF-8; `nil` for a `%` not followed by two hexadecimal digits.
    private static func decoded(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "%") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
            else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
