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
    /// The HMAC keyed with the secret and given nothing yet, which each id's is copied from: keying it once
    /// rather than at every id is measured in BENCHMARKS.md, "First visits".
    private let keyed: HMAC<SHA256>

    /// Keys made from `secret`, which servers behind one address share.
    init(secret: [UInt8]) {
        keyed = HMAC(key: SymmetricKey(data: secret))
    }

    /// A new session id, given out at `time` (seconds since 1970), and its form token.
    func newSession(at time: Double) -> (id: String, formToken: String) {
        var id: [UInt8] = []
        id.reserveCapacity(56)
        Self.appendRandomHex(to: &id)
        Self.appendHex(of: UInt32(clamping: Int(max(0, time))), to: &id)
        let mac = mac(of: id)
        Self.appendHex(of: mac.prefix(8), to: &id)
        return (String(decoding: id, as: UTF8.self), Self.hex(mac.suffix(16)))
    }

    /// When the id `id` was given out, if these keys signed it; `nil` for an id they did not sign (another
    /// secret's, forged, or of the 32 digits ids had before they were signed).
    func issued(_ id: String) -> Double? {
        guard id.utf8.count == 56 else { return nil }
        let body = id.utf8.prefix(40)
        guard Self.same(Self.hex(mac(of: body).prefix(8)), String(id.suffix(16))),
            let seconds = UInt32(id.prefix(40).suffix(8), radix: 16)
        else { return nil }
        return Double(seconds)
    }

    /// The form token of the session `id`, which these keys signed (``issued(_:)``).
    func formToken(for id: String) -> String {
        Self.hex(mac(of: id.utf8.prefix(40)).suffix(16))
    }

    /// The HMAC-SHA256 of an id's random digits and time.
    private func mac(of body: some Collection<UInt8>) -> HashedAuthenticationCode<SHA256> {
        var mac = keyed
        mac.update(data: Array(body))
        return mac.finalize()
    }

    /// 128 bits from the system's generator, as 32 lowercase hexadecimal digits appended to `text`.
    static func appendRandomHex(to text: inout [UInt8]) {
        var generator = SystemRandomNumberGenerator()
        appendHex(of: generator.next() as UInt64, to: &text)
        appendHex(of: generator.next() as UInt64, to: &text)
    }

    /// `bytes` as lowercase hexadecimal digits.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        appendHex(of: bytes, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `bytes` to `text` as lowercase hexadecimal digits.
    static func appendHex(of bytes: some Sequence<UInt8>, to text: inout [UInt8]) {
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 15)])
        }
    }

    /// Appends the digits of `value`, most significant first, to `text`: two for each of its bytes.
    static func appendHex(of value: some FixedWidthInteger, to text: inout [UInt8]) {
        for shift in stride(from: value.bitWidth - 4, through: 0, by: -4) {
            text.append(hexDigits[Int(truncatingIfNeeded: value >> shift) & 15])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Compares two strings in time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
