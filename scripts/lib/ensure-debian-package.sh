#!/usr/bin/env bash
# ensure-debian-package.sh BINARY PACKAGE PURPOSE [HINT]: installs Debian's PACKAGE when BINARY is
# missing and we are root; otherwise stops with a clear message (and HINT, another way out).
set -euo pipefail
BINARY="$1" PACKAGE="$2" PURPOSE="$3" HINT="${4:-}"
if [ -x "$BINARY" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $PACKAGE for $PURPOSE…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$PACKAGE" >/dev/null
  [ -x "$BINARY" ] && exit 0
fi
echo "${PACKAGE} is missing at $BINARY. Install Debian's '$PACKAGE' package as root (apt-get install $PACKAGE)" >&2
[ -n "$HINT" ] && echo "$HINT" >&2
exit 1
