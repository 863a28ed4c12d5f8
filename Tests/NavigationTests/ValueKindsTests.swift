import Foundation
import Navigation
import Testing

enum Shade: String, Codable, Hashable, Sendable { case light, dark }
enum Level: Int, Codable, Hashable, Sendable {
    case low = 1
    case high = 9
}

struct Point: Codable, Hashable, Sendable {
    var x: Int
    var label: String?
}

/// A screen for every kind of value a route holds: each round-trips through a link and a saved session.
enum KindsScreen: Routable {
    case integers(a: Int, b: Int8, c: Int16, d: Int32, e: Int64, f: UInt, g: UInt8, h: UInt16, i: UInt32, j: UInt64)
    case floats(single: Float, double: Double)
    case text(value: String, flag: Bool)
    case raw(shade: Shade, level: Level)
    case made(point: Point, id: UUID, when: Date, address: URL)
    case optionals(count: Int?, name: String?, shade: Shade?, point: Point?)
    case optionalNumbers(
        a: Int8?, b: Int16?, c: Int32?, d: Int64?, e: UInt?, f: UInt8?, g: UInt16?, h: UInt32?, i: UInt64?,
        single: Float?, double: Double?, flag: Bool?)
    case lists(counts: [Int], names: [String], shades: [Shade], ids: [UUID])
    case segments(Int, String, Shade)
    case table(scores: [String: Int])

    var screensBeneath: [KindsScreen] { [] }
    var linkRule: LinkRule<KindsScreen> { .pushed }
}

struct ValueKindsTests {
    static let awkward = ["plain", "a b/c?d#e&f=g;h%i+j", "\u{0}nul", "été 🙂", "line\nbreak", "\"'\\"]

    static let screens: [KindsScreen] =
        [
            .integers(a: .min, b: .min, c: .max, d: .min, e: .max, f: .max, g: .max, h: 0, i: .max, j: .max),
            .floats(single: .infinity, double: -.infinity),
            .floats(single: -0.5, double: .leastNonzeroMagnitude),
            .floats(single: .greatestFiniteMagnitude, double: 1e300),
            .raw(shade: .dark, level: .high),
            .made(
                point: Point(x: -3, label: "p q"),
                id: UUID(
                    uuid: (
                        0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F
                    )),
                when: Date(timeIntervalSinceReferenceDate: 123_456.5),
                address: URL(fileURLWithPath: "/a b/c?d#e")),
            .optionals(count: nil, name: nil, shade: nil, point: nil),
            .optionals(count: 0, name: "", shade: .light, point: Point(x: 1, label: nil)),
            .optionalNumbers(
                a: .min, b: .max, c: .min, d: .max, e: .max, f: 0, g: .max, h: .max, i: .max, single: -1.5,
                double: .infinity, flag: false),
            .optionalNumbers(
                a: nil, b: nil, c: nil, d: nil, e: nil, f: nil, g: nil, h: nil, i: nil, single: nil, double: nil,
                flag: nil),
            .lists(counts: [3, -1, 3], names: ["", "x y"], shades: [.dark], ids: []),
            .segments(-7, "with/slash", .light),
            .table(scores: ["a b": 1, "c": -2]),
        ] + awkward.map { .text(value: $0, flag: true) } + awkward.map { .segments(1, $0.isEmpty ? "x" : $0, .dark) }

    @Test(arguments: screens)
    func everyKindOfValueRoundTripsThroughALinkAndASavedSession(_ screen: KindsScreen) throws {
        let route = try screen.route()
        #expect(try KindsScreen(route: route) == screen, "\(route)")
        let links = DeepLinks<KindsScreen>(scheme: "app")
        #expect(try links.stacks(in: try links.url(for: [screen])) == [[screen]])
        let state = try NavigationState(
            stacks: [[NavigationEntry(id: EntryID(rawValue: 0), screen: screen)]], nextID: EntryID(rawValue: 1))
        let json = try SavedNavigation(state: state).json(unwritableScreens: .refused)
        #expect(try SavedNavigation<KindsScreen>(json: json).state.screens == [screen])
    }

    enum Order: Codable, Hashable, Sendable {
        case byName
        case byPrice(ascending: Bool)
        case near(Place)
        case within(area: Area)
    }

