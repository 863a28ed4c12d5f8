#!/usr/bin/env bash
# Load on loopback with wrk (Debian's): page views and push + back cycles spread over 100 sessions, and new
# sessions (first visits without a cookie) past the cap of live sessions, each run
# followed at once by the same workload against web-baseline — the least a Hummingbird server does for it, built
# beside `web` — for the ratio, over RUNS rounds; then the server's memory over rounds of 10,000 sessions created
# and expired. Prints wrk's reports and the figures: each round's ratios, and their medians.
# Usage: [RUNS=1] [ROUNDS=4] [DATABASE=postgres://… [DATABASE_PID=pid]] Examples/Web/Scripts/load.sh WEB_BINARY [SECONDS per wrk run, default 10]
# (DATABASE unset: a SQLite file of the run's own. DATABASE_PID: the PostgreSQL server's postmaster — the first
# line of its data directory's postmaster.pid — whose CPU time a request of web's, its backends' included, is
# printed too: on one machine, the database's share of the cores.) On a machine whose load varies, several short
# rounds (RUNS=5, 5 s) give steadier ratios than one long one: each ratio compares two runs a few seconds apart.
set -euo pipefail
web=$1
seconds=${2:-10}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
server=
baseline_server=
trap 'kill $server $baseline_server 2>/dev/null; rm -rf "$work"' EXIT
start() { # $1: the sessions' idle timeout in seconds; starts `web`, sets $server, $port and $base
    port=$(free_port)
    "$web" --port "$port" --database "${DATABASE:-$work/sessions.sqlite}" --idle-timeout "$1" \
        >>"$work/server.log" 2>&1 &
    server=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
    base="http://127.0.0.1:$port"
}
# Sessions outlive the baseline's runs, between two of web's.
start 3600
rss() { echo $(($(awk '/VmRSS/ {print $2}' "/proc/$server/status") / 1024)); }

# 100 sessions, each with a product in its cart — a session that holds nothing worth saving writes nothing, and
# push + back is to measure the saves — and in the shop tab at the catalog: its cookies (session, version), its form
# token and the catalog's entry.
field() { # $1: a hidden field's name; reads a page on standard input, prints the field's first value
    grep -o "name=\"$1\" value=\"[0-9a-f]*\"" | head -1 | sed 's/.*value="//; s/"$//'
}
echo "return {" >"$work/sessions.lua"
for _ in $(seq 100); do
    page=$(curl -s -c "$work/jar" -b "$work/jar" -L "$base/@shop/shop/catalog/shop/product;productID=3")
    curl -s -c "$work/jar" -b "$work/jar" -o /dev/null \
        --data "csrf=$(field csrf <<<"$page")&entry=$(field entry <<<"$page")&action=add&quantity=1" "$base/act"
    page=$(curl -s -c "$work/jar" -b "$work/jar" -L "$base/@shop/shop/catalog")
    cookie=$(awk '$6 == "session" {print $7}' "$work/jar")
    version=$(awk '$6 == "version" {print $7}' "$work/jar")
    csrf=$(field csrf <<<"$page")
    entry=$(field entry <<<"$page")
    echo "  {cookie = \"$cookie\", version = \"${version:-0}\", csrf = \"$csrf\", entry = \"$entry\"}," \
        >>"$work/sessions.lua"
    rm "$work/jar"
