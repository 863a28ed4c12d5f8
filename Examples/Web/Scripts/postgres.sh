#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the web front end's tests and prints its URL:
#   url=$(Examples/Web/Scripts/postgres.sh start DIR)   # a cluster in DIR, on 127.0.0.1:55432, database "web"
#   Examples/Web/Scripts/postgres.sh stop DIR
# Installs Debian's postgresql package first when no server is installed. The server runs as the user
# "postgres" when started by root (PostgreSQL refuses to run as root), and trusts connections from loopback only.
set -euo pipefail

command=${1:?usage: postgres.sh start|stop DIR}
dir=${2:?usage: postgres.sh start|stop DIR}
port=${PGPORT:-55432}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >&2
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres web
    echo "postgres://postgres@127.0.0.1:$port/web?sslmode=disable"
    ;;
stop)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2
    ;;
*)
    echo "usage: postgres.sh start|stop DIR" >&2
    exit 64
    ;;
esac
