import Foundation

/// The fields of a posted form (`application/x-www-form-urlencoded`), read strictly: a field twice, a field
/// longer than the limit, or bytes that are not percent-encoded UTF-8 refuse the whole form.
struct FormData: Equatable {
    private var fields: [String: String]

    /// Why a form was refused.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case duplicateField(String)
        case fieldTooLong(String, limit: Int)
        case notUTF8

        var description: String {
            switch self {
            case .duplicateField(let name): "The field \u{201C}\(name)\u{201D} is sent twice."
            case .fieldTooLong(let name, let limit): "The field \u{201C}\(name)\u{201D} is longer than \(limit) bytes."
            case .notUTF8: "The form is not percent-encoded UTF-8 text."
            }
        }
    }

    /// Reads a form from the body of a POST.
    ///
    /// - Parameters:
    ///   - body: The request's body.
    ///   - maxFieldBytes: The longest field value accepted, in bytes once decoded.
    init(_ body: [UInt8], maxFieldBytes: Int) throws(Problem) {
        guard let text = String(validating: body, as: UTF8.self) else { throw .notUTF8 }
        fields = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]), let value = Self.decode(parts.count == 2 ? parts[1] : "") else {
                throw .notUTF8
            }
            guard value.utf8.count <= maxFieldBytes else { throw .fieldTooLong(name, limit: maxFieldBytes) }
            guard fields.updateValue(value, forKey: name) == nil else { throw .duplicateField(name) }
        }
    }

    /// The value of the field `name`, if the form has it.
    subscript(name: String) -> String? { fields[name] }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