done
echo "}" >>"$work/sessions.lua"
page_bytes=${#page}

export SESSIONS="$work/sessions.lua"
errors=0
cpu() { # the CPU time process $1 has used, user and system, in clock ticks
    awk '{print $14 + $15}' "/proc/$1/stat"
}
database_cpu() { # the CPU time of the database server $DATABASE_PID and its processes, ended ones included
    local total child
    total=$(awk '{print $14 + $15 + $16 + $17}' "/proc/$DATABASE_PID/stat")
    for child in $(pgrep -P "$DATABASE_PID"); do
        total=$((total + $(awk '{print $14 + $15}' "/proc/$child/stat" 2>/dev/null || echo 0)))
    done
    echo "$total"
}
run() { # $1: description, $2: script, $3: address, $4: the server's pid; fails the run on any error or
    # non-2xx/3xx answer; the requests per second go to $work/$2.rate, the server's CPU time per request
    # (microseconds, user and system, all its threads) to $work/$2.cpu
    echo "== $1"
    local report before database_before
    before=$(cpu "$4")
    [ -z "${DATABASE_PID:-}" ] || [ "$4" != "$server" ] || database_before=$(database_cpu)
    report=$(wrk -t2 -c100 -d"${seconds}s" --latency -s "$here/$2" "$3")
    echo "$report"
    awk '/^Requests\/sec:/ {print $2}' <<<"$report" >"$work/$2.rate"
    awk -v ticks=$(($(cpu "$4") - before)) -v hz="$(getconf CLK_TCK)" '/requests in/ {
        printf "%.1f\n", ticks * 1e6 / hz / $1 }' <<<"$report" >"$work/$2.cpu"
    echo "server CPU per request: $(cat "$work/$2.cpu") µs"
    if [ -n "${database_before:-}" ]; then
        awk -v ticks=$(($(database_cpu) - database_before)) -v hz="$(getconf CLK_TCK)" '/requests in/ {
            printf "database server CPU per request: %.1f µs\n", ticks * 1e6 / hz / $1 }' <<<"$report"
    fi
    if grep -qE "Non-2xx or 3xx responses|Socket errors" <<<"$report"; then
        echo "FAIL: $1 had errors" >&2
        errors=1
    fi
}
# The baseline runs beside `web`, idle while `web` is measured and the other way round.
baseline="$(dirname "$web")/web-baseline"
baseline_port=
if [ -x "$baseline" ]; then
    baseline_port=$(free_port)
    "$baseline" --port "$baseline_port" --page-bytes "$page_bytes" >"$work/baseline.log" 2>&1 &
    baseline_server=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$baseline_port/" && break; sleep 0.1; done
fi
describe() { # $1 workload
    case $1 in
    pages) echo "page views: GET of the catalog, 100 sessions, 100 connections, ${seconds} s" ;;
    cycle) echo "push + back: POST open a product (303), then GET the catalog (the back button), 100 sessions, ${seconds} s" ;;
    fresh) echo "new sessions: GET of the catalog without a cookie, with 10,000 sessions live (the cap), ${seconds} s" ;;
    esac
}
name_of() { # $1 workload
    case $1 in pages) echo "page views" ;; cycle) echo "push + back" ;; fresh) echo "new sessions" ;; esac
}
live_sessions() { curl -s "$base/health" | grep -o '"liveSessions": [0-9]*' | grep -o '[0-9]*$'; }
first_visits() { curl -s "$base/health" | grep -o '"firstVisits": [0-9]*' | grep -o '[0-9]*$'; }
# At the cap before new sessions are measured: 10,000 sessions live, each a first visit and a second request with
# its cookie (a first visit alone is kept as its address, not live). The first visits measured then are kept as
# their address too, and let no live session go.
fill() {
    python3 - "$port" <<'PY'
import http.client, sys, threading
def visitor(count):
    connection = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]))
    for _ in range(count):
        connection.request("GET", "/@shop/shop/catalog")
        response = connection.getresponse()
        response.read()
        cookie = [value.split(";")[0] for name, value in response.getheaders()
                  if name.lower() == "set-cookie" and value.startswith("session=")][0]
        connection.request("GET", "/@shop/shop/catalog", headers={"Cookie": cookie})
        response = connection.getresponse()
        response.read()
        assert response.status == 200, response.status
