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

    /// What tells this form apart as posted: the number of the page it came from (its `submission` field) and a
    /// digest of every other field but the entry — the same on every server —; `nil` for a form without its page's
    /// number. Posted twice, as by a double click, a form has the same; another button of the page, or other text
    /// typed in it, has another. The entry is the same for every form of a page, and is left out so that the page
    /// drawn again after an undone change, whose entries are built anew, has the same forms
    /// (``SubmissionLog/drawNext(as:)``).
    var submission: String? {
        guard let page = fields["submission"], !page.isEmpty, page.utf8.allSatisfy({ (48...57).contains($0) })
        else { return nil }
        // FNV-1a over each name and value, each ended by a zero byte, in the order of the names.
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
            digest = digest &* 0x100_0000_01b3
        }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) where name != "submission" && name != "entry" {
            add(name)
            add(value)
        }
        return page + "." + String(digest, radix: 16)
    }

    /// Reads a form from the body of a POST.
    ///
    /// - Parameters:
    ///   - body: The request's body.
    ///   - maxFieldBytes: The longest field value accepted, in bytes once decoded.
    init(_ body: [UInt8], maxFieldBytes: Int) throws(Problem) {
        fields = [:]
        for pair in body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            guard let name = Self.decode(pair[..<equals]),
                let value = Self.decode(equals == pair.endIndex ? [] : pair[(equals + 1)...])
            else { throw .notUTF8 }
            guard value.utf8.count <= maxFieldBytes else { throw .fieldTooLong(name, limit: maxFieldBytes) }
            guard fields.updateValue(value, forKey: name) == nil else { throw .duplicateField(name) }
        }
    }

    /// The value of the field `name`, if the form has it.
    subscript(name: String) -> String? { fields[name] }

    /// The text of a percent-encoded part: `+` a space, `%XX` the byte XX; `nil` when an escape is not two
    /// hexadecimal digits or the bytes are not UTF-8.
    private static func decode(_ part: ArraySlice<UInt8>) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.count)
        var index = part.startIndex
        while index < part.endIndex {
            switch part[index] {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index + 2 < part.endIndex, let high = hexValue(part[index + 1]),
                    let low = hexValue(part[index + 2])
                else { return nil }
                bytes.append(high << 4 | low)
                index += 2
            case let byte:
                bytes.append(byte)
            }
            index += 1
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of a hexadecimal digit, or `nil`.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
