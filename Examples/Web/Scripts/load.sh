#!/usr/bin/env bash
# Load on loopback with wrk (Debian's): page views and push + back cycles spread over 100 sessions, then the
# server's memory over rounds of 10,000 sessions created and expired. Prints wrk's reports and the figures.
# Usage: [ROUNDS=4] Examples/Web/Scripts/load.sh WEB_BINARY [SECONDS per wrk run, default 10]
set -euo pipefail
web=$1
seconds=${2:-10}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$web" --port "$port" --database "$work/sessions.sqlite" --idle-timeout 5 >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
base="http://127.0.0.1:$port"
rss() { echo $(($(awk '/VmRSS/ {print $2}' "/proc/$server/status") / 1024)); }

# 100 sessions, each in the shop tab at the catalog: its cookie, its form token and the catalog's entry.
echo "return {" >"$work/sessions.lua"
for _ in $(seq 100); do
    page=$(curl -s -c "$work/jar" -b "$work/jar" -L "$base/@shop")
    cookie=$(awk '$6 == "session" {print $7}' "$work/jar")
    csrf=$(grep -o 'name="csrf" value="[0-9a-f]*"' <<<"$page" | head -1 | grep -o '[0-9a-f]\{32\}')
    entry=$(grep -o 'name="entry" value="[0-9]*"' <<<"$page" | head -1 | grep -o '[0-9]*"$' | tr -d '"')
    echo "  {cookie = \"$cookie\", csrf = \"$csrf\", entry = \"$entry\"}," >>"$work/sessions.lua"
    rm "$work/jar"
done
echo "}" >>"$work/sessions.lua"

export SESSIONS="$work/sessions.lua"
errors=0
run() { # $1: description, $2: script; fails the run on any error or non-2xx/3xx answer
    echo "== $1"
    local report
    report=$(wrk -t2 -c100 -d"${seconds}s" --latency -s "$here/$2" "$base")
    echo "$report"
    if grep -qE "Non-2xx or 3xx responses|Socket errors" <<<"$report"; then
        echo "FAIL: $1 had errors" >&2
        errors=1
    fi
}
run "page views: GET of the catalog, 100 sessions, 100 connections, ${seconds} s" pages.lua
run "push + back: POST open a product (303), then GET the catalog (the back button), 100 sessions, ${seconds} s" \
    cycle.lua

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
