#!/usr/bin/env bash
# Starts a throw-away Redis for the multi-instance test and prints the TEST_REDIS_URL to use.
# Installs Debian's redis-server when the machine has none.
set -euo pipefail
PORT="${PORTAL_CI_REDIS_PORT:-56379}"
DIR="${PORTAL_CI_REDIS_DIR:-/tmp/portal-ci-redis}"

if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
  else
    echo "no redis-server available" >&2; exit 1
  fi
fi
rm -rf "$DIR"; mkdir -p "$DIR"
# Nothing to keep: no snapshots, no append-only file; loopback only.
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/log" >&2
for _ in $(seq 1 50); do
  redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
echo "redis://127.0.0.1:$PORT"
