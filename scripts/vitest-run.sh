#!/usr/bin/env bash
# `vitest-run.sh REPORT ARGS…`: one Vitest run that also writes its per-file timings to
# .cache/test-reports/REPORT.json, which `node scripts/test-timings.mjs` ranks.
set -euo pipefail
report=$1; shift
mkdir -p .cache/test-reports
exec node node_modules/vitest/vitest.mjs run --reporter=default --reporter=json \
  --outputFile.json=".cache/test-reports/$report.json" "$@"
