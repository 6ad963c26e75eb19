#!/usr/bin/env bash
# Brings a machine that has only Node 20 and npm to a working checkout: pnpm, dependencies and,
# with --browser, Debian's Chromium for the browser tests. Safe to run again: each step is skipped when done.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  command -v corepack >/dev/null 2>&1 && corepack disable >/dev/null 2>&1 || true
  npm install --global --silent "pnpm@$PNPM_VERSION"
fi

echo "› installing dependencies"
for attempt in 1 2 3; do
  if pnpm install --frozen-lockfile --reporter=append-only >/tmp/docs-assistant-install.log 2>&1; then break; fi
  if [ "$attempt" = 3 ]; then cat /tmp/docs-assistant-install.log; exit 1; fi
  echo "  install failed (attempt $attempt), retrying"; sleep 3
done

if [ "${1:-}" = "--browser" ]; then
  CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$CHROMIUM" ]; then
    echo "› installing Debian's chromium"
    SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
fi
