#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download is possible here).
# Installs it when it is missing and we are root; otherwise stops with a clear message.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install Debian's 'chromium' package as root (apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium binary, then run the tests again." >&2
exit 1
