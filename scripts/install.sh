#!/usr/bin/env bash
# Create .venv (if needed) and install the project with its test extras.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
# requirements.lock pins every dependency to the versions the tests last passed with.
# editable_mode=compat: a plain path entry, no import hook at start-up (faster commands).
.venv/bin/python -m pip install -q -c requirements.lock -e '.[test]' --config-settings editable_mode=compat
# Byte-compile the project once: a command then starts without compiling its modules again
# (an environment with PYTHONDONTWRITEBYTECODE=1 would otherwise compile them on every run).
.venv/bin/python -m compileall -q kb ingest > /dev/null
