#!/usr/bin/env bash
# `vitest-run.sh REPORT ARGS…`: one Vitest run that also writes its per-file timings to
# .cache/test-reports/REPORT.json, which `node scripts/test-timings.mjs` ranks.
set -euo pipefail
report=$1; shift
mkdir -p .cache/test-reports
# The Node 24 npm install brings, as under npm test (the servers the tests spawn need Node 22 or newer).
export PATH="$PWD/node_modules/.bin:$PATH"
exec node node_modules/vitest/vitest.mjs run --reporter=default --reporter=json \
  --outputFile.json=".cache/test-reports/$report.json" "$@"
