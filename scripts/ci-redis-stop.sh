#!/usr/bin/env bash
# Stops the Redis ci-redis.sh started.
DIR="${PORTAL_CI_REDIS_DIR:-/tmp/portal-ci-redis}"
[ -f "$DIR/redis.pid" ] && kill "$(cat "$DIR/redis.pid")" 2>/dev/null
rm -rf "$DIR"
exit 0
