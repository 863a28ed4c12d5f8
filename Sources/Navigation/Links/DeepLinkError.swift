/// Why a deep link, or a route in saved state, could not be read: what is wrong, the part of the link at
/// fault, and where that part starts.
///
/// ```swift
/// do {
///     _ = try links.stack(for: "demo://confirm?txt=hi")
/// } catch {
///     print(error)   // Invalid link at character 7 ("confirm"): the parameter "text" is missing.
/// }
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The link is longer than the parser accepts.
        case tooLong(length: Int, limit: Int)
        /// The link does not start with `scheme://`.
        case missingScheme(expected: String)
        /// The link is for another app: its scheme is not the expected one.
        case wrongScheme(expected: String)
        /// The link names no screen.
        case noScreen
        /// Two `/` follow each other, or the path ends with `/`.
        case emptySegment
        /// A character that must be percent-encoded appears as it is (a space, a control character, `#`).
        case unexpectedCharacter
        /// A `%` is not followed by two hexadecimal digits.
        case invalidPercentEncoding
        /// The percent-encoded bytes are not UTF-8 text.
        case invalidUTF8
        /// A query item has no name (`&&`, `&=value`, a trailing `&`).
        case emptyQueryName
        /// No screen has this name here; `known` lists the names that were possible.
        case unknownScreen(known: [String])
        /// The screen needs the parameter `name`, and the link does not give it.
        case missingParameter(name: String)
        /// The parameter `name` does not read as the type `expected`.
        case invalidParameter(name: String, expected: String)
        /// The screen's reader refused the values it read, for `reason` (an error of the app's own).
        case rejected(reason: String)
        /// A query item that no screen of the link reads.
        case unexpectedQueryItem
        /// The route of a saved entry names more than one screen.
        case moreThanOneScreen
    }

    /// What is wrong.
    public let reason: Reason
    /// The part of the link at fault, as written in the link (the whole link when it is about its length).
    public let component: String
    /// Where `component` starts: the number of characters before it in the link.
    public let offset: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What is wrong.
    ///   - component: The part of the link at fault.
    ///   - offset: The number of characters before `component` in the link.
    public init(_ reason: Reason, component: String, offset: Int) {
        self.reason = reason
        self.component = component
        self.offset = offset
    }

    /// One line naming the problem, the part at fault and its position.
    public var description: String {
        "Invalid link at character \(offset) (\"\(component)\"): \(explanation)."
    }

    private var explanation: String {
        switch reason {
        case .tooLong(let length, let limit): "it is \(length) bytes long, more than the \(limit) accepted"
        case .missingScheme(let expected): "a link starts with \"\(expected)://\""
        case .wrongScheme(let expected): "the scheme is not \"\(expected)\""
        case .noScreen: "it names no screen"
        case .emptySegment: "the path has an empty part"
        case .unexpectedCharacter: "this character must be percent-encoded"
        case .invalidPercentEncoding: "\"%\" must be followed by two hexadecimal digits"
        case .invalidUTF8: "the percent-encoded bytes are not UTF-8 text"
        case .emptyQueryName: "a query item has no name"
        case .unknownScreen(let known): "no screen has this name; expected one of \(known.joined(separator: ", "))"
        case .missingParameter(let name): "the parameter \"\(name)\" is missing"
        case .invalidParameter(let name, let expected): "the parameter \"\(name)\" is not a valid \(expected)"
        case .rejected(let reason): "the screen refuses it: \(reason)"
        case .unexpectedQueryItem: "no screen of the link reads this query item"
        case .moreThanOneScreen: "an entry's route names one screen"
        }
    }
}