    struct Place: Codable, Hashable, Sendable {
        var city: String
    }

    enum Area: Codable, Hashable, Sendable {
        case city(String)
        case radius(km: Double, around: Place)
    }

    struct Filter: Codable, Hashable, Sendable {
        var order: Order
        var limit: Int
    }

    /// Reads its order leniently: a case the enum lacks becomes `.byName`.
    struct Preference: Codable, Hashable, Sendable {
        var order: Order
        init(order: Order) { self.order = order }
        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            order = (try? values.decode(Order.self, forKey: .order)) ?? .byName
        }
    }

    /// Refuses any count above 10 with its own error.
    struct Bounded: Codable, Hashable, Sendable {
        struct TooMany: Error {}
        var count: Int
        init(count: Int) { self.count = count }
        init(from decoder: any Decoder) throws {
            count = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .count)
            if count > 10 { throw TooMany() }
        }
    }

    enum SortedScreen: Routable {
        case list(order: Order)
        case tolerant(preference: Preference, bounded: Bounded)
        case search(order: Order?, filter: Filter?)
        case unlabeled(Order)
        case orders(list: [Order])

        var screensBeneath: [SortedScreen] { [] }
        var linkRule: LinkRule<SortedScreen> { .pushed }
    }

    @Test func anEnumWithValuesAmongAScreensValuesIsItsCaseThenItsValuesAsFields() throws {
        for (screen, route) in [
            (SortedScreen.list(order: .byName), "list;order=byName"),
            (.list(order: .byPrice(ascending: true)), "list;order=byPrice;order.ascending=true"),
            (.list(order: .near(Place(city: "Oslo"))), "list;order=near;order._0.city=Oslo"),
            (
                .list(order: .within(area: .radius(km: 2.5, around: Place(city: "a b")))),
                "list;order=within;order.area=radius;order.area.km=2.5;order.area.around.city=a%20b"
            ),
            (.search(order: nil, filter: nil), "search"),
            (.unlabeled(.byPrice(ascending: false)), "unlabeled;_0=byPrice;_0.ascending=false"),
            (
                .orders(list: [.byName, .near(Place(city: "x"))]),
                "orders;list.count=2;list.0=byName;list.1=near;list.1._0.city=x"
            ),
            (
                .search(order: .byName, filter: Filter(order: .within(area: .city("Rome")), limit: 3)),
                "search;order=byName;filter.order=within;filter.order.area=city;filter.order.area._0=Rome;filter.limit=3"
            ),
        ] {
            #expect(try screen.route() == route)
            #expect(try SortedScreen(route: route) == screen, "\(route)")
            let state = try NavigationState(
                stacks: [[NavigationEntry(id: EntryID(rawValue: 0), screen: screen)]], nextID: EntryID(rawValue: 1))
            let json = try SavedNavigation(state: state).json(unwritableScreens: .refused)
            #expect(try SavedNavigation<SortedScreen>(json: json).state.screens == [screen])
        }
    }

    @Test func anEnumCaseThatIsNoCaseIsRefusedAtItsPosition() throws {
        let error = try #require(throws: DeepLinkError.self) { try SortedScreen(route: "list;order=byWeight") }
        #expect(error.reason == .invalidParameter(name: "order", expected: "a case of its enum"))
        #expect(error.component == "byWeight")
        #expect(error.offset == 11)
    }

    @Test func aCaseAValueToleratedIsNotBlamedForALaterValuesOwnError() throws {
        // What the tolerant value left unread is still refused, never dropped from the link.
        let unread = try #require(throws: DeepLinkError.self) {
            try SortedScreen(route: "tolerant;preference.order=byWeight;bounded.count=2")
        }
        #expect(unread.reason == .unexpectedParameter)
        #expect(unread.component == "preference.order")
        let error = try #require(throws: DeepLinkError.self) {
            try SortedScreen(route: "tolerant;preference.order=byWeight;bounded.count=11")
        }
        guard case .rejected(let reason) = error.reason else {
            Issue.record("expected the screen's own error, got \(error.reason)")
            return
        }
        #expect(reason.contains("TooMany"))
        #expect(error.component == "tolerant")
    }
}
