/// Where one screen, or a stack of screens, lives in a deep link: path segments and query items, decoded.
///
/// A screen's route is written by its enum's ``Routable/route`` (one exhaustive switch), read back by its
/// ``Routable/routes`` table, and prints percent-encoded, as it appears in a link and in saved state.
///
/// ```swift
/// Route("confirm").query("text", "hello world")   // confirm?text=hello%20world
/// Route("product").appending(3)                   // product/3
/// Route("shop").appending(ShopScreen.cart.route)  // shop/cart — a feature group nests its screens
/// ```
///
/// Routes of a stack are joined in order: their segments follow each other and their query items too, and
/// each screen reads back the first query item of a name that no screen before it has read.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The path segments, decoded.
    public private(set) var segments: [String]
    /// The query items, decoded, in order.
    public private(set) var queryItems: [QueryItem]

    /// Creates a route of path segments and no query.
    ///
    /// - Parameter segments: The segments, as text; they are percent-encoded when the route prints.
    public init(_ segments: String...) {
        self.init(segments: segments)
    }

    /// Creates a route of path segments and query items.
    ///
    /// - Parameters:
    ///   - segments: The segments, decoded.
    ///   - queryItems: The query items, decoded, in order.
    public init(segments: [String], queryItems: [QueryItem] = []) {
        self.segments = segments
        self.queryItems = queryItems
    }

    /// This route followed by one more path segment: a parameter read back with
    /// ``RouteReader/segment(_:as:)``.
    ///
    /// - Parameter value: The segment; it prints as its `description`.
    public func appending(_ value: some CustomStringConvertible) -> Route {
        var route = self
        route.segments.append(value.description)
        return route
    }

    /// This route followed by `other`: its segments after these, its query items after these.
    ///
    /// - Parameter other: The route to append, such as a nested screen's.
    public func appending(_ other: Route) -> Route {
        var route = self
        route.segments += other.segments
        route.queryItems += other.queryItems
        return route
    }

    /// This route with one more query item: a parameter read back with ``RouteReader/query(_:as:)``.
    ///
    /// - Parameters:
    ///   - name: The item's name.
    ///   - value: The item's value; it prints as its `description`.
    public func query(_ name: String, _ value: some CustomStringConvertible) -> Route {
        var route = self
        route.queryItems.append(QueryItem(name: name, value: value.description))
        return route
    }

    /// The route as it appears in a link after `scheme://`: segments joined by `/`, then `?` and the query
    /// items joined by `&`, every part percent-encoded.
    public var description: String {
        var text = segments.map(PercentEncoding.encode).joined(separator: "/")
        if !queryItems.isEmpty {
            text += "?"
            text += queryItems.map { "\(PercentEncoding.encode($0.name))=\(PercentEncoding.encode($0.value))" }
                .joined(separator: "&")
        }
        return text
    }
}

/// One `name=value` item of a link's query, decoded.
public struct QueryItem: Hashable, Sendable {
    /// The item's name.
    public var name: String
    /// The item's value; empty for an item written without `=`.
    public var value: String

    /// Creates a query item.
    ///
    /// - Parameters:
    ///   - name: The item's name.
    ///   - value: The item's value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Percent-encoding as links need it (RFC 3986): every byte of the UTF-8 form outside the unreserved
/// characters `A–Z a–z 0–9 - . _ ~` is written `%XX`.
enum PercentEncoding {
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    static func encode(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
