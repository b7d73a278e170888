#!/usr/bin/env python3
"""Rules-engine benchmark: 200 permanents under 40 continuous effects, including dependency
chains; a full evaluation of every characteristic of every object (613.1), median of N runs.

Usage: .venv/bin/python bench/bench_engine.py [--runs 30] [--profile]
Target (issue 5): median ≤ 100 ms. Not a test: run it by hand and quote the median.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kb.engine import GameState, card  # noqa: E402
from kb.engine.layers import evaluate  # noqa: E402

CREATURE_TYPES = ("Goblin", "Elf", "Zombie", "Merfolk", "Soldier", "Wizard", "Beast", "Knight", "Cleric")
COLORS = ("W", "U", "B", "R", "G")


def build_state(edition: str = "2026-04-17") -> GameState:
    """200 permanents (creatures, lands, artifacts, enchantments) and 40 continuous effects:
    static abilities (anthems, lords, type, colour and ability changers, a chain of type changes
    whose timestamps run against their dependencies, Blood Moon/Urborg, Lattice/March), resolved
    spells with locked sets, control changes and counters."""
    g = GameState(edition, ["you", "opponent"])
    permanents = 0

    def enter(c, **kw):
        nonlocal permanents
        permanents += 1
        return g.enter([{"card": c, **kw}])[0]

    # --- 18 effect sources (static abilities) ----------------------------------------------------------
    # A dependency chain in layer 4: "Each Goblin is an Elf", "Each Elf is a Zombie", ... entered in
    # reverse order, so every link must wait for the one before it (613.8b).
    chain = [card(name=f"Chain {i}", mana_cost="{2}", type_line="Enchantment",
                  text=f"Each {CREATURE_TYPES[i]} is a {CREATURE_TYPES[i + 1]} in addition to its other creature types.")
             for i in range(6)]
    for c in reversed(chain):
        enter(c)
    enter(card(name="Urborg, Tomb of Yawgmoth", type_line="Legendary Land",
               text="Each land is a Swamp in addition to its other land types."))
    enter(card(name="March of the Machines", mana_cost="{3}{U}", type_line="Enchantment",
               text="Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value."))
    enter(card(name="Blood Moon", mana_cost="{2}{R}", type_line="Enchantment", text="Nonbasic lands are Mountains."))
    enter(card(name="Glorious Anthem", mana_cost="{1}{W}{W}", type_line="Enchantment", text="Creatures you control get +1/+1."))
    enter(card(name="Crusade", mana_cost="{W}{W}", type_line="Enchantment", text="White creatures get +1/+1."))
    enter(card(name="Bad Moon", mana_cost="{1}{B}", type_line="Enchantment", text="Black creatures get +1/+1."), controller="opponent")
    enter(card(name="Goblin King", mana_cost="{1}{R}{R}", type_line="Creature — Goblin", power=2, toughness=2,
               text="Other Goblins get +1/+1 and have mountainwalk."))
    enter(card(name="Elvish Champion", mana_cost="{1}{G}{G}", type_line="Creature — Elf", power=2, toughness=2,
               text="Other Elf creatures get +1/+1 and have forestwalk."), controller="opponent")
    enter(card(name="Levitation", mana_cost="{2}{U}{U}", type_line="Enchantment", text="Creatures you control have flying."))
    enter(card(name="Darkest Hour", mana_cost="{B}", type_line="Enchantment", text="All creatures are black."))
    enter(card(name="Painter's Servant", mana_cost="{2}", type_line="Artifact Creature — Scarecrow", power=1, toughness=3,
               text="As Painter's Servant enters the battlefield, choose a color.\n"
                    "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors."),
          choices={"color": "white"})
    enter(card(name="Kormus Bell", mana_cost="{4}", type_line="Artifact", text="All Swamps are 1/1 black creatures that are still lands."))
    # --- the other permanents -----------------------------------------------------------------------
    creatures = []
    for i in range(110):
        ct = CREATURE_TYPES[i % len(CREATURE_TYPES)]
        col = COLORS[i % 5]
        c = card(name=f"{ct} {i}", mana_cost=f"{{{1 + i % 4}}}{{{col}}}", type_line=f"Creature — {ct}",
                 power=1 + i % 4, toughness=1 + i % 3, text="Flying" if i % 7 == 0 else "")
        creatures.append(enter(c, controller="you" if i % 2 == 0 else "opponent"))
    for i in range(45):
        basic = i % 3 != 0
        line = f"Basic Land — {('Forest', 'Island', 'Mountain', 'Plains', 'Swamp')[i % 5]}" if basic else "Land — Forest Plains"
        enter(card(name=f"Land {i}", type_line=line), controller="you" if i % 2 else "opponent")
    for i in range(200 - permanents):
        enter(card(name=f"Trinket {i}", mana_cost=f"{{{i % 5}}}", type_line="Artifact", text="{T}: Add {C}."))
    assert permanents == 200, permanents
    # --- 22 more effects: resolved spells and abilities, control; and counters ------------------------
    for i in range(13):
        g.resolve("Target creature gets +3/+3 until end of turn.", targets=[creatures[i * 3].alias])
    g.resolve("Creatures you control get +1/+0 until end of turn.")
    g.resolve("Switch target creature's power and toughness until end of turn.", targets=[creatures[5].alias])
    g.resolve("Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
              targets=[creatures[7].alias])
    for i in range(3):
        g.resolve("Gain control of target creature until end of turn.", targets=[creatures[2 * i + 1].alias])
    g.resolve("Target creature loses flying until end of turn.", targets=[creatures[14].alias])
    g.resolve("Target creature has base power and toughness 4/4 until end of turn.", targets=[creatures[21].alias])
    g.resolve("All Goblins get -1/-0 until end of turn.")
    for i in range(20):
        g.put_counters(creatures[i * 5].alias, "+1/+1", 1 + i % 2)
    return g


def count_effects(g: GameState) -> tuple[int, int]:
    """(effects of static abilities the permanents have as printed, effects of resolved spells)."""
    from kb.engine.layers import _Evaluation

    ev = _Evaluation(g, None)
    statics = {e.key for e in ev.static_effects(ev.work)}
    return len(statics), len(g.effects)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--profile", action="store_true", help="print a cProfile of one evaluation")
    args = ap.parse_args()
    g = build_state()
    statics, resolved = count_effects(g)
    snap = evaluate(g)
    deps = sum(1 for a in snap.applied if a.reason == "dependency")
    print(f"{sum(1 for o in g.objects.values() if o.zone == 'battlefield')} permanents; "
          f"{statics + resolved} continuous effects ({statics} from static abilities, {resolved} from resolved "
          f"spells and abilities) and counters on 20 creatures; {deps} applications ordered by dependency")
    if args.profile:
        import cProfile
        import pstats
        cProfile.runctx("evaluate(g)", globals(), {"g": g, "evaluate": evaluate}, "/tmp/bench_engine.prof")
        pstats.Stats("/tmp/bench_engine.prof").sort_stats("cumulative").print_stats(25)
    times = []
    for _ in range(args.runs):
        t = time.perf_counter()
        evaluate(g)
        times.append(time.perf_counter() - t)
    ms = sorted(x * 1000 for x in times)
    print(f"full evaluation: min {ms[0]:.1f} ms, median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms "
          f"({args.runs} runs)")


if __name__ == "__main__":
    main()
