import Foundation
import WebApp
import WebPostgres

// `web-cost`: the front end's own work for `load.sh`'s workloads, without HTTP —
// `WebFrontEnd.get` and `post` called as the server calls them, over a SQLite file of its own, or the PostgreSQL
// database `DATABASE` names — and the process's CPU time a request, which does not move with the network's, the
// database server's or `wrk`'s share of the cores as the load's figures do. `SESSIONS` sessions (one by default),
// each with a product in its cart (so that its navigation is saved), sit at the shop's catalog; then each, all at
// once, `COUNT` times: a page view (`WORKLOAD=pages`, the default), a push + back cycle (`WORKLOAD=cycle`: the
// catalog's "View" form posted, then a GET of the catalog's address, each saved: two requests), or a first visit
// (`WORKLOAD=fresh`: a GET of the catalog without a cookie, a new session each, past the cap of live sessions once
// 10,000 were made; nothing saved). One session measures a request alone; a hundred, as `load.sh` runs them,
// measure the saves written together over PostgreSQL (`PostgresSessionStore`), whose server's CPU a request is
// printed too when `DATABASE_PID` names its postmaster. BENCHMARKS.md has the commands.
let environment = ProcessInfo.processInfo.environment
let count = environment["COUNT"].flatMap { Int($0) } ?? 1_000
let workload = environment["WORKLOAD"] ?? "pages"
let sessionCount = environment["SESSIONS"].flatMap { Int($0) } ?? 1
let databasePID = environment["DATABASE_PID"].flatMap { Int32($0) }
guard count >= 0, sessionCount > 0, ["pages", "cycle", "fresh"].contains(workload) else {
    print(
        "USAGE: [COUNT=n] [SESSIONS=n] [WORKLOAD=pages|cycle|fresh] [DATABASE=postgres://… [DATABASE_PID=pid]] web-cost"
    )
    exit(64)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-cost-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
// Over PostgreSQL, a table of the run's own, dropped as the run ends, so that a run leaves the database as it
// found it.
var postgres: PostgresSessionStore?
let store: any SessionStore
do {
    if let url = environment["DATABASE"] {
        postgres = try await PostgresSessionStore.open(url: url, table: "web_cost_\(UInt32.random(in: 0...UInt32.max))")
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store =
        if let postgres { postgres } else {
            try await SQLiteSessionStore.open(path: folder.appendingPathComponent("sessions.sqlite").path)
        }
} catch {
    FileHandle.standardError.write(Data("web-cost: the store could not be opened: \(error)\n".utf8))
    exit(1)
}
/// Ends the run with `status`, the run's table dropped first.
func finish(_ status: Int32) async -> Never {
    try? await postgres?.dropTable()
    exit(status)
}
let frontEnd = WebFrontEnd(configuration: WebConfiguration(), store: store)

/// The value of the first hidden field named `name` of `page`.
func field(_ name: String, of page: WebReply) -> String? {
    let marker = #"name="\#(name)" value=""#
    guard let start = page.body.range(of: marker)?.upperBound else { return nil }
    return String(page.body[start...].prefix { $0 != "\"" })
}

/// A session at the shop's catalog with a product in its cart: its cookie, and the catalog's form that opens a
/// product; `nil`, with the reason printed, when the front end did not answer as a browser expects.
func sessionAtCatalog() async -> (cookie: String, form: [UInt8])? {
    // A first visit to a product, added to the cart; then the shop's catalog, as a browser follows the redirects.
    let catalog = "/@shop/shop/catalog"
    let first = await frontEnd.get(uri: catalog + "/shop/product;productID=3", cookie: nil)
    guard let cookie = first.newSession else {
        print("web-cost: the first visit started no session: \(first.status)")
        return nil
    }
    guard let token = field("csrf", of: first), let product = field("entry", of: first),
        await frontEnd.post(body: Array("csrf=\(token)&entry=\(product)&action=add&quantity=1".utf8), cookie: cookie)
            .status == .seeOther
    else {
        print("web-cost: the product could not be added to the cart")
        return nil
    }
    let page = await frontEnd.get(uri: catalog, cookie: cookie)
    guard page.status == .ok, let csrf = field("csrf", of: page), let entry = field("entry", of: page) else {
        print("web-cost: the catalog did not show: \(page.status)")
        return nil
    }
    return (cookie, Array("csrf=\(csrf)&entry=\(entry)&action=open&value=3".utf8))
}

var sessions: [(cookie: String, form: [UInt8])] = []
for _ in 0..<sessionCount {
    guard let session = await sessionAtCatalog() else { await finish(1) }
    sessions.append(session)
}

/// The CPU time the process has used, every thread, in microseconds.
func cpuTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

/// The CPU time the database server `databasePID` and its processes have used, ended ones included, in
/// microseconds; `nil` without `DATABASE_PID`.
func databaseCPUTime() -> Double? {
    guard let databasePID else { return nil }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    /// The fields of `/proc/<pid>/stat` after the command's name, which may hold spaces.
    func fields(_ pid: Int32) -> [Substring] {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return [] }
        return stat[stat.index(after: end)...].split(separator: " ")
    }
    /// Fields 14 and 15 of `stat` (user and system time), and 16 and 17 (those of ended children) with `children`.
    func time(_ pid: Int32, children: Bool) -> Double {
        // After the name: the state (field 3), then the numbers from field 4 on.
        let values = fields(pid)
        guard values.count > 14 else { return 0 }
        let time = { (field: Int) in Double(values[field - 3]) ?? 0 }
        return time(14) + time(15) + (children ? time(16) + time(17) : 0)
    }
    let children =
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) }
        .filter { pid in
            let parent = fields(pid).dropFirst().first
            return parent.flatMap { Int32($0) } == databasePID
        } ?? []
    return (time(databasePID, children: true) + children.map { time($0, children: false) }.reduce(0, +)) * 1e6 / ticks
}

