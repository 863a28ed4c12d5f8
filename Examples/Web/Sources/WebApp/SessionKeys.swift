import Crypto
import Foundation

/// Session ids and form tokens signed with the servers' secret, so that a server can tell an id it, or another
/// server of the same secret, gave out — and make its form token — without a row in the store: a session that
/// holds nothing worth saving (an anonymous visit: its navigation is its address) is never written, yet its next
/// request goes on under its id on any server, after a restart, or once the session was let go past the cap.
///
/// An id is 56 lowercase hexadecimal digits: 128 random bits, the second it was given out (32 bits), and the first
/// 64 bits of the HMAC-SHA256 of both. Its form token is the HMAC's last 128 bits, which the id does not show: only
/// a holder of the secret computes it, and another site's page knows neither. One given out longer ago than the
/// idle timeout is not taken up again without its row: a session that expired does not come back under its id.
struct SessionKeys: Sendable {
    private let key: SymmetricKey

    /// Keys made from `secret`, which servers behind one address share.
    init(secret: [UInt8]) {
        key = SymmetricKey(data: secret)
    }

    /// A new session id, given out at `time` (seconds since 1970), and its form token.
    func newSession(at time: Double) -> (id: String, formToken: String) {
        let issued = UInt32(clamping: Int(max(0, time)))
        let body =
            WebSession.randomToken() + Self.hex((0..<4).map { UInt8(truncatingIfNeeded: issued >> (24 - 8 * $0)) })
        let mac = mac(of: body)
        return (body + Self.hex(mac.prefix(8)), Self.hex(mac.suffix(16)))
    }

    /// When the id `id` was given out, if these keys signed it; `nil` for an id they did not sign (another
    /// secret's, forged, or of the 32 digits ids had before they were signed).
    func issued(_ id: String) -> Double? {
        guard id.utf8.count == 56 else { return nil }
        let body = String(id.prefix(40))
        guard Self.same(Self.hex(mac(of: body).prefix(8)), String(id.suffix(16))),
            let seconds = UInt32(body.suffix(8), radix: 16)
        else { return nil }
        return Double(seconds)
    }

    /// The form token of the session `id`, which these keys signed (``issued(_:)``).
    func formToken(for id: String) -> String {
        Self.hex(mac(of: String(id.prefix(40))).suffix(16))
    }

    /// The HMAC-SHA256 of an id's random digits and time.
    private func mac(of body: String) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: Data(body.utf8), using: key))
    }

    /// `bytes` as lowercase hexadecimal digits.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Compares two strings in time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
