#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster (Debian's postgresql-15), passed to the API test
# harness as TEST_DATABASE_URL — the same path as running Popreel with DATABASE_URL on any PostgreSQL ≥ 15.
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
dir=$(mktemp -d /tmp/popreel-pg15-XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --user-group postgres
  chown postgres "$dir"
  chmod 711 "$dir"
fi
cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
as_pg "$PGBIN/initdb" -D "$dir/data" -U popreel --auth=trust -E UTF8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $port"
TEST_DATABASE_URL="postgres://popreel@127.0.0.1:$port/postgres" "$@"
