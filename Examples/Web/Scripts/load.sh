#!/usr/bin/env bash
# Load on loopback with wrk (Debian's): page views and push + back cycles spread over 100 sessions, then the
# server's memory while sessions are created (tens of thousands) and expire. Prints wrk's reports and the memory figures.
# Usage: Examples/Web/Scripts/load.sh WEB_BINARY [SECONDS per run, default 10]
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

echo "== memory: sessions created for ${seconds} s (a first visit each), then expired (idle timeout 5 s)"
echo "resident before: $(rss) MiB"
wrk -t2 -c50 -d"${seconds}s" -s "$here/new-sessions.lua" "$base" | grep "requests in"
echo "resident after creating them: $(rss) MiB"
sleep 7
curl -s -o /dev/null "$base/"
echo "resident after they expired and one more request: $(rss) MiB"
wrk -t2 -c50 -d"${seconds}s" -s "$here/new-sessions.lua" "$base" | grep "requests in"
echo "resident after creating as many again: $(rss) MiB"
if kill -0 $server 2>/dev/null; then echo "ok: the server is still up"; else echo "FAIL: the server died" >&2; errors=1; fi
exit $errors
