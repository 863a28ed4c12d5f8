// How much of a restore or a link the guards allow: the longest start of its stacks, found by halving.

extension Coordinator {
    /// How many screens of `stacks`, counted bottom first, the guards allow `request` to set: guards are asked
    /// about starts of the stacks, halving, and a guard that allows some stacks is taken to allow their starts.
    @inlinable
    func allowedStart(of request: NavigationRequest<Screen>, _ stacks: [[Screen]]) -> Int {
        Self.longestAllowed(from: 0, refused: stacks.reduce(0) { $0 + $1.count }) { count in
            if case .allow = decide(request.keepingStart(count)) { true } else { false }
        }
    }

    /// The largest count from `allowed` below `refused` that `allows` allows, found by halving: a count allowed
    /// is taken to allow every smaller one. `allowed` is known to be allowed, `refused` to be refused.
    @inlinable
    static func longestAllowed(from allowed: Int, refused: Int, _ allows: (Int) -> Bool) -> Int {
        var (allowed, refused) = (allowed, refused)
        while refused - allowed > 1 {
            let middle = (allowed + refused) / 2
            if allows(middle) { allowed = middle } else { refused = middle }
        }
        return allowed
    }
}
