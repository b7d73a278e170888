#!/usr/bin/env python3
"""Rules-engine benchmark: the stack. A board of 200 permanents (creatures, lands, anthems, a
"whenever a creature dies" trigger) with 20 spells and abilities on the stack — damage, pumps,
destruction, tokens, a copy of a spell — resolved one by one, state-based actions and triggered
abilities after each (704.3, 603.3). Median of N runs of the whole resolution.

Usage: .venv/bin/python bench/bench_stack.py [--runs 20] [--profile]
Target (issue 9): median ≤ 0.5 s. Not a test: run it by hand and quote the median.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kb.engine import GameState, card  # noqa: E402

TYPES = ("Goblin", "Elf", "Zombie", "Merfolk", "Soldier", "Wizard", "Beast", "Knight")
COLORS = ("W", "U", "B", "R", "G")


def build() -> GameState:
    g = GameState("2026-04-17", ["you", "opponent"])
    entries = []
    for i in range(150):
        t, c = TYPES[i % len(TYPES)], COLORS[i % 5]
        entries.append({"card": card(name=f"{t} {i}", mana_cost=f"{{{1 + i % 3}}}{{{c}}}", type_line=f"Creature — {t}",
                                     power=1 + i % 4, toughness=1 + i % 3, text="Flying" if i % 9 == 0 else ""),
                        "controller": "you" if i % 2 == 0 else "opponent"})
    for i in range(40):
        entries.append({"card": card(name=f"Land {i}", type_line="Basic Land — " + ("Forest", "Island", "Mountain")[i % 3]),
                        "controller": "you" if i % 2 else "opponent"})
    entries.append({"card": card(name="Glorious Anthem", mana_cost="{1}{W}{W}", type_line="Enchantment",
                                 text="Creatures you control get +1/+1.")})
    entries.append({"card": card(name="Bad Moon", mana_cost="{1}{B}", type_line="Enchantment",
                                 text="Black creatures get +1/+1.")})
    entries.append({"card": card(name="Blood Artist", mana_cost="{1}{B}", type_line="Creature — Vampire", power=0,
                                 toughness=1, text="Whenever a creature dies, each opponent loses 1 life and you gain 1 life.")})
    entries.append({"card": card(name="Soul Warden", mana_cost="{W}", type_line="Creature — Human Cleric", power=1,
                                 toughness=1, text="Whenever another creature enters the battlefield, you gain 1 life.")})
    for i in range(6):
        entries.append({"card": card(name=f"Trinket {i}", mana_cost="{2}", type_line="Artifact", text="{T}: Add {C}.")})
    g.enter(entries)
    return g


SPELLS = {
    "Shock": ("{R}", "Instant", "Shock deals 2 damage to any target."),
    "Giant Growth": ("{G}", "Instant", "Target creature gets +3/+3 until end of turn."),
    "Murder": ("{1}{B}{B}", "Instant", "Destroy target creature."),
    "Raise the Alarm": ("{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens."),
    "Fork": ("{R}{R}", "Instant", "Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy."),
    "Pyroclasm": ("{1}{R}", "Instant", "Pyroclasm deals 2 damage to each creature."),
}


def load_stack(g: GameState) -> None:
    cards = {n: card(name=n, mana_cost=m, type_line=t, text=x) for n, (m, t, x) in SPELLS.items()}
    creatures = [o.alias for o in g.objects.values() if o.zone == "battlefield" and "Creature" in o.card.types]
    plan = (["Shock"] * 6 + ["Giant Growth"] * 4 + ["Murder"] * 4 + ["Raise the Alarm"] * 3)
    for i, name in enumerate(plan):
        target = creatures[(i * 7) % len(creatures)]
        targets = [] if name == "Raise the Alarm" else [target]
        g.cast(cards[name], targets=targets)
    g.cast(cards["Pyroclasm"])
    g.cast(cards["Fork"], targets=["Pyroclasm"])
    g.cast(cards["Shock"], targets=["opponent"])
    assert len(g.stack) == 20, len(g.stack)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    times = []
    resolved = 0
    for _ in range(args.runs):
        g = build()
        load_stack(g)
        t = time.perf_counter()
        resolved = g.resolve_stack()
        times.append(time.perf_counter() - t)
    g = build()
    print(f"{sum(1 for o in g.objects.values() if o.zone == 'battlefield')} permanents; 20 spells on the stack; "
          f"{resolved} spells and abilities resolved (triggers included)")
    if args.profile:
        import cProfile
        import pstats
        load_stack(g)
        cProfile.runctx("g.resolve_stack()", globals(), {"g": g}, "/tmp/bench_stack.prof")
        pstats.Stats("/tmp/bench_stack.prof").sort_stats("cumulative").print_stats(25)
    ms = sorted(x * 1000 for x in times)
    print(f"resolve everything: min {ms[0]:.0f} ms, median {statistics.median(ms):.0f} ms, max {ms[-1]:.0f} ms "
          f"({args.runs} runs)")


if __name__ == "__main__":
    main()
