"""Reference graph, rule history, diffs and citation checks (issue 3)."""
from __future__ import annotations

from .cli import app  # noqa: F401
