#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the backend's integration tests and prints the
# TEST_DATABASE_URL to use. Installs Debian's postgresql when the machine has none.
set -euo pipefail
PORT="${PORTAL_CI_PG_PORT:-55432}"
DIR="${PORTAL_CI_PG_DIR:-/tmp/portal-ci-pg}"

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(bin_dir)" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  else
    echo "no PostgreSQL available" >&2; exit 1
  fi
fi
BIN="$(bin_dir)"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

rm -rf "$DIR"; mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
# Throw-away test data: no durability settings (fsync, full pages, WAL beyond minimal) are needed.
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c wal_level=minimal -c max_wal_senders=0" -l "$DIR/log" -w start >&2
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
