"""A requirement to attack a player other than the effect's controller, without goad: "Until your next turn, creatures
your opponents control attack each combat if able and attack a player other than you if able." (Kardur, Doomscourge).

These are goad's two requirements (701.15b) written out, with no goaded designation: nothing that reads "goaded"
sees these creatures. 508.1d: the attacking player declares attackers obeying as many requirements as possible without
disobeying a restriction; "attacks each combat if able" is one requirement, "attacks a player other than you if able"
another, obeyed by an attack on a player who isn't the effect's controller ("you", 109.5). With no such player it can
attack, it can't be obeyed, and attacking the controller obeys the first one alone (the ruling of Kardur).

The rules effect applies to whatever creatures its description finds when attackers are declared (611.2c is about
characteristics and controllers: creatures that come under an opponent's control later are included, the ruling of
Kardur); the layers bind "you" to the effect's controller (:func:`bound_label`, kb.engine.layers), and
kb.engine.declare counts the requirement (:func:`other_than_players`).
"""
from __future__ import annotations

import re

__all__ = ["OTHER_THAN_YOU", "read_attack_other_player", "bound_label", "other_than_players"]

OTHER_THAN_YOU = "attacks a player other than you if able"   # the rules label as read; bound by :func:`bound_label`
_BOUND = re.compile(r"attacks a player other than (.+) if able")

# the subjects a static or timed sentence may give these requirements (the static combat rules', kb.engine.parser)
_SENTENCE = re.compile(r"(~|Enchanted creature|Equipped creature|Creatures you control|Each creature you control|"
                       r"Creatures your opponents control|All creatures|Each creature) (?:attacks|attack) each combat if "
                       r"able and (?:attacks|attack) a player other than you if able")


def read_attack_other_player(s: str, pc, parse_selector):
    """(selector, the two requirement labels) of "[creatures] attack each combat if able and attack a player other than
    you if able", else None."""
    m = _SENTENCE.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    return parse_selector(m.group(1), pc), ("attacks each combat if able", OTHER_THAN_YOU)


def bound_label(label: str, you: str) -> str | None:
    """The label naming the effect's controller (``you``) for :data:`OTHER_THAN_YOU`, else None."""
    return f"attacks a player other than {you} if able" if label == OTHER_THAN_YOU else None


def other_than_players(labels) -> list:
    """The players each bound requirement in ``labels`` says the creature attacks a player other than."""
    return [m.group(1) for lab in labels if (m := _BOUND.fullmatch(str(lab)))]
