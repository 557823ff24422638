#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

# Every runner's output is kept, so the counts can be added up at the end.
log=$(mktemp /tmp/internplace-test.XXXXXX)
trap 'rm -f "$log"' EXIT
counted() { "$@" 2>&1 | tee -a "$log"; }

step "System packages"
bash scripts/ensure-system-packages.sh

step "Lint and format"
npm run lint

step "Type check"
npm run typecheck

step "Domain rules and web components"
counted npm run test:unit

# The two API runs go side by side: vitest gives a two-core machine one worker, so one run alone
# leaves a core idle, and together they took over half of CI's time one after the other.
step "API on the embedded database and on a PostgreSQL server, side by side"
embedded_log=$(mktemp /tmp/internplace-api-embedded.XXXXXX)
postgres_log=$(mktemp /tmp/internplace-api-postgres.XXXXXX)
trap 'rm -f "$log" "$embedded_log" "$postgres_log"' EXIT
npm run test:api >"$embedded_log" 2>&1 &
embedded=$!
bash scripts/with-postgres.sh npm run test:api >"$postgres_log" 2>&1 &
postgres=$!
embedded_status=0 postgres_status=0
wait "$embedded" || embedded_status=$?
wait "$postgres" || postgres_status=$?
printf '\n--- API on the embedded database\n'
tee -a "$log" <"$embedded_log"
printf '\n--- API on a PostgreSQL server\n'
tee -a "$log" <"$postgres_log"
if [ "$embedded_status" -ne 0 ] || [ "$postgres_status" -ne 0 ]; then
  echo "API tests failed (embedded: exit $embedded_status, PostgreSQL: exit $postgres_status)"
  exit 1
fi

step "Build"
npm run build

step "First-load JavaScript budgets (issue 15)"
node scripts/check-bundle-budget.mjs

step "Browser journeys (Chromium)"
counted npm run test:e2e

# One closing line for all runners (vitest and Playwright each print their own).
sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  /^ *Tests +[0-9]+ passed/ { for (i = 1; i <= NF; i++) if ($(i + 1) ~ /^passed/) passed += $i }
  /^ *[0-9]+ passed \(/ { passed += $1 }
  END { printf "\n%d passed, 0 failed\n", passed }'
