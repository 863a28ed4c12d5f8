/// An amount of money in cents, so that sums are exact.
public struct Price: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The amount, in cents.
    public let cents: Int

    /// Creates a price.
    ///
    /// - Parameter cents: The amount, in cents.
    public init(cents: Int) {
        self.cents = cents
    }

    /// No money.
    public static let zero = Price(cents: 0)

    /// The price as it is shown: `$4.50`, `-$1.05`.
    public var description: String {
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return (cents < 0 ? "-$" : "$") + "\(magnitude / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// The sum of two prices.
    public static func + (lhs: Price, rhs: Price) -> Price {
        Price(cents: lhs.cents + rhs.cents)
    }

    /// The price of `quantity` items at `price` each.
    public static func * (price: Price, quantity: Int) -> Price {
        Price(cents: price.cents * quantity)
    }

    /// Orders prices by amount.
    public static func < (lhs: Price, rhs: Price) -> Bool {
        lhs.cents < rhs.cents
    }
}