/// The requests of `session`, `count` times the workload's, on the main actor — as before there were several
/// sessions — so that each calls the front end there without a hop, and what is measured is the front end's own
/// work; returns how many were not answered as a browser expects.
@MainActor func requests(of session: (cookie: String, form: [UInt8])) async -> Int {
    // The version cookie, kept as a browser keeps it: with it, a request asks the store nothing before it is done
    // (PostgreSQL's page views, BENCHMARKS.md).
    var failures = 0
    var version: Int?
    for _ in 0..<count {
        if workload == "cycle" {
            let posted = await frontEnd.post(body: session.form, cookie: session.cookie, version: version)
            if posted.status != .seeOther { failures += 1 }
            version = posted.version ?? version
        }
        let reply =
            workload == "fresh"
            ? await frontEnd.get(uri: "/@shop/shop/catalog", cookie: nil)
            : await frontEnd.get(uri: "/@shop/shop/catalog", cookie: session.cookie, version: version)
        if reply.status != .ok { failures += 1 }
        version = reply.version ?? version
    }
    return failures
}

let (start, databaseStart) = (cpuTime(), databaseCPUTime())
let failures = await withTaskGroup(of: Int.self) { group in
    for session in sessions {
        group.addTask { await requests(of: session) }
    }
    var failures = 0
    for await failed in group { failures += failed }
    return failures
}
guard failures == 0 else {
    print("web-cost: \(failures) requests were not answered as a browser expects")
    await finish(1)
}
let requests = Double(max(count * sessionCount * (workload == "cycle" ? 2 : 1), 1))
let perRequest = String(format: "%.1f", (cpuTime() - start) / requests)
let sessionsRun = sessionCount == 1 ? "" : "\(sessionCount) sessions × "
var report = "web-cost: \(sessionsRun)\(count) × \(workload): \(perRequest) µs of CPU a request"
if let databaseStart, let databaseEnd = databaseCPUTime() {
    report += ", the database server's \(String(format: "%.1f", (databaseEnd - databaseStart) / requests)) µs"
}
print(report)
await finish(0)
