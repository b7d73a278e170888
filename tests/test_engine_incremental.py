"""Incremental evaluation (kb.engine.incremental) against the reference path: after every action of many
seeded random games, the evaluation that reuses the previous snapshot gives every object the same
characteristics, and the layers the same applications in the same order, as
``evaluate(state, incremental=False)`` recomputing everything. (Every shipped scenario is checked the
same way in tests/test_scenarios.py, during the pass that collects their answers.)"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from kb.engine import GameState, card
from kb.engine.effects import ContinuousEffect, PTModOp
from kb.engine.filters import Const, Value
from kb.engine.layers import evaluate
from kb.engine.state import describe

from incremental_check import same_evaluation as _same

ROOT = Path(__file__).resolve().parents[1]


def enter(g: GameState, d: dict, **kw):
    return g.enter([{"card": card(**d), **kw}])


STATICS = [
    "Creatures you control get +1/+1.", "White creatures get +1/+1.", "Goblin creatures get +1/+1.",
    "Creatures your opponents control get -1/-0.", "Each Goblin is an Elf in addition to its other creature types.",
    "Each Elf is a Zombie in addition to its other creature types.", "Nonbasic lands are Mountains.",
    "Each land is a Swamp in addition to its other land types.", "All Swamps are 1/1 black creatures that are still lands.",
    "All creatures are black.", "All Goblins are red.", "Black creatures get +1/+1.",
    "Creatures you control have flying.", "Creatures lose flying.", "Elf creatures have haste.",
    "All creatures lose all abilities.", "All creatures are artifacts in addition to their other types.",
    "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
    "Zombie creatures get +1/+1 and have swampwalk.", "Other Goblins get +1/+1 and have mountainwalk.",
    "All creatures have base power and toughness 1/1.", "Creatures with flying get +1/+1.",
    # values and conditions that read the game, not the objects (kb.engine.gamevalues)
    "Creatures you control get +1/+0 for each card in your hand.",
    "As long as you have 22 or more life, creatures you control get +0/+2.",
    "Creatures your opponents control get -X/-0, where X is your life total minus 19.",
]
# characteristic-defining abilities that read life totals and zones (604.3, 613.4a)
GAME_CDAS = [
    "{name}'s power and toughness are each equal to your life total minus the life total of an opponent with the most life.",
    "{name}'s power is equal to the number of cards in your hand and its toughness is equal to that number plus 1.",
    "{name}'s power and toughness are each equal to half your life total, rounded up.",
    "{name}'s power and toughness are each equal to the number of cards in your library.",
]
TYPES = ("Goblin", "Elf", "Zombie", "Bird", "Beast")


def _random_card(rng: random.Random, n: int):
    r = rng.random()
    if r < 0.3:
        return card(name=f"Static {n}", mana_cost="{2}", type_line="Enchantment", text=rng.choice(STATICS))
    if r < 0.4:
        return card(name=f"Lord {n}", mana_cost="{1}{R}", type_line=f"Creature — {rng.choice(TYPES)}", power=2,
                    toughness=2, text=rng.choice(STATICS))
    if r < 0.5:
        return card(name=f"Land {n}", type_line=rng.choice(("Land — Forest Plains", "Basic Land — Forest", "Land")))
    if r < 0.55:
        return card(name=f"Trinket {n}", mana_cost=f"{{{rng.randint(0, 4)}}}", type_line="Artifact")
    if r < 0.62:
        return card(name=f"Avatar {n}", mana_cost="{4}{B}", type_line=f"Creature — {rng.choice(TYPES)}", power="*",
                    toughness="*", text=rng.choice(GAME_CDAS).format(name=f"Avatar {n}"))
    col = rng.choice("WUBRG")
    return card(name=f"Creature {n}", mana_cost=f"{{1}}{{{col}}}", type_line=f"Creature — {rng.choice(TYPES)}",
                power=rng.randint(0, 4), toughness=rng.randint(1, 4), text=rng.choice(("", "Flying", "Haste")))


def _random_action(g: GameState, rng: random.Random, n: int) -> None:
    bf = [o for o in g.objects.values() if o.zone == "battlefield"]
    creatures = [o for o in bf if "Creature" in g.characteristics(o.oid).types]
    r = rng.random()
    if r < 0.35 or not bf:
        g.enter([{"card": _random_card(rng, n), "alias": f"Card {n}", "controller": rng.choice(("you", "opponent"))}])
    elif r < 0.5:
        g.move(rng.choice(bf).oid, "graveyard", log=False)
    elif r < 0.65 and creatures:
        g.resolve(rng.choice(("Target creature gets +3/+3 until end of turn.", "Target creature gets -1/-1 until end of turn.",
                              "Target creature loses all abilities until end of turn.",
                              "Target creature becomes a Goblin in addition to its other types until end of turn.",
                              "Gain control of target creature until end of turn.")),
                  targets=[rng.choice(creatures).alias])
    elif r < 0.75 and creatures:
        g.put_counters(rng.choice(creatures).oid, "+1/+1", rng.randint(1, 2), log=False)
    elif r < 0.85:
        g.resolve(rng.choice(("Creatures you control get +1/+0 until end of turn.", "All creatures become blue until end of turn.",
                              "All Goblins get -1/-0 until end of turn.")))
    elif r < 0.93:
        # life totals and cards change: no object's characteristics do, but values reading them do
        who = rng.choice(("you", "opponent"))
        if rng.random() < 0.6:
            g.change_life(who, rng.choice((-5, -3, -1, 2, 4)), log=False)
        else:
            g.draw(who, 1)
    elif g.effects:
        g.effects = [e for e in g.effects if rng.random() < 0.7]   # effects ending (cleanup, 514.2)
        g._changed()


@pytest.mark.parametrize("seed", range(12))
def test_random_games_evaluate_the_same_incrementally(seed):
    rng = random.Random(seed)
    g = GameState("2026-04-17")
    g.player("you").unknown = g.player("opponent").unknown = 30
    prev = None
    for n in range(45):
        _random_action(g, rng, n)
        fast = evaluate(g, previous=prev)
        _same(fast, evaluate(g, incremental=False), f"seed {seed}, action {n}")
        prev = fast
        # the game's own cache (GameState.evaluate) gives the same as the reference too
        _same(g.evaluate(), evaluate(g, incremental=False), f"seed {seed}, action {n} (cached)")


def test_a_life_change_alone_gives_a_new_evaluation():
    """A life total is no object's characteristic: a change of it bumps no version, yet a
    characteristic-defining ability reading it must be evaluated again (604.3, 613.4a), and a layer
    it applies in is never reused (the incremental evaluation marks it volatile)."""
    from kb.engine.incremental import IncrementalEvaluation

    g = GameState("2026-04-17", players=("you", "opponent"))
    g.player("you").life, g.player("opponent").life = 14, 12
    enter(g, dict(name="Horror", mana_cost="{3}{B}{B}", type_line="Creature — Horror", power="*", toughness="*",
                  text="Horror's power and toughness are each equal to your life total minus the life total of an "
                       "opponent with the most life."), alias="Horror")
    enter(g, dict(name="Anthem", mana_cost="{2}", type_line="Enchantment", text="Creatures you control get +1/+1."),
          alias="Anthem")
    before = g.evaluate()
    assert (before[g.obj("Horror").oid].power, before[g.obj("Horror").oid].toughness) == (3, 3)
    version = g._version
    g.player("opponent").life += 4                    # a life total changed, no event, no object ...
    assert g._version == version
    after = g.evaluate()
    assert after is not before                        # ... but the snapshot read a life total that did
    assert (after[g.obj("Horror").oid].power, after[g.obj("Horror").oid].toughness) == (-1, -1)   # 107.1b
    ev = IncrementalEvaluation(g, before)
    snap = ev.run()
    assert ev.stats["recompute"] >= 1
    _same(snap, evaluate(g, incremental=False), "life change")
    assert g.evaluate() is after                      # nothing changed since: the cached one


# Richer boards: values counting other objects, "as long as" conditions, attacking creatures,
# granted static abilities, dependency chains across layers and a value reading a life total; actions
# that also change combat status, tapping, life totals and counters of other kinds.
RICHER_STATICS = STATICS + [
    "Creatures you control get +1/+1 for each Forest you control.",
    "As long as you control a Swamp, creatures you control get +1/+1.",
    "Creatures you control get +X/+0, where X is the number of artifacts you control.",
    "Attacking creatures you control get +1/+0.", "Each creature gets +1/+1 for each creature card in your graveyard.",
    'Creatures you control have "Creatures you control get +1/+1."',
    "All creatures are Goblins in addition to their other creature types.", "All Goblins are black.",
    "Black creatures are Zombies in addition to their other creature types.", "Enchanted creature gets +2/+2.",
]


class _LifeTotal(Value):
    """A number read from outside the objects, a player's life total (a fifth of it): it asks the
    evaluation context, where such values find the game; the layers' context carrying none, it
    then reads the game it was made for."""

    dynamic = True

    def __init__(self, g: GameState):
        self.g = g

    def eval(self, ctx, w) -> int:
        life_of = getattr(ctx, "life_of", None)
        return (life_of("you") if life_of else self.g.player("you").life) // 5


def _richer_action(g: GameState, rng: random.Random, n: int) -> None:
    bf = [o for o in g.objects.values() if o.zone == "battlefield"]
    creatures = [o for o in bf if "Creature" in g.characteristics(o.oid).types]
    r = rng.random()
    if r < 0.3 or not bf:
        if rng.random() < 0.5:
            c = card(name=f"Static {n}", mana_cost="{2}", type_line="Enchantment", text=rng.choice(RICHER_STATICS))
        else:
            c = _random_card(rng, n)
        attach = rng.choice(creatures).oid if creatures and "Enchanted" in c.text else None
        g.enter([{"card": c, "alias": f"Card {n}", "controller": rng.choice(("you", "opponent")),
                  **({"attach_to": attach} if attach is not None else {})}])
    elif r < 0.4:
        g.move(rng.choice(bf).oid, "graveyard", log=False)
    elif r < 0.5 and creatures:
        o = rng.choice(creatures)
        o.in_combat = None if o.in_combat else "attacking"   # 506.4: what "attacking creatures" reads
        g._changed()
    elif r < 0.58:
        g.player("you").life += rng.choice((-6, -3, 4, 7))
        g._changed()   # the value reading it is evaluated again
    elif r < 0.63 and creatures:
        ts = g.tick()
        g.effects.append(ContinuousEffect(
            key=("life", ts), label=f"creatures get +X/+0, X a fifth of your life total ({n})",
            ops=(PTModOp(_LifeTotal(g), Const(0)),), origin="resolved", ts=(ts, 0, 0, 0), you="you",
            locked=frozenset(o.oid for o in creatures if rng.random() < 0.5), duration="end_of_turn"))
        g._changed()
    elif r < 0.68 and bf:
        o = rng.choice(bf)
        o.tapped = not o.tapped
        g._changed()
    elif r < 0.72 and creatures:
        g.put_counters(rng.choice(creatures).oid, rng.choice(("-1/-1", "flying")), 1, log=False)
    else:
        _random_action(g, rng, n)


@pytest.mark.parametrize("seed", range(10))
def test_richer_random_games_evaluate_the_same_incrementally(seed):
    """Boards where layers read more than the objects' characteristics (counts, conditions, combat
    status, a life total) or gain static abilities, effects added and gone, creatures entering into
    type-changing chains: every evaluation agrees with the reference."""
    rng = random.Random(1000 + seed)
    g = GameState("2026-04-17")
    prev = None
    for n in range(45):
        _richer_action(g, rng, n)
        fast = evaluate(g, previous=prev)
        _same(fast, evaluate(g, incremental=False), f"seed {1000 + seed}, action {n}")
        prev = fast


def test_a_value_read_outside_the_objects_is_never_reused():
    """A layer whose value asks the evaluation context for anything beyond the objects (here a
    life total) is evaluated again even when no object changed."""
    from kb.engine.incremental import IncrementalEvaluation

    g = GameState("2026-04-17")
    enter(g, dict(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear", power=2, toughness=2), alias="Bear")
    ts = g.tick()
    g.effects.append(ContinuousEffect(key=("life", ts), label="Bear gets +X/+0", ops=(PTModOp(_LifeTotal(g), Const(0)),),
                                      origin="resolved", ts=(ts, 0, 0, 0), you="you",
                                      locked=frozenset((g.obj("Bear").oid,)), duration="end_of_turn"))
    g._changed()
    before = g.evaluate()
    g.player("you").life = 10
    g._changed()
    ev = IncrementalEvaluation(g, before)
    snap = ev.run()
    assert snap.work[g.obj("Bear").oid].power == 2 + 10 // 5
    assert ev.stats["recompute"] >= 1
    _same(snap, evaluate(g, incremental=False), "life")


def test_a_small_change_reuses_or_replays_most_layers():
    """After one pump spell on a board of anthems and type changes, most layers are taken from the
    previous snapshot (reused or replayed for the changed object), not recomputed."""
    from kb.engine.incremental import IncrementalEvaluation

    g = GameState("2026-04-17")
    for i, text in enumerate(("Creatures you control get +1/+1.", "Each Goblin is an Elf in addition to its other creature types.",
                              "All Elves are green.", "Creatures you control have flying.")):
        enter(g, dict(name=f"Static {i}", mana_cost="{2}", type_line="Enchantment", text=text), alias=f"Static {i}")
    for i in range(6):
        enter(g, dict(name=f"Goblin {i}", mana_cost="{R}", type_line="Creature — Goblin", power=1, toughness=1),
              alias=f"Goblin {i}")
    before = g.evaluate()
    g.resolve("Target creature gets +3/+3 until end of turn.", targets=["Goblin 2"])
    ev = IncrementalEvaluation(g, before)
    snap = ev.run()
    assert ev.stats["recompute"] <= 1 and ev.stats["reuse"] + ev.stats["replay"] >= 8, ev.stats
    _same(snap, evaluate(g, incremental=False), "pump")
    assert (snap.work[g.obj("Goblin 2").oid].power, snap.work[g.obj("Goblin 2").oid].toughness) == (5, 5)


def test_scenario_run_takes_the_fast_path_without_typer(tmp_path):
    import json
    import os
    import subprocess
    import sys

    probe = ("import sys, json; sys.argv = ['kb', 'scenario', 'run', sys.argv[1]]\n"
             "from kb.cli import main\n"
             "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\n"
             "sys.stderr.write('\\nLOADED ' + json.dumps('typer' in sys.modules) + ' ' + str(code) + '\\n')\n")
    small = ROOT / "scenarios" / "current" / "107.1b-ex1-negative-power.yaml"
    r = subprocess.run([sys.executable, "-c", probe, str(small)], capture_output=True, text=True,
                       env={**os.environ, "KB_DB": str(tmp_path / "none.db")})
    loaded, code = r.stderr.rsplit("LOADED ", 1)[1].split()
    assert json.loads(loaded) is False and code == "0", r.stderr
    assert "pass" in r.stdout


def test_an_object_changed_twice_in_a_layer_is_looked_at_again():
    """Within a layer an object already written is changed in place: a static ability it loses
    there ("loses all abilities and gains flying", after an earlier grant copied it) no longer
    gives an effect (613.8c), as in the reference evaluation (a remembered list of its static
    abilities once kept the lost one)."""
    g = GameState("2026-04-17")
    enter(g, dict(name="Lord", mana_cost="{2}", type_line="Creature — Bird", power=1, toughness=1,
                  text="Creatures you control have vigilance."), alias="Lord")
    enter(g, dict(name="Other", mana_cost="{2}", type_line="Creature — Beast", power=1, toughness=1), alias="Other")
    g.resolve("Target creature gains haste until end of turn.", targets=["Lord"])
    g.resolve("Until end of turn, target creature loses all abilities and gains flying.", targets=["Lord"])
    fast = evaluate(g)
    _same(fast, evaluate(g, incremental=False), "lost static ability")
    assert [h.ability.display("Lord") for h in fast.work[g.obj("Other").oid].abilities] == []


def test_an_added_effect_granting_a_static_ability_is_not_replayed_blindly():
    """An effect added since the last evaluation that gives a creature a static ability with an
    effect in the same layer: the new ability's effect applies there too (613.8c), as in the
    reference evaluation (the layer's other effects read nothing it writes, so only the abilities
    of the objects it changed show it)."""
    g = GameState("2026-04-17")
    for n in ("A", "B", "C"):
        enter(g, dict(name=n, mana_cost="{1}{G}", type_line="Creature — Bear", power=2, toughness=2), alias=n)
    g.resolve("Target creature gains haste until end of turn.", targets=["A"])
    g.put_counters("C", "flying", 1, log=False)
    before = g.evaluate()
    g.resolve('Target creature gains "Creatures you control have vigilance." until end of turn.', targets=["B"])
    snap = evaluate(g, previous=before)
    _same(snap, evaluate(g, incremental=False), "granted static")
    assert "Vigilance" in describe(snap.work[g.obj("A").oid], snap)["abilities"]


def test_an_ability_moved_in_its_source_list_keeps_the_timestamp_it_got_in_the_layer():
    """A static ability whose place in its object's list changes within a layer (an ability listed
    before it is lost there) is another effect from then on, with another timestamp (613.7a): a layer
    taken from the last evaluation applies that one, not the candidate the layer started with."""
    g = GameState("2026-04-17")
    enter(g, dict(name="Grounding", mana_cost="{2}", type_line="Enchantment", text="Creatures lose flying."),
          alias="Grounding")
    enter(g, dict(name="Lord", mana_cost="{2}{W}", type_line="Creature — Bird", power=1, toughness=1,
                  text="Flying\nCreatures you control have vigilance."), alias="Lord")
    before = g.evaluate()
    enter(g, dict(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear", power=2, toughness=2), alias="Bear")
    snap = evaluate(g, previous=before)
    _same(snap, evaluate(g, incremental=False), "moved ability")


# Attachments (301.5, 303.4): only the Aura's or Equipment's attachment changes — what "enchanted creature",
# "equipped creature" and "as long as ~ is attached" name changes with it, the creatures' own objects don't
ATTACHABLE = [
    ("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2."),
    ("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1 for each Aura attached to it."),
    ("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1 as long as it's green."),
    ("Enchantment — Aura", "Enchant creature\nAs long as enchanted creature is a Bird, it gets +1/+1."),
    ("Artifact — Equipment", "As long as {name} is attached to a creature, {name} is a creature in addition to its "
                             "other types.\nEquip {{1}}"),
    ("Artifact — Equipment", "As long as {name} is attached to a creature, creatures you control get +1/+0.\nEquip {{1}}"),
    ("Artifact — Equipment", "Equipped creature gets +1/+1 for each other creature you control.\nEquip {{1}}"),
    ("Artifact — Equipment", "Equipped creature gets +1/+1 for each Equipment attached to it.\nEquip {{1}}"),
    ("Artifact — Equipment", "Equipped creature gets +1/+0 for each creature you control with flying.\nEquip {{1}}"),
    ("Artifact — Equipment", "Equipped creature has flying as long as it's a Bird.\nEquip {{1}}"),
    ("Artifact — Equipment", "Equipped creature has \"This creature gets +1/+1 for each Equipment attached to it.\"\n"
                             "Equip {{1}}"),
    ("Artifact — Equipment", "Equipped creature gets +1/+1 for each Aura and Equipment attached to it.\nEquip {{1}}"),
    # "other" of a noncreature Aura or Equipment naming its creature sets that creature apart (kb.engine.otherattached)
    ("Artifact — Equipment", "As long as equipped creature is a Bird, other creatures you control get +1/+0.\n"
                             "Equip {{1}}"),
    ("Artifact — Equipment", "Equipped creature gets +1/+1.\nOther creatures you control get +1/+0.\nEquip {{1}}"),
    ("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1 for each other creature you control."),
]
# what reads the attachments from the other side: the creature's own text, a lord's description (301.5, 303.4)
HOSTS = [
    ("Creature — Knight", "Test Knight gets +1/+1 for each Aura and Equipment attached to it."),
    ("Creature — Knight", "As long as Test Knight is equipped, it gets +2/+2."),
    ("Creature — Knight", "As long as Test Knight is enchanted, it has flying."),
    ("Creature — Knight", "As long as Test Knight is enchanted, creatures you control get +1/+0."),
    ("Enchantment", "Equipped creatures you control get +1/+1."),
    ("Enchantment", "Enchanted creatures you control have flying."),
]


@pytest.mark.parametrize("shape,host", [(a, h) for a in range(len(ATTACHABLE)) for h in range(-1, len(HOSTS))
                                        if h == -1 or a % len(HOSTS) == h or a in (0, len(ATTACHABLE) - 4)])
def test_an_attachment_changing_alone_evaluates_the_same_incrementally(shape, host):
    """Attaching, moving and unattaching an Aura or Equipment (and nothing else) changes what its effects apply to
    and what reads the attachments (613.1, 301.5a, 303.4): each evaluation reusing the previous one gives the
    reference's characteristics."""
    type_line, text = ATTACHABLE[shape]
    g = GameState("2026-04-17", players=("you", "opponent"))
    creatures = [("Bird", "Creature — Bird", "{1}{W}", "Flying"), ("Bear", "Creature — Bear", "{1}{G}", ""),
                 ("Elf", "Creature — Elf", "{1}{B}", "")]
    if host >= 0:
        h_type, h_text = HOSTS[host]
        if h_type.startswith("Creature"):
            creatures[2] = ("Knight", h_type, "{1}{W}", h_text)
        else:
            enter(g, dict(name="Test Lord", mana_cost="{2}", type_line=h_type, text=h_text), alias="Lord")
    for alias, tl, col, txt in creatures:
        enter(g, dict(name=f"Test {alias}", mana_cost=col, type_line=tl, power=2, toughness=2, text=txt), alias=alias)
    third = creatures[2][0]
    enter(g, dict(name="Test Anthem", mana_cost="{2}", type_line="Enchantment", text="Birds get +0/+1."), alias="Anthem")
    for k in (1, 2):
        name = f"Test Attachable {k}"
        enter(g, dict(name=name, mana_cost="{1}", type_line=type_line, text=text.format(name=name)), alias=f"A{k}")
    prev = evaluate(g, incremental=False)
    moves = [("A1", "Bird"), ("A1", "Bear"), ("A2", "Bear"), ("A1", None), ("A2", third), ("A1", third),
             ("A2", None), ("A2", "Bird"), ("A1", "Bird"), ("A1", None), ("A2", None), ("A1", third), ("A1", None)]
    for n, (what, to) in enumerate(moves):
        if to is None:
            g.detach(what)
        else:
            g.attach(what, to)
        fast = evaluate(g, previous=prev)
        _same(fast, evaluate(g, incremental=False), f"shape {shape}/{host}, move {n}: {what} to {to}")
        _same(g.evaluate(), evaluate(g, incremental=False), f"shape {shape}/{host}, move {n} (cached)")
        prev = fast
