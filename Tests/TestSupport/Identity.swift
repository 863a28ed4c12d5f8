/// Tells whether `lhs` and `rhs` are the same instance (both `nil` counts as the same).
///
/// `#expect(a === b)` on `AnyObject` values crashes the 6.3 compiler's macro expansion; this reads as well.
public func identical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
    lhs === rhs
}
