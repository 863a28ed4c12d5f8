import Foundation
import WebApp
import WebPostgres

// `web-cost`: the front end's own work for `load.sh`'s workloads, without HTTP or other sessions —
// `WebFrontEnd.get` and `post` called as the server calls them, over a SQLite file of its own, or the PostgreSQL
// database `DATABASE` names — and the process's CPU time a request, which does not move with the network's, the
// database server's or `wrk`'s share of the cores as the load's figures do. One session, with a product in its
// cart (so that its navigation is saved), sits at the shop's catalog; then `COUNT` times: a page view
// (`WORKLOAD=pages`, the default), a push + back cycle (`WORKLOAD=cycle`: the catalog's "View" form posted, then
// a GET of the catalog's address, each saved: two requests), or a first visit (`WORKLOAD=fresh`: a GET of the
// catalog without a cookie, a new session each, past the cap of live sessions once 10,000 were made; nothing
// saved). BENCHMARKS.md has the command.
let environment = ProcessInfo.processInfo.environment
let count = environment["COUNT"].flatMap { Int($0) } ?? 1_000
let workload = environment["WORKLOAD"] ?? "pages"
guard count >= 0, ["pages", "cycle", "fresh"].contains(workload) else {
    print("USAGE: [COUNT=n] [WORKLOAD=pages|cycle|fresh] [DATABASE=postgres://…] web-cost")
    exit(64)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-cost-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
// Over PostgreSQL, a table of the run's own, dropped as the run ends, so that a run leaves the database as it
// found it.
var postgres: PostgresSessionStore?
if let url = environment["DATABASE"] {
    postgres = try await PostgresSessionStore.open(url: url, table: "web_cost_\(UInt32.random(in: 0...UInt32.max))")
}
let store: any SessionStore =
    if let postgres { postgres } else {
        try await SQLiteSessionStore.open(path: folder.appendingPathComponent("sessions.sqlite").path)
    }
/// Ends the run with `status`, the run's table dropped first.
func finish(_ status: Int32) async -> Never {
    try? await postgres?.dropTable()
    exit(status)
}
let frontEnd = WebFrontEnd(configuration: WebConfiguration(), store: store)

// A first visit to a product, added to the cart; then the shop's catalog, as a browser follows the redirects.
let catalog = "/@shop/shop/catalog"
let first = await frontEnd.get(uri: catalog + "/shop/product;productID=3", cookie: nil)
guard let cookie = first.newSession else {
    print("web-cost: the first visit started no session: \(first.status)")
    await finish(1)
}
/// The value of the first hidden field named `name` of `page`.
func field(_ name: String, of page: WebReply) -> String? {
    let marker = #"name="\#(name)" value=""#
    guard let start = page.body.range(of: marker)?.upperBound else { return nil }
    return String(page.body[start...].prefix { $0 != "\"" })
}
guard let token = field("csrf", of: first), let product = field("entry", of: first),
    await frontEnd.post(body: Array("csrf=\(token)&entry=\(product)&action=add&quantity=1".utf8), cookie: cookie)
        .status == .seeOther
else {
    print("web-cost: the product could not be added to the cart")
    await finish(1)
}
let page = await frontEnd.get(uri: catalog, cookie: cookie)
guard page.status == .ok, let csrf = field("csrf", of: page), let entry = field("entry", of: page) else {
    print("web-cost: the catalog did not show: \(page.status)")
    await finish(1)
}
let form = Array("csrf=\(csrf)&entry=\(entry)&action=open&value=3".utf8)

/// The CPU time the process has used, every thread, in microseconds.
func cpuTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

var failures = 0
let start = cpuTime()
for _ in 0..<count {
    if workload == "cycle" {
        let posted = await frontEnd.post(body: form, cookie: cookie)
        if posted.status != .seeOther { failures += 1 }
    }
    let reply = await frontEnd.get(uri: catalog, cookie: workload == "fresh" ? nil : cookie)
    if reply.status != .ok { failures += 1 }
}
guard failures == 0 else {
    print("web-cost: \(failures) requests were not answered as a browser expects")
    await finish(1)
}
let requests = count * (workload == "cycle" ? 2 : 1)
let perRequest = (cpuTime() - start) / Double(max(requests, 1))
print("web-cost: \(count) × \(workload): \(String(format: "%.1f", perRequest)) µs of CPU a request")
await finish(0)
