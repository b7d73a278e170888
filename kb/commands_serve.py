"""`kb serve`: Datasette on the KB (issue 4)."""
from __future__ import annotations

from .cli import app  # noqa: F401
