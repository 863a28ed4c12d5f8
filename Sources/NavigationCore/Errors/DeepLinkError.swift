/// Why a deep link, or a route in saved state, could not be read: what is wrong, the part of the link at
/// fault, and where that part starts.
///
/// ```swift
/// do {
///     _ = try links.target(for: "demo://confirm;txt=hi")
/// } catch {
///     print(error)   // Invalid link at character 8 ("confirm"): the parameter "text" is missing.
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
        /// A parameter or a query item has no name (`;=value`, `&&`, a trailing `&` or `;`).
        case emptyParameterName
        /// No screen of the enum `screens` has this name.
        case unknownScreen(screens: String)
        /// The screen needs the parameter `name`, and the link does not give it.
        case missingParameter(name: String)
        /// The parameter `name` does not read as the type `expected`.
        case invalidParameter(name: String, expected: String)
        /// The screen's reader refused the values it read, for `reason` (an error of the app's own).
        case rejected(reason: String)
        /// A parameter that the screen does not have.
        case unexpectedParameter
        /// A query, where none is read: in a saved entry's route, or in a link whose ``DeepLinks`` refuse
        /// query items.
        case unexpectedQueryItem
        /// The route of a saved entry names more than one screen.
        case moreThanOneScreen
        /// A `+` that starts no modal flow: at the start or the end of the path, or after another `+`.
        case emptyFlow
        /// A first segment `@` that names no tab.
        case emptyTabName
        /// The screen cannot be opened by a link where the link puts it; see ``LinkRule``.
        case notLinkable(LinkRefusal)
        /// Screens nest deeper than the limit (a screen enum that contains itself).
        case tooDeep(limit: Int)
        /// The screen cannot be written as a route that reads back: `reason` says which value and why.
        case unwritable(reason: String)
        /// The app no longer has the screen: its ``RouteHistory`` says it was removed, and why.
        case removedScreen(reason: String)
        /// An `https` link to a host that is not one of the app's (``DeepLinks/webHosts``), listed in `expected`.
        case unknownHost(expected: String)
    }

    /// Why a link cannot open a screen where it puts it.
    public enum LinkRefusal: Hashable, Sendable {
        /// The screen's rule is ``LinkRule/never``: it is reached only through the screen that opens it.
        case never
        /// The screen opens only as the root of a modal flow, and the link pushes it.
        case onlyPresented
        /// The screen is never a modal flow's root, and the link presents it.
        case notPresented
        /// The screen opens only for a result, right above `opener` (its route), with `presentation`.
        case notAboveOpener(opener: String, presentation: Presentation)
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

    /// One line naming the problem, the part at fault and its position, counted from 1 as a person counts
    /// characters (``offset`` counts from 0); safe to show as it is: control and bidi characters of the input
    /// are escaped (`\u{1B}`), and a long part is cut after 120 characters.
    public var description: String {
        if case .unwritable(let reason) = reason {
            return "Cannot write a link for \"\(displayText(component))\": \(displayClause(reason))."
        }
        return "Invalid link at character \(offset + 1) (\"\(displayText(component))\"): \(explanation)."
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
        case .emptyParameterName: "a parameter has no name"
        case .unknownScreen(let screens): "no screen of \(screens) has this name"
        case .missingParameter(let name): "the parameter \"\(displayText(name))\" is missing"
        case .invalidParameter(let name, let expected):
            "the parameter \"\(displayText(name))\" is not a valid \(displayText(expected))"
        case .rejected(let reason): "the screen refuses it: \(displayClause(reason))"
        case .unexpectedParameter: "the screen has no such parameter"
        case .unexpectedQueryItem: "no query is read here"
        case .moreThanOneScreen: "an entry's route names one screen"
        case .emptyFlow: "\"+\" must come between two screens"
        case .emptyTabName: "\"@\" must be followed by a tab's name"
        case .notLinkable(.never): "this screen cannot be opened by a link"
        case .notLinkable(.onlyPresented): "this screen opens only as the root of a modal flow (\"+/\" before it)"
        case .notLinkable(.notPresented): "this screen cannot be the root of a modal flow"
        case .notLinkable(.notAboveOpener(let opener, .push)):
            "this screen opens only for a result, pushed right above \"\(displayText(opener))\""
        case .notLinkable(.notAboveOpener(let opener, .modal)):
            "this screen opens only for a result, presented (\"+/\") right above \"\(displayText(opener))\""
        case .tooDeep(let limit): "screens nest more than \(limit) deep"
        case .unwritable(let reason): displayClause(reason)
        case .removedScreen(let reason): "this screen was removed: \(displayClause(reason))"
        case .unknownHost(let expected): "the app's links are on \(displayText(expected)), not this host"
        }
    }
}
