/// Who waits for the result of a screen, and how to hand it over: called exactly once, then emptied.
@MainActor
@usableFromInline
final class ResultReceiver {
    /// The handle of the entry that opened the screen; `nil` when the app opened it through the coordinator.
    @usableFromInline let opener: Opener?
    /// The name of the type expected, for errors.
    @usableFromInline let expectedType: String
    private let accepts: (Any) -> Bool
    private var deliver: ((Any?) -> Void)?

    @usableFromInline
    init<Value: Sendable>(
        expecting: Value.Type,
        opener: Opener?,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        self.opener = opener
        expectedType = String(describing: Value.self)
        accepts = { $0 is Value }
        deliver = { value in
            if let value = value as? Value { onResult(.delivered(value)) } else { onResult(.closed) }
        }
    }

    /// A receiver that accepts any value and runs `onValue` with it, or `onClose` without one.
    @usableFromInline
    init(opener: Opener?, onValue: @escaping @MainActor () -> Void, onClose: @escaping @MainActor () -> Void) {
        self.opener = opener
        expectedType = "any value"
        accepts = { _ in true }
        deliver = { value in if value == nil { onClose() } else { onValue() } }
    }

    /// A receiver that hands a value to the first of `receivers` that accepts it, and a close to the last.
    @usableFromInline
    init(either receivers: [ResultReceiver]) {
        opener = receivers.last?.opener
        expectedType = receivers.map(\.expectedType).joined(separator: " or ")
        accepts = { value in receivers.contains { $0.accepts(value) } }
        deliver = { value in
            if let value {
                receivers.first { $0.accepts(value) }?.deliver(value)
            } else {
                receivers.last?.close()
            }
        }
    }

    /// A receiver for a restored entry that was opened for a result in an earlier run: it accepts any value,
    /// which reaches no one.
    @usableFromInline
    static func restored() -> ResultReceiver {
        ResultReceiver(opener: nil, onValue: {}, onClose: {})
    }

    /// Whether its opener is gone: the screen's result has no one to reach.
    @usableFromInline
    var openerLeft: Bool { opener?.left ?? false }

    @usableFromInline
    func accepts(_ value: Any) -> Bool { accepts(value) }

    @usableFromInline
    func deliver(_ value: Any) {
        take()?(value)
    }

    @usableFromInline
    func close() {
        take()?(nil)
    }

    private func take() -> ((Any?) -> Void)? {
        defer { deliver = nil }
        return deliver
    }
}
