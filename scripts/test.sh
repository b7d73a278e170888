#!/usr/bin/env bash
# Install and run the whole test suite (corpus tests need ../shared beside the project).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh --semantic  # the tests cover the optional semantic ranking too
# both cores (pytest-xdist): the suite takes about 15 minutes in one process on a 2-core machine; with
# --dist loadgroup the tests of a module marked xdist_group run on one worker, so its module fixtures run once
.venv/bin/python -m pytest -q -n auto --dist loadgroup --durations=20 "$@"
