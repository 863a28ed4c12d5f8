import Foundation
import Hummingbird

/// `web-baseline --port N [--page-bytes N] [--main-actor]`: the least a Hummingbird server does for the web front
/// end's load workloads — a GET of any path answered with a page of the same size as the front end's, a POST of
/// `/act` read and answered with a redirect — so that `load.sh` can put the front end's figures beside the
/// framework's own, measured in the same run on the same machine. With `--main-actor`, each request also goes to
/// the main actor and back, doing nothing there, as each of the front end's does to reach its coordinators: what
/// that hop costs a server (BENCHMARKS.md).
let usage = "USAGE: web-baseline [--port <number>] [--page-bytes <number>] [--main-actor]"
var port = 8090
var pageBytes = 4_096
var hopsToMainActor = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--main-actor" {
        hopsToMainActor = true
        continue
    }
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
        print(usage)
        exit(64)
    }
    switch argument {
    case "--port": port = value
    case "--page-bytes": pageBytes = value
    default:
        print(usage)
        exit(64)
    }
}
/// Nothing, on the main actor: a request that calls it goes there and back.
@MainActor func visitMainActor() {}
let page = ByteBuffer(string: "<!doctype html>" + String(repeating: "x", count: max(0, pageBytes - 15)))
let router = Router()
let main = hopsToMainActor
router.get("**") { _, _ in
    if main { await visitMainActor() }
    return Response(
        status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: page))
}
router.post("act") { request, _ in
    _ = try await request.body.collect(upTo: 16 * 1024)
    if main { await visitMainActor() }
    return Response(status: .seeOther, headers: [.location: "/@shop/shop/catalog"])
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
