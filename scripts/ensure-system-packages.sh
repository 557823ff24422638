#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium for the browser journeys, PostgreSQL for
# the server-database run and backups, nginx for the cluster) when they are missing. As root it installs them; otherwise it stops and
# prints the exact command to run.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >/dev/null
