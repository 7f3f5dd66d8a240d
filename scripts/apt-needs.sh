# Sourced by scripts/test.sh and scripts/test-scale.sh: `need_root_apt PACKAGE WHAT` installs a Debian package
# the tests need when we are root with apt, or stops at once saying what to install — never a silent skip.
need_root_apt() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing $1 ($2)…"
    # A package with a service (nginx, redis-server) would start it system-wide on install; the tests start
    # their own, so services are kept from starting (policy-rc.d) unless the machine already has a policy.
    local policy=/usr/sbin/policy-rc.d added=""
    if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added=1; fi
    local status=0
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null || status=$?
    if [ -n "$added" ]; then rm -f "$policy"; fi
    return $status
  else
    echo "This test command needs $2. Install it with: sudo apt-get install -y $1" >&2
    exit 1
  fi
}
