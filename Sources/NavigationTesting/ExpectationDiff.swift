/// Compares what happened with what a test expected, exhaustively, and describes any difference line by line.
enum ExpectationDiff {
    /// `nil` when `actual` equals `expected`; otherwise a readable diff: `−` for what was expected and did
    /// not happen, `+` for what happened and was not expected, two spaces for what matched.
    static func describe<Element: Equatable>(expected: [Element], actual: [Element], what: String) -> String? {
        guard expected != actual else { return nil }
        let difference = actual.difference(from: expected)
        var missing = Set<Int>()
        var unexpected = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): missing.insert(offset)
            case .insert(let offset, _, _): unexpected.insert(offset)
            }
        }
        var lines = ["\(what) differs from what the test expected (− expected, not seen; + seen, not expected):"]
        var expectedIndex = 0
        var actualIndex = 0
        while expectedIndex < expected.count || actualIndex < actual.count {
            if expectedIndex < expected.count, missing.contains(expectedIndex) {
                lines.append("  − \(expected[expectedIndex])")
                expectedIndex += 1
            } else if actualIndex < actual.count, unexpected.contains(actualIndex) {
                lines.append("  + \(actual[actualIndex])")
                actualIndex += 1
            } else if expectedIndex < expected.count, actualIndex < actual.count {
                lines.append("    \(actual[actualIndex])")
                expectedIndex += 1
                actualIndex += 1
            } else {
                break
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Fails the test at `location` when `actual` differs from `expected`.
    ///
    /// - Returns: `true` when they are equal.
    @discardableResult
    static func expect<Element: Equatable>(
        _ actual: [Element],
        equal expected: [Element],
        what: String,
        at location: FailureLocation
    ) -> Bool {
        guard let diff = describe(expected: expected, actual: actual, what: what) else { return true }
        TestFailure.record(diff, at: location)
        return false
    }
}
