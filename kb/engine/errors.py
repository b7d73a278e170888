"""The engine's errors: rules text it cannot read, and actions the rules do not allow."""
from __future__ import annotations

__all__ = ["ParseError", "EngineError"]


class ParseError(ValueError):
    """Rules text the engine does not understand; ``phrase`` is the part it could not read."""

    def __init__(self, phrase: str, why: str = "", card: str | None = None):
        self.phrase = phrase.strip()
        self.why = why
        self.card = card
        where = f" in the rules text of {card}" if card else ""
        super().__init__(f"cannot read \u201c{self.phrase}\u201d{where}" + (f": {why}" if why else ""))


class EngineError(ValueError):
    """An action the rules do not allow here (an illegal target, an unknown object, a missing choice)."""
