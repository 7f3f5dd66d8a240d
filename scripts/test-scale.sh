#!/usr/bin/env bash
# `npm run test:scale`: Popreel's whole shape at scale in one run (issue 27, tests/scale): Debian's nginx in
# front of two app instances and one `npm run worker` process, on a PostgreSQL 15 primary and streaming
# replica, S3-compatible storage (s3rver) and the Redis realtime bus, driven by Chromium. Installs nginx,
# redis-server, postgresql-15, chromium and ffmpeg with apt when root, as `npm test` does, or says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
source scripts/apt-needs.sh

[ -x /usr/sbin/nginx ] || need_root_apt nginx-light "nginx, the reverse proxy in front of the instances"
[ -x /usr/bin/redis-server ] || need_root_apt redis-server "a Redis server for the realtime bus"
[ -x /usr/lib/postgresql/15/bin/initdb ] || need_root_apt postgresql-15 "a PostgreSQL 15 primary and replica"
[ -x /usr/bin/chromium ] || need_root_apt chromium "Chromium to drive the app"
command -v ffmpeg >/dev/null || need_root_apt ffmpeg "ffmpeg (Debian's security-maintained build) for the worker's transcode"
echo "Node $(node --version) ($(command -v node)), $(/usr/sbin/nginx -v 2>&1)"

stage "web build" node node_modules/vite/bin/vite.js build --logLevel warn
stage "the whole shape at scale, in Chromium" bash scripts/vitest-run.sh scale --project scale
print_stages
