/// Who waits for the result of a screen, and how to hand it over: called exactly once, then emptied.
@MainActor
@usableFromInline
final class ResultReceiver {
    /// The entry that opened the screen; `nil` when the app opened it through the coordinator.
    @usableFromInline let opener: EntryID?
    /// The name of the type expected, for errors.
    @usableFromInline let expectedType: String
    private let accepts: (Any) -> Bool
    private var deliver: ((Any?) -> Void)?

    @usableFromInline
    init<Value: Sendable>(
        expecting: Value.Type,
        opener: EntryID?,
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
    init(opener: EntryID?, onValue: @escaping @MainActor () -> Void, onClose: @escaping @MainActor () -> Void) {
        self.opener = opener
        expectedType = "any value"
        accepts = { _ in true }
        deliver = { value in if value == nil { onClose() } else { onValue() } }
    }

    @usableFromInline func accepts(_ value: Any) -> Bool { accepts(value) }

    @usableFromInline func deliver(_ value: Any) {
        take()?(value)
    }

    @usableFromInline func close() {
        take()?(nil)
    }

    private func take() -> ((Any?) -> Void)? {
        defer { deliver = nil }
        return deliver
    }
}
