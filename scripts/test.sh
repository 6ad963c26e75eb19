#!/usr/bin/env bash
# Every check the project has, in one run: lint, types, build, unit + browser tests, e2e, size budgets.
# Each step runs even when an earlier one failed; the last line sums them as `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
reports=.reports
rm -rf "$reports" && mkdir -p "$reports"

step() { # step <name> <command...>: runs a check and records its exit status.
  local name=$1; shift
  echo; echo "━━ $name"
  local start=$SECONDS
  "$@"; local status=$?
  echo "$name $status $((SECONDS - start))" >>"$reports/steps.txt"
}

step lint pnpm exec biome check --error-on-warnings .
step typecheck pnpm exec tsc -p tsconfig.json --noEmit
step build pnpm run build
step vitest pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
step playwright env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" pnpm exec playwright test --reporter=list,json --pass-with-no-tests
step sizes node scripts/check-sizes.mjs

node scripts/summarize-tests.mjs "$reports"
