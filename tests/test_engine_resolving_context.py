"""A resolving spell's or ability's contexts carry the game view (kb.engine.rctx.RCtx.at): a description that
reads the combat — "creature defending player controls" (508.5) — reads it there too, never a silent no-match."""
from __future__ import annotations

from types import SimpleNamespace

from kb.engine import GameState, card
from kb.engine.filters import Selector
from kb.engine.rctx import RCtx


def _item(source: int) -> SimpleNamespace:
    return SimpleNamespace(source=source, source_lki=None, controller="you", choices={}, targets=(), ts=0, x=None,
                           paid={}, mana=None, kicked=False, event=None, removed={})


def _game() -> tuple:
    g = GameState("2026-04-17")
    knight, bears = g.enter([{"card": card(name="Test Knight", type_line="Creature — Human Knight", power=2, toughness=2)},
                             {"card": card(name="Grizzly Bears", type_line="Creature — Bear", power=2, toughness=2),
                              "controller": "opponent"}])
    return g, knight, bears


DEFENDING = Selector(types=frozenset(("Creature",)), controller="defending")


def test_resolving_context_reads_defending_player_from_the_combat():
    g, knight, bears = _game()
    g.declare_attackers([knight.alias])
    rc = RCtx.for_item(g, _item(knight.oid))
    snap = g.evaluate()
    assert rc.game is not None
    assert DEFENDING.match(snap.get(bears.oid), rc.at(snap.work))
    assert not DEFENDING.match(snap.get(knight.oid), rc.at(snap.work))


def test_resolving_context_of_a_source_not_attacking_notes_cannot_decide():
    g, knight, bears = _game()
    rc = RCtx.for_item(g, _item(knight.oid))
    snap = g.evaluate()
    before = len(g.unknowns)
    assert not DEFENDING.match(snap.get(bears.oid), rc.at(snap.work))
    assert len(g.unknowns) > before and "defending player" in g.unknowns[-1].reason
