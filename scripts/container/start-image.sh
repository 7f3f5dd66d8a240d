#!/usr/bin/env bash
# Starts Popreel's image (build it first: scripts/container/build-image.sh) on a throwaway DATA_DIR volume,
# waits until /api/health answers 200, prints that answer and the image's own health check, then stops it and
# removes the container and the volume. Exits non-zero when any of that fails, with the container's log.
#
#   bash scripts/container/start-image.sh                       # the image as it is: embedded PostgreSQL, demo
#   bash scripts/container/start-image.sh -e SEED_DEMO=false    # extra `podman run` options go to the container
#
# The host port is one podman picks (so a Popreel already on 3000 is no obstacle); START_TIMEOUT (seconds,
# default 300) covers the first start's demo render with ffmpeg on a busy two-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/container/podman.sh
command -v curl >/dev/null || need_tool curl curl
podman image exists "$APP_IMAGE" || { echo "No $APP_IMAGE: run bash scripts/container/build-image.sh first." >&2; exit 1; }
podman_probe "$APP_IMAGE"

name="popreel-start-$$"
volume="popreel-start-data-$$"
timeout=${START_TIMEOUT:-300}
cleanup() {
  podman rm --force --time 5 "$name" >/dev/null 2>&1 || true
  podman volume rm --force "$volume" >/dev/null 2>&1 || true
}
trap cleanup EXIT
fail() {
  echo "FAILED: $1" >&2
  echo "--- the container's log (last 60 lines) ---" >&2
  podman logs --tail 60 "$name" >&2 || true
  exit 1
}

podman volume create "$volume" >/dev/null
# Only loopback on the host; 127.0.0.1::3000 lets podman choose a free port.
podman run --detach --name "$name" --volume "$volume:/data" --publish 127.0.0.1::3000 "$@" "$APP_IMAGE" >/dev/null
port=$(podman port "$name" 3000/tcp | head -n 1 | sed 's/.*://')
url="http://127.0.0.1:$port/api/health"
echo "Started $name from $APP_IMAGE (volume $volume at /data); waiting for $url (up to $timeout s)…"

started=$SECONDS status=000
while [ $((SECONDS - started)) -lt "$timeout" ]; do
  [ "$(podman inspect --format '{{.State.Running}}' "$name")" = true ] ||
    fail "the container exited (code $(podman inspect --format '{{.State.ExitCode}}' "$name")) before it was healthy"
  status=$(curl --silent --output "$WORK/health.json" --write-out '%{http_code}' --max-time 5 "$url" || true)
  [ "$status" = 200 ] && break
  sleep 2
done
[ "$status" = 200 ] || fail "no 200 from $url within $timeout s (last status $status)"

echo "GET /api/health → $status after $((SECONDS - started)) s: $(cat "$WORK/health.json")"
podman logs "$name" 2>&1 | grep -m 1 -o 'Popreel is running at[^"]*' || true
echo "Running as: $(podman exec "$name" id)"
# The Containerfile's HEALTHCHECK, run by hand (podman schedules it with systemd timers, absent on some hosts).
if podman healthcheck run "$name" >/dev/null 2>&1; then echo "HEALTHCHECK: healthy"; else fail "the image's HEALTHCHECK says unhealthy"; fi

podman stop --time 60 "$name" >/dev/null
echo "Stopped (exit code $(podman inspect --format '{{.State.ExitCode}}' "$name")); its last lines:"
podman logs --tail 3 "$name" 2>&1
