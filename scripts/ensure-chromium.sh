#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download is possible here).
# Installs it when it is missing and we are root; otherwise stops with a clear message.
set -euo pipefail
exec bash "$(dirname "$0")/lib/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the browser tests" \
  "or set CHROMIUM_PATH to a Chromium binary, then run the tests again."
