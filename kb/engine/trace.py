"""The trace: what happened and why, each line citing rules by *concept*.

Concepts ("layer.7b", "dependency", "ts_attach", ...) become rule numbers of the scenario's
edition only when the trace is rendered (:class:`kb.engine.profiles.Citations`), so the same
engine run cites 418.5c under the 2007 rules and 613.8a today.
"""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Trace", "Line"]


@dataclass
class Line:
    text: str
    cites: tuple = ()
    indent: int = 0
    kind: str = "note"   # 'step' | 'eval' | 'layer' | 'apply' | 'why' | 'result' | 'note' | 'expect'
    numbers: tuple = ()  # rule numbers the line states itself (a refused step's reason, already the edition's own)


@dataclass
class Trace:
    lines: list = field(default_factory=list)

    def add(self, text: str, *cites: str, indent: int = 0, kind: str = "note", numbers: tuple = ()) -> Line:
        line = Line(text, tuple(c for c in cites if c), indent, kind, tuple(numbers))
        self.lines.append(line)
        return line

    def extend(self, other: "Trace") -> None:
        self.lines.extend(other.lines)

    def render(self, citations) -> list[tuple[Line, list[str]]]:
        """Each line with the rule numbers it cites in the edition of ``citations``."""
        out = []
        for ln in self.lines:
            nums = []
            for n in [citations.number(c) for c in ln.cites] + list(ln.numbers):
                if n and n not in nums:
                    nums.append(n)
            out.append((ln, nums))
        return out
