#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1, with TEST_DATABASE_URL set.
# The server lives in a temporary folder and is stopped and removed when the command ends.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
work=$(mktemp -d /tmp/internplace-pg.XXXXXX)
port=$((20000 + RANDOM % 20000))
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root.
  chown -R postgres:postgres "$work"
  run_as=(runuser -u postgres --)
fi

stop() {
  "${run_as[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

"${run_as[@]}" "$bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $work -c fsync=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running on 127.0.0.1:$port"

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
