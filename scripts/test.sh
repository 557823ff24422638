#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step "System packages"
bash scripts/ensure-system-packages.sh

step "Lint and format"
npm run lint

step "Type check"
npm run typecheck

step "Domain rules and web components"
npm run test:unit

step "API on the embedded database"
npm run test:api

step "API on a PostgreSQL server"
bash scripts/with-postgres.sh npm run test:api

step "Build"
npm run build

step "Browser journeys (Chromium)"
npm run test:e2e
