"""The activated abilities of the cards exiled with an object, gained by it: "~ has all activated abilities of all
creature cards exiled with it." (Patchwork Crawler, Dark Impostor).

607.2a: the cards "exiled with [this object]" are those an ability printed on it exiled (kb.engine.actions_cards
records them, ``exiled_with``); the static ability is linked to that ability. The object has every activated ability
(602.1; mana abilities are activated abilities too, 605.1a) each such card has in exile, as the abilities are now
(613.1f, layer 6): what it has changes as cards are exiled with it (613.8a: it depends on those cards). A gained
ability that names the card it came from means the object that has it (201.5b).

An ability of such a card the engine doesn't read (kb.engine.abilities.UnmodelledAbility) that could be an activated
one is gained as it is: unread, so what it could change is "cannot decide".
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .effects import Ctx, FoundAbilitiesOp
from .filters import ALL_ZONES

__all__ = ["GainLinkedActivatedOp", "GainTopCardActivatedOp", "read_linked_activated", "read_top_card_activated"]

_PHRASE = re.compile(r"all activated abilities of all (.+? cards?) exiled with (?:~|it)")


def read_linked_activated(rest: str, pc, parse_selector) -> list | None:
    """'has all activated abilities of all creature cards exiled with it' (the words after "has") → the op; None
    when ``rest`` says something else. ``parse_selector``: the reader of "creature cards exiled with ~"
    (kb.engine.parser's, passed in: no import circle)."""
    m = _PHRASE.fullmatch(rest)
    if m is None:
        return None
    sel = parse_selector(f"{m.group(1)} exiled with ~", pc, default_zone=frozenset(ALL_ZONES))
    return [GainLinkedActivatedOp(selector=sel)]


def _activated(ability) -> bool:
    """An activated ability (602.1, 605.1a), or an unread line that could be one."""
    from .abilities import ActivatedAbility, ManaAbility, UnmodelledAbility
    if isinstance(ability, (ActivatedAbility, ManaAbility)):
        return True
    if isinstance(ability, UnmodelledAbility):
        return ability.guess == "activated" or ":" in re.sub(r'"[^"]*"', "", ability.text or "")
    if getattr(ability, "kind", "") != "keyword":
        return False
    from .unknowns import ACTIVATED_ELSEWHERE
    return ability.name.lower().split(" ")[0].split("-")[0] in ACTIVATED_ELSEWHERE | _ACTIVATED_KEYWORDS


# Keywords 702 defines as activated abilities that the card reader keeps as keywords (the others, equip, cycling,
# outlast, level up, crew, scavenge, reconfigure …, are read as activated abilities): ninjutsu (702.49a), transfigure
# (702.71a), and those working from a hand or a graveyard (kb.engine.unknowns.ACTIVATED_ELSEWHERE).
_ACTIVATED_KEYWORDS = frozenset(("ninjutsu", "transfigure"))


@dataclass(frozen=True, eq=False)
class GainLinkedActivatedOp(FoundAbilitiesOp):
    """Adds the activated abilities of each object ``selector`` matches (cards exiled with the source, 607.2a)."""

    def _found(self, ctx: Ctx) -> tuple:
        return tuple(h.ability for x in ctx.work.values() if x.oid != getattr(ctx.src, "oid", None)
                     and self.selector.match(x, ctx) for h in x.abilities if _activated(h.ability))

    def apply(self, w, ctx) -> None:
        from .effects import ctx_ts
        from .objects import Held, edition_abilities
        add = edition_abilities(tuple(Held(a, "granted", ctx_ts(ctx)) for a in self._found(ctx)), ctx.edition, w.zone)
        if add:
            w.abilities = w.abilities + add

    def describe(self) -> str:
        return f"has all activated abilities of all {self.selector}"


_TOP = re.compile(r"(?:~|[Ii]t) has all activated abilities of that card")


@dataclass(frozen=True, eq=False)
class GainTopCardActivatedOp(GainLinkedActivatedOp):
    """"As long as the top card of your library is an artifact or creature card, ~ has all activated abilities of that
    card." (Skill Borrower, Conspicuous Snoop): the activated abilities the card on top of its controller's library has
    (401.1), gained in layer 6 (613.1f) — what it has follows that card as it changes (613.8a; the library's order is
    read through the game view, so the evaluation follows it). A top card the scenario doesn't name gives nothing
    here; the condition before it (kb.engine.librarytop.LibraryTop) makes what it could change "cannot decide"."""

    def _found(self, ctx: Ctx) -> tuple:
        from .librarytop import top_card_id
        game = getattr(ctx, "game", None)
        state = getattr(game, "state", None)
        if state is None or ctx.you not in getattr(state, "players", ()):
            return ()
        game.used = True   # the library's order is no characteristic (kb.engine.gamevalues.game_key)
        top = top_card_id(state, ctx.you)
        x = ctx.work.get(top) if top is not None and top is not ... else None
        if x is None or not self.selector.match(x, ctx):
            return ()
        return tuple(h.ability for h in x.abilities if _activated(h.ability))

    def describe(self) -> str:
        return "has all activated abilities of that card the top card of your library"


def read_top_card_activated(s: str, cond, pc, parse_selector) -> list | None:
    """'~ has all activated abilities of that card' (``s``, the sentence after the condition) after the condition "the
    top card of your library is …" (``cond``, a kb.engine.librarytop.LibraryTop: "that card" is that top card, 608.2c)
    → the op; None for other words or another condition."""
    from .librarytop import LibraryTop
    if not isinstance(cond, LibraryTop) or _TOP.fullmatch(s.strip().rstrip(".")) is None:
        return None
    return [GainTopCardActivatedOp(selector=parse_selector("card", pc, default_zone=frozenset(("library",))))]
