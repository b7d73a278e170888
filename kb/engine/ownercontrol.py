""""Each player gains control of all permanents they own." — every permanent of the description under its owner's
control: a control-changing effect (layer 2, 613.1b) whose new controller is, for each permanent, the player who owns
it (108.3), applied to the permanents there as the spell or ability resolved (611.2c) and lasting indefinitely.

Only this sentence, with no duration, is read: "until end of turn" or another player word stays unread."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .effects import ControlOp

__all__ = ["OwnerControlOp", "read_owner_control"]

_EACH_OWNS = re.compile(r"[Ee]ach player gains control of all (.+?) they own")


@dataclass(frozen=True, eq=False)
class OwnerControlOp(ControlOp):
    """Its owner controls it (613.1b): the controller each permanent gets is its own owner."""

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return False

    def apply(self, w, ctx) -> None:
        w.controller = w.owner

    def params(self, ctx, w):
        return ("owner", w.owner)

    def describe(self) -> str:
        return "its owner controls it"


def read_owner_control(s: str) -> str | None:
    """The permanents' description ("permanents", "creatures") of "Each player gains control of all <X> they own", as
    "all <X>"; None for any other sentence."""
    m = _EACH_OWNS.fullmatch(s)
    return None if m is None else "all " + m.group(1)
