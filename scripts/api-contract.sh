#!/usr/bin/env bash
# The API contract stage of `npm test` (issue 36): regenerate docs/openapi.json and src/web/api/contract.gen.ts
# from the server's routes, then lint the document with Redocly's recommended rules (redocly.yaml), where
# any error or warning fails. Run `npm run api:contract` and commit both files after changing a route.
set -euo pipefail
cd "$(dirname "$0")/.."
node --import tsx scripts/api-contract.ts
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  node node_modules/@redocly/cli/bin/cli.js lint docs/openapi.json --max-problems 1000 --format stylish
if ! git diff --quiet -- docs/openapi.json src/web/api/contract.gen.ts 2>/dev/null; then
  echo "note: the committed API contract was out of date; it has been rewritten (commit docs/openapi.json and src/web/api/contract.gen.ts)" >&2
fi
