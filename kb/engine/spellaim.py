""""Counter target spell that targets a creature", "… that targets you or a permanent you control": a spell described
by what it targets (115.9b). The spell matches when one of its targets, as it is now, is one the words name: an object
still in the zone it's expected to be in (its current characteristics, legal for that spell or not), a player still in
the game; a target no longer there is ignored, its last known information not used. A modal spell's targets are those
of the modes chosen (700.2: the other modes' targets are never chosen).

Read in :func:`kb.engine.parser.parse_selector`, before its "or" is taken as joining two kinds of object.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["SpellAim", "SpellsOnStack", "read_spell_aim", "spell_stack_item"]

_AIM = re.compile(r"((?:.+? )?spells?) that targets (.+)")
_PLAYERS = {"you": "you", "a player": "player", "an opponent": "opponent", "~": "self"}


class SpellsOnStack:
    """What a description of spells by what happened to them on the stack shares (their ``base`` description, the
    objects they can be): the zones of its base, and the spells it matches among the objects."""

    __slots__ = ()

    @property
    def zones(self) -> frozenset:
        return self.base.zones

    def select(self, work, ctx) -> frozenset[int]:
        return frozenset(oid for oid, w in work.items() if self.match(w, ctx))


@dataclass(frozen=True, slots=True)
class SpellAim(SpellsOnStack):
    """Spells ``base`` describes that target one of: the players ``players`` says ("you", "a player", "an
    opponent"), the source itself (``players`` "~"), or an object one of ``objects`` describes (115.9b)."""

    base: object
    players: tuple = ()
    objects: tuple = ()
    describe: str = ""

    def match(self, w, ctx) -> bool:
        if not self.base.match(w, ctx):
            return False
        item = spell_stack_item(w, ctx)
        if item is None:   # not a spell on the stack the game shows: it targets nothing
            return False
        return any(self._aims_at(t, ctx) for t in getattr(item, "targets", ()) or () if t is not None)

    def _aims_at(self, target, ctx) -> bool:
        kind, ref = target
        said = {_PLAYERS[p] for p in self.players}
        if kind == "player":
            state = ctx.game.state
            if ref not in state.players or not state.player_state[ref].in_game:
                return False   # 115.9b: a player no longer in the game is ignored
            return ("player" in said or ("you" in said and ref == ctx.you) or
                    ("opponent" in said and ctx.you is not None and ref != ctx.you))
        w = ctx.work.get(ref)
        if w is None:
            return False   # 115.9b: no longer in the zone it's expected to be in: ignored
        if "self" in said and ctx.src is not None and ref == ctx.src.oid:
            return True
        return any(s.match(w, ctx) for s in self.objects)

    @property
    def reads(self) -> frozenset:
        return frozenset().union(self.base.reads, *(s.reads for s in self.objects))

    @property
    def source_relative(self) -> bool:
        return True   # "you" is the source's controller; the targets are of the spell, not of the source

    def __str__(self) -> str:
        return self.describe or f"{self.base} that targets something"


def spell_stack_item(w, ctx):
    """The stack item of the spell object ``w`` (405.1), or None when the game isn't there to look at."""
    game = getattr(ctx, "game", None)
    state = getattr(game, "state", None)
    if state is None:
        return None
    for item in getattr(state, "stack", ()):
        if item.kind == "spell" and item.oid == w.oid:
            return item
    return None


def read_spell_aim(phrase: str, parse_selector, pc, default_zone):
    """A "spell that targets …" description, or None when ``phrase`` is not one (or names what can't be read)."""
    m = _AIM.fullmatch(phrase)
    if m is None:
        return None
    base = parse_selector(m.group(1), pc, default_zone=default_zone)
    players, objects = [], []
    for part in re.split(r",? or ", m.group(2)):
        part = part.strip()
        if part in _PLAYERS:
            players.append(part)
            continue
        art = re.fullmatch(r"(?:a|an) (.+)", part)
        if art is None:
            return None
        objects.append(parse_selector(art.group(1), pc))
    return SpellAim(base=base, players=tuple(players), objects=tuple(objects), describe=phrase)
