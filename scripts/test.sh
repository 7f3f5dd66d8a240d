#!/usr/bin/env bash
# `npm test`: the whole suite, each part once — type-check, lint, unit, API against real PostgreSQL (a
# throwaway embedded PostgreSQL 17, then a throwaway PostgreSQL 15 server reached like any DATABASE_URL),
# end-to-end in Chromium, federation between two instances (tests/federation), and the whole shape at scale
# (nginx, two instances, a worker: tests/scale). npm runs this with node_modules/.bin first on PATH, so every
# `node` here is the project's own Node 24 (docs/decisions/022-one-runtime-one-pass.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
source scripts/apt-needs.sh

[ -x /usr/bin/chromium ] || need_root_apt chromium "Chromium for the end-to-end tests"
PG15=/usr/lib/postgresql/15/bin
[ -x "$PG15/initdb" ] || need_root_apt postgresql-15 "a PostgreSQL 15 server for the external-database API run"
[ -x /usr/bin/redis-server ] || need_root_apt redis-server "a Redis server for the Redis realtime bus's tests"
[ -x /usr/sbin/nginx ] || need_root_apt nginx-light "nginx, the reverse proxy of the at-scale test"
command -v ffmpeg >/dev/null || need_root_apt ffmpeg "ffmpeg (Debian's security-maintained build), which reads every upload"
echo "Node $(node --version) ($(command -v node))"
# Node keeps the code it compiled for each module here and reuses it in every later process of the run: the
# end-to-end suite alone starts some sixty servers, each loading the same 1.2 MB bundle and its packages
# (1.9 s → 1.2 s a start here; decision 072).
export NODE_COMPILE_CACHE="$PWD/.cache/node-compile-cache"

# The contract first: the OpenAPI document and the web app's types are written from the server's routes, so
# the type-check below fails when a server change breaks the web app, and Redocly checks the document.
stage "API contract (document, web types, Redocly lint)" bash scripts/api-contract.sh
# The type-check, lint and the web build are independent and mostly single-threaded: on two cores they run side
# by side. The build is needed by the browser tests and fails when a screen's JavaScript is over its budget
# (scripts/route-budgets.ts, naming the chunk that grew).
stage "type-check, lint and the web build, side by side" side_by_side \
  "type-check" "node node_modules/typescript/bin/tsc --noEmit -p tsconfig.json" \
  "lint" "node node_modules/eslint/bin/eslint.js src tests scripts bench" \
  "web build" "node node_modules/vite/bin/vite.js build --logLevel warn"
stage "unit tests" bash scripts/vitest-run.sh unit --project unit
stage "API tests on embedded PostgreSQL 17" bash scripts/vitest-run.sh api-embedded --project api
# PostgreSQL 15 runs a compatibility set (scripts/postgres15-set.txt), the files where the two versions or the
# external path can differ; everything else runs once above.
postgres15_set=$(grep -v '^#' scripts/postgres15-set.txt | awk 'NF { print $1 }')
for file in $postgres15_set; do [ -f "$file" ] || { echo "scripts/postgres15-set.txt lists $file, which does not exist" >&2; exit 1; }; done
# shellcheck disable=SC2086 # one argument per listed file
stage "API tests on an external PostgreSQL 15 server (compatibility set)" bash scripts/with-postgres15.sh \
  bash scripts/vitest-run.sh api-postgres15 --project api $postgres15_set
stage "end-to-end tests in Chromium" bash scripts/vitest-run.sh e2e --project e2e
# npm run test:federation: two instances on loopback following, liking and reporting across (issue 40), on
# the web build above.
stage "federation between two instances, in Chromium" bash scripts/vitest-run.sh federation --project federation
# npm run test:scale's run (scripts/test-scale.sh), on the web build above.
stage "the whole shape at scale, in Chromium" bash scripts/vitest-run.sh scale --project scale
print_stages
