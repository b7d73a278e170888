"""Cards and rulings: `kb cards import`, `kb card`, `kb rulings` (issue 6)."""
from __future__ import annotations

from .cli import app  # noqa: F401
