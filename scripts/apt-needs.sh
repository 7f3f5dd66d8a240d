# Sourced by .ci/run, scripts/test.sh and scripts/test-scale.sh.

# `apt_install PACKAGE…` as root. A package with a service (nginx, redis-server, postgresql-15) would start it
# system-wide on install; the tests start their own, so services are kept from starting (policy-rc.d) unless
# the machine already has a policy of its own.
apt_install() {
  local policy=/usr/sbin/policy-rc.d added="" status=0
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added=1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null || status=$?
  if [ -n "$added" ]; then rm -f "$policy"; fi
  return $status
}

# `need_root_apt PACKAGE WHAT` installs a Debian package the tests need when we are root with apt, or stops at
# once saying what to install — never a silent skip.
need_root_apt() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing $1 ($2)…"
    apt_install "$1"
  else
    echo "This test command needs $2. Install it with: sudo apt-get install -y $1" >&2
    exit 1
  fi
}
