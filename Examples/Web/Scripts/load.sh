#!/usr/bin/env bash
# Load on loopback with wrk (Debian's): page views and push + back cycles spread over 100 sessions, then the
# same two workloads against web-baseline — the least a Hummingbird server does for them, built beside `web` —
# for the ratios, then the server's memory over rounds of 10,000 sessions created and expired. Prints wrk's
# reports and the figures.
# Usage: [ROUNDS=4] [DATABASE=postgres://…] Examples/Web/Scripts/load.sh WEB_BINARY [SECONDS per wrk run, default 10]
# (DATABASE unset: a SQLite file of the run's own.)
set -euo pipefail
web=$1
seconds=${2:-10}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port=$(free_port)
"$web" --port "$port" --database "${DATABASE:-$work/sessions.sqlite}" --idle-timeout 5 >"$work/server.log" 2>&1 &
server=$!
baseline_server=
trap 'kill $server $baseline_server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
base="http://127.0.0.1:$port"
rss() { echo $(($(awk '/VmRSS/ {print $2}' "/proc/$server/status") / 1024)); }

# 100 sessions, each in the shop tab at the catalog: its cookies (session, version), its form token and the
# catalog's entry.
echo "return {" >"$work/sessions.lua"
for _ in $(seq 100); do
    page=$(curl -s -c "$work/jar" -b "$work/jar" -L "$base/@shop")
    cookie=$(awk '$6 == "session" {print $7}' "$work/jar")
    version=$(awk '$6 == "version" {print $7}' "$work/jar")
    csrf=$(grep -o 'name="csrf" value="[0-9a-f]*"' <<<"$page" | head -1 | grep -o '[0-9a-f]\{32\}')
    entry=$(grep -o 'name="entry" value="[0-9]*"' <<<"$page" | head -1 | grep -o '[0-9]*"$' | tr -d '"')
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
run() { # $1: description, $2: script, $3: address, $4: the server's pid; fails the run on any error or
    # non-2xx/3xx answer; the requests per second go to $work/$2.rate, the server's CPU time per request
    # (microseconds, user and system, all its threads) to $work/$2.cpu
    echo "== $1"
    local report before
    before=$(cpu "$4")
    report=$(wrk -t2 -c100 -d"${seconds}s" --latency -s "$here/$2" "$3")
    echo "$report"
    awk '/^Requests\/sec:/ {print $2}' <<<"$report" >"$work/$2.rate"
    awk -v ticks=$(($(cpu "$4") - before)) -v hz="$(getconf CLK_TCK)" '/requests in/ {
        printf "%.1f\n", ticks * 1e6 / hz / $1 }' <<<"$report" >"$work/$2.cpu"
    echo "server CPU per request: $(cat "$work/$2.cpu") µs"
    if grep -qE "Non-2xx or 3xx responses|Socket errors" <<<"$report"; then
        echo "FAIL: $1 had errors" >&2
        errors=1
    fi
}
run "page views: GET of the catalog, 100 sessions, 100 connections, ${seconds} s" pages.lua "$base" $server
run "push + back: POST open a product (303), then GET the catalog (the back button), 100 sessions, ${seconds} s" \
    cycle.lua "$base" $server
for workload in pages cycle; do
    cp "$work/$workload.lua.rate" "$work/$workload.web"
    cp "$work/$workload.lua.cpu" "$work/$workload.webcpu"
done

# The same workloads against the least Hummingbird does for them, in the same run.
baseline="$(dirname "$web")/web-baseline"
if [ -x "$baseline" ]; then
    baseline_port=$(free_port)
    "$baseline" --port "$baseline_port" --page-bytes "$page_bytes" >"$work/baseline.log" 2>&1 &
    baseline_server=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$baseline_port/" && break; sleep 0.1; done
    run "baseline page views: web-baseline, a page of $page_bytes bytes" pages.lua "http://127.0.0.1:$baseline_port" \
        $baseline_server
    run "baseline push + back: web-baseline, POST read and answered 303, then the page" cycle.lua \
        "http://127.0.0.1:$baseline_port" $baseline_server
    kill $baseline_server
    baseline_server=
    echo "== ratios to the baseline: requests/s, web ÷ web-baseline; and the server's CPU time per request"
    for workload in pages cycle; do
        awk -v name="$workload" -v web="$(cat "$work/$workload.web")" -v base="$(cat "$work/$workload.lua.rate")" \
            -v webcpu="$(cat "$work/$workload.webcpu")" -v basecpu="$(cat "$work/$workload.lua.cpu")" \
            'BEGIN { printf "%s: %.0f ÷ %.0f = %.2f×; CPU per request %.1f µs, baseline %.1f µs\n",
                name == "pages" ? "page views" : "push + back", web, base, web / base, webcpu, basecpu }'
    done
fi

echo "== memory: rounds of 10,000 sessions created (a first visit each) and expired (idle timeout 5 s)"
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
if kill -0 $server 2>/dev/null; then echo "ok: the server is still up"; else echo "FAIL: the server died" >&2; errors=1; fi
exit $errors