threads = [threading.Thread(target=visitor, args=(2_500,)) for _ in range(4)]
for thread in threads: thread.start()
for thread in threads: thread.join()
PY
    echo "live sessions before new sessions are measured: $(live_sessions)"
}
: >"$work/ratios"
# Every round of page views before push + back: a page view changes no session, so the version cookies the
# sessions were made with stay the ones a browser has, as they would not after push + back's saves.
for workload in pages cycle fresh; do
    [ $workload != fresh ] || fill
    for round in $(seq "${RUNS:-1}"); do
        run "round $round, $(describe $workload)" $workload.lua "$base" $server
        cp "$work/$workload.lua.rate" "$work/web.rate"
        cp "$work/$workload.lua.cpu" "$work/web.cpu"
        [ -n "$baseline_port" ] || continue
        run "round $round, the same against web-baseline (a page of $page_bytes bytes; a POST read and answered 303)" \
            $workload.lua "http://127.0.0.1:$baseline_port" $baseline_server
        awk -v name="$workload" -v web="$(cat "$work/web.rate")" -v base="$(cat "$work/$workload.lua.rate")" \
            -v webcpu="$(cat "$work/web.cpu")" -v basecpu="$(cat "$work/$workload.lua.cpu")" \
            'BEGIN { printf "%s\t%.0f\t%.0f\t%.3f\t%.1f\t%.1f\n", name, web, base, web / base, webcpu, basecpu }' \
            >>"$work/ratios"
    done
done
live=$(live_sessions)
echo "after every new session: $live sessions live, $(first_visits) first visits kept as their address"
if [ "$live" != 10000 ]; then
    echo "FAIL: first visits let live sessions go" >&2
    errors=1
fi
if [ -z "${DATABASE:-}" ]; then
    rows=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(
        "SELECT COUNT(*) FROM sessions").fetchone()[0])' "$work/sessions.sqlite")
    echo "rows in the store after every new session: $rows (the 100 sessions with a cart)"
    if [ "$rows" != 100 ]; then
        echo "FAIL: first visits wrote rows" >&2
        errors=1
    fi
fi
if [ -n "$baseline_port" ]; then
    kill $baseline_server
    baseline_server=
    echo "== ratios to the baseline: requests/s, web ÷ web-baseline; and the server's CPU time per request"
    for workload in pages cycle fresh; do
        name=$(name_of $workload)
        awk -F'\t' -v w=$workload -v name="$name" '$1 == w {
            printf "%s, round %d: %.0f ÷ %.0f = %.2f×; CPU per request %.1f µs, baseline %.1f µs\n", name, ++n, $2, $3, $4, $5, $6 }' \
            "$work/ratios"
        # The median of the rounds (the lower middle one of an even count).
        sort -t$'\t' -k4,4g "$work/ratios" | awk -F'\t' -v w=$workload '$1 == w' >"$work/sorted"
        count=$(wc -l <"$work/sorted")
        awk -F'\t' -v name="$name" -v middle=$(((count + 1) / 2)) -v count="$count" 'NR == middle {
            printf "%s: median of %d: %.2f× (%.0f ÷ %.0f)", name, count, $4, $2, $3 }' "$work/sorted"
        sort -t$'\t' -k5,5g "$work/sorted" | awk -F'\t' -v middle=$(((count + 1) / 2)) 'NR == middle {
            printf "; CPU per request %.1f µs\n", $5 }'
    done
fi

echo "== memory: rounds of 10,000 sessions created (a first visit each) and expired (idle timeout 5 s)"
alive() { # fails the run when the server died
    if kill -0 $server 2>/dev/null; then echo "ok: the server is still up"; else echo "FAIL: the server died" >&2; errors=1; fi
}
alive
kill $server
wait $server 2>/dev/null || true
start 5
create() { # 10,000 first visits, without a cookie, over one connection
    python3 - "$port" <<'PY'
import http.client, sys
connection = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]))
for _ in range(10_000):
    connection.request("GET", "/@shop")
    response = connection.getresponse()
    response.read()
    assert response.status == 303, response.status
PY
}
echo "resident before: $(rss) MiB"
for round in $(seq "${ROUNDS:-4}"); do
    create
    echo "round $round: resident with 10,000 more sessions: $(rss) MiB"
    sleep 6
    curl -s -o /dev/null "$base/"
    echo "round $round: resident once they expired: $(rss) MiB"
done
alive
exit $errors
