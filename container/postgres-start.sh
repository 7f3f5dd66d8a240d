#!/bin/sh
# First start on an empty volume: a cluster whose superuser `popreel` has POSTGRES_PASSWORD and a database
# `popreel`, reachable with that password from the compose network. Popreel's migrations make its extensions
# (pg_trgm is in Debian's postgresql-15). Later starts find the cluster and only run it.
set -eu
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/pwfile
  initdb --username=popreel --pwfile=/tmp/pwfile --auth-local=peer --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8
  rm -f /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  postgres --single -D "$PGDATA" postgres <<SQL
CREATE DATABASE popreel OWNER popreel;
SQL
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c max_connections="${POSTGRES_MAX_CONNECTIONS:-200}"
