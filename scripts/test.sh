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

step "API on the embedded database"
counted npm run test:api

step "API on a PostgreSQL server"
counted bash scripts/with-postgres.sh npm run test:api

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
