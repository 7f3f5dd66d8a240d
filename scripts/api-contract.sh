#!/usr/bin/env bash
# The API contract stage of `npm test` (issue 36): regenerate docs/openapi.json and the web app's types
# (src/web/api/contract.gen.ts, not committed) from the server's routes, then lint the document with Redocly's
# recommended-strict rules (redocly.yaml), where any error or warning fails; then docs/asyncapi.json, written
# from the realtime catalog, against the AsyncAPI 3.0.0 schema. Commit docs/openapi.json after
# changing a route (`npm run api:contract` rewrites it).
set -euo pipefail
cd "$(dirname "$0")/.."
node --import tsx scripts/api-contract.ts
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  node node_modules/@redocly/cli/bin/cli.js lint docs/openapi.json --max-problems 1000 --format stylish
# The realtime socket's AsyncAPI document (issue 54 item 6), written beside it from the realtime catalog.
node --import tsx scripts/asyncapi-lint.ts
for document in docs/openapi.json docs/asyncapi.json; do
  if ! git diff --quiet -- "$document" 2>/dev/null; then
    echo "note: the committed $document was out of date; it has been rewritten (commit it)" >&2
  fi
done
