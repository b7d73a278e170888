#!/usr/bin/env bash
# System packages the tests need; CI runs this before scripts/test.sh.
# chromium (Debian's) is driven by Playwright in tests/test_browser.py: Playwright's own
# browser downloads are never used.  graphviz (neato) lays out the neighbourhood pictures
# (kb/graph.py).  Idempotent (installs only what is missing) and quiet.
set -euo pipefail
PACKAGES=(chromium graphviz)

missing=()
for p in "${PACKAGES[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
test -x /usr/lib/chromium/chromium || { echo "ci-deps: /usr/lib/chromium/chromium missing after install" >&2; exit 1; }
