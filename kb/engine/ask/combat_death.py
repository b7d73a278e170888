"""A creature said to die in a combat whose damage the story never told (chat58): "My Sengir Vampire blocks his
Grizzly Bears and the bears dies. What's my vampire's P/T after?"

Players tell the outcome of a combat as an event: "he blocks with X and X dies", "they traded, both died". Read
as the step "X dies" right after the declarations, the creature is moved to the graveyard before combat damage is
dealt, so it deals and is dealt none: Sengir Vampire's ability, Ajani's Pridemate's life, a lifelinker's gain, a
trampler's excess all come out as if there had been no fight. That was a confident wrong answer (4/4 for the
Vampire above, where the combat makes it 5/5, 510.2, 603.10a). Whether the creature died of the combat's damage or
of something else before it (a sacrifice, a spell) is not said, and the two can differ.

:func:`death_in_unfought_combat` refuses such a statement, naming its words: a creature that attacks or blocks in
the combat just declared, said to die with no combat damage step (and no end of the combat or the turn) told since.
The sentence is then set aside as any unread sentence is ("cannot decide" when it could change the answer, naming
it). A death said after the damage ("after damage the bears die"), or of a creature not in the combat, is read as
before.
"""
from __future__ import annotations

from .lexicon import AskError, fold
from .ptoks import PTok, join_toks

__all__ = ["death_in_unfought_combat"]

_DIES = ("dies", "died", "die")


def _in_combat(steps: list[dict]) -> set[str]:
    """The creatures attacking or blocking in the last combat declared, when no step has moved past its declarations
    since (combat damage, the end of combat or of the turn); else the empty set."""
    acts = [st for st in steps if not ({"show", "expect", "note"} & set(st))]
    at = next((i for i in range(len(acts) - 1, -1, -1) if {"attack", "block"} & set(acts[i])), None)
    if at is None or any({"step", "end_turn", "pass", "damage_step"} & set(st) for st in acts[at + 1:]):
        return set()
    names: set[str] = set()
    for st in acts[:at + 1]:
        if "attack" in st:
            att = st["attack"]
            names |= {fold(a if isinstance(a, str) else a.get("card", "")) for a in (att if isinstance(att, list) else [att])}
        if "block" in st and isinstance(st["block"], dict):
            for k, v in st["block"].items():
                names.add(fold(k))
                names |= {fold(x) for x in (v if isinstance(v, list) else [v]) if isinstance(x, str)}
    return names


def death_in_unfought_combat(reader, out: list[PTok]) -> None:
    """Raise when the clause read (``out``, step words) says that a creature in the combat just declared dies, and the
    combat's damage was never told."""
    words = [t.low for t in out if t.text not in (".", ",")]
    if len(words) < 2 or words[-1] not in _DIES:
        return
    name = fold(join_toks([t for t in out if t.text not in (".", ",")][:-1]).strip())
    c = reader.compiled_so_far()
    if c is None or not c.steps:
        return
    fighting = _in_combat(c.steps)
    if name not in fighting:
        return
    raise AskError(f"{join_toks(out)!r} right after the attack or block: whether it died of the combat's damage "
                   f"(510.2) or of something before it is not said, and the answer can differ (say 'after combat "
                   f"damage', or how it died)", reader.q, out[0].start, out[-1].end)
