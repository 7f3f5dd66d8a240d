# Sourced by build-image.sh and start-image.sh: podman as this machine can run it, and the names both use.
#
# Some machines cannot run a container with podman's defaults (decision 077). On the 2-core test VM:
#   - crun refuses the cgroup layout: "crun: cgroups in hybrid mode not supported, drop all controllers from
#     cgroupv2" (cgroup v1 with a v2 hierarchy that still holds hugetlb): runc runs it;
#   - root has no CAP_SYS_RESOURCE and a hard limit of 20000 open files, so podman's default rlimits are refused:
#     "crun: setrlimit `RLIMIT_NOFILE`: Operation not permitted" (then RLIMIT_NPROC: podman lowers its own
#     process limit to 32768 before it starts the runtime).
# So a probe container runs first; only when it fails do we write a containers.conf that uses runc and the
# machine's own limits, and point CONTAINERS_CONF at it (read by podman run, podman build and podman-compose
# alike). A machine where the probe passes is left with podman's defaults.
set -euo pipefail

BASE_IMAGE=${POPREEL_BASE_IMAGE:-localhost/popreel-base:bookworm}
APP_IMAGE=${POPREEL_IMAGE:-localhost/popreel:latest}
WORK=${POPREEL_CONTAINER_WORK:-/var/tmp/popreel-container}
mkdir -p "$WORK"

need_tool() { # need_tool PROGRAM PACKAGE: apt-get as root, else say what to install and stop
  command -v "$1" >/dev/null && return
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing $2 with apt-get…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
  else
    echo "This needs $1. Install it with: sudo apt-get install -y $2" >&2
    exit 1
  fi
}

# `podman_probe IMAGE`: runs `true` in IMAGE until podman can, adjusting the configuration once.
podman_probe() {
  local error
  if error=$(podman run --rm "$1" true 2>&1); then return 0; fi
  echo "podman with its defaults cannot run a container here: $error"
  need_tool runc runc
  local nofile nproc
  nofile=$(ulimit -Hn)
  nproc=$(ulimit -Hu)
  if [ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ]; then nproc=32768; fi
  cat >"$WORK/containers.conf" <<EOF
# Written by scripts/container/podman.sh because: $error
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]
[engine]
runtime = "runc"
EOF
  export CONTAINERS_CONF="$WORK/containers.conf"
  echo "Using $CONTAINERS_CONF (runc, nofile=$nofile, nproc=$nproc)."
  if ! error=$(podman run --rm "$1" true 2>&1); then
    echo "Containers cannot run on this machine: $error" >&2
    exit 3
  fi
}

# Reuse a configuration an earlier build wrote (so start-image.sh and podman-compose see the same one).
if [ -z "${CONTAINERS_CONF:-}" ] && [ -f "$WORK/containers.conf" ]; then export CONTAINERS_CONF="$WORK/containers.conf"; fi
