import Foundation
import Hummingbird

/// `web-baseline --port N [--page-bytes N]`: the least a Hummingbird server does for the web front end's load
/// workloads — a GET of any path answered with a page of the same size as the front end's, a POST of `/act`
/// read and answered with a redirect — so that `load.sh` can put the front end's figures beside the framework's
/// own, measured in the same run on the same machine.
var port = 8090
var pageBytes = 4_096
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
        print("USAGE: web-baseline [--port <number>] [--page-bytes <number>]")
        exit(64)
    }
    switch argument {
    case "--port": port = value
    case "--page-bytes": pageBytes = value
    default:
        print("USAGE: web-baseline [--port <number>] [--page-bytes <number>]")
        exit(64)
    }
}
let page = ByteBuffer(string: "<!doctype html>" + String(repeating: "x", count: max(0, pageBytes - 15)))
let router = Router()
router.get("**") { _, _ in
    Response(
        status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: page))
}
router.post("act") { request, _ in
    _ = try await request.body.collect(upTo: 16 * 1024)
    return Response(status: .seeOther, headers: [.location: "/@shop/shop/catalog"])
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
