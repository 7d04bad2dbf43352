#!/usr/bin/env bash
# Stops the server scripts/ci-postgres.sh started.
DIR="${PORTAL_CI_PG_DIR:-/tmp/portal-ci-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] && [ -d "$DIR/data" ] || exit 0
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1
else "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1; fi
exit 0
