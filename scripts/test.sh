#!/usr/bin/env bash
# Install and run the whole test suite (corpus tests need ../shared beside the project).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh --semantic  # the tests cover the optional semantic ranking too
# both cores (pytest-xdist): the suite takes about 15 minutes in one process on a 2-core machine. Each module runs
# on one worker (--dist loadscope: its module fixtures are built once), the longest first (tests/conftest.py).
.venv/bin/python -m pytest -q -n auto --dist loadscope --no-loadscope-reorder --durations=20 "$@"
