#!/usr/bin/env bash
# `npm test`: the whole suite — type-check, lint, unit, API against real PostgreSQL (embedded, then a
# throwaway PostgreSQL 15 server through DATABASE_URL-style access), and end-to-end in Chromium; then API and
# end-to-end again under Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."

need_root_apt() {
  # $1: the Debian package, $2: what it is for
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing $1 ($2)…"
    apt-get update -qq && apt-get install -y -qq "$1" >/dev/null
  else
    echo "npm test needs $2. Install it with: sudo apt-get install -y $1" >&2
    exit 1
  fi
}

[ -x /usr/bin/chromium ] || need_root_apt chromium "Chromium for the end-to-end tests"
PG15=/usr/lib/postgresql/15/bin
[ -x "$PG15/initdb" ] || need_root_apt postgresql-15 "a PostgreSQL 15 server for the external-database API run"

step() { printf '\n== %s ==\n' "$1"; }

step "type-check"
npx tsc --noEmit -p tsconfig.json
step "lint"
npx eslint src tests scripts bench
step "unit tests"
npx vitest run --project unit
step "API tests on embedded PostgreSQL"
npx vitest run --project api
step "API tests on an external PostgreSQL 15 server"
bash scripts/with-postgres15.sh npx vitest run --project api --exclude tests/api/crash-recovery.test.ts --exclude tests/api/process-lifecycle.test.ts --exclude tests/api/embedded-postgres.test.ts --exclude tests/api/backup-embedded.test.ts --exclude tests/api/demo-seed.test.ts
step "build the web app"
npx vite build --logLevel warn
step "end-to-end tests in Chromium"
npx vitest run --project e2e
# Node 20 is the oldest runtime Popreel supports; users mostly run 22 or 24, so both suites run again on 24.
step "API tests on Node 24"
bash scripts/with-node24.sh node node_modules/vitest/vitest.mjs run --project api
step "end-to-end tests in Chromium on Node 24"
bash scripts/with-node24.sh node node_modules/vitest/vitest.mjs run --project e2e
