"""The rules engine's commands: `kb scenario run`, `kb ask` (issue 5)."""
from __future__ import annotations

from .cli import app  # noqa: F401
