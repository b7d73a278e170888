#!/usr/bin/env python3
"""Rules-engine benchmark: one combat with 40 attackers and 60 blockers (506-511): first strike and
double strike (two combat damage steps), trample, deathtouch, lifelink, "whenever ~ deals combat damage
to a player" and "whenever a creature dies" triggers; state-based actions after each damage step.
Median of N runs of declare attackers → declare blockers → combat damage → end of combat.

Usage: .venv/bin/python bench/bench_combat.py [--runs 20] [--profile]
Target (issue 10): median ≤ 0.5 s. Not a test: run it by hand and quote the median.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kb.engine import GameState, card  # noqa: E402

KEYWORDS = ("First strike", "Double strike", "Trample", "Deathtouch", "Lifelink", "", "", "")


def build() -> tuple[GameState, list, dict]:
    g = GameState("2026-04-17", ["you", "opponent"])
    entries = []
    for i in range(40):
        kw = KEYWORDS[i % len(KEYWORDS)]
        text = kw
        if i % 10 == 3:
            text = (kw + "\n" if kw else "") + "Whenever this creature deals combat damage to a player, you draw a card."
        entries.append({"card": card(name=f"Attacker {i}", mana_cost="{2}{R}", type_line="Creature — Warrior",
                                     power=2 + i % 4, toughness=2 + i % 3, text=text)})
    for i in range(60):
        kw = KEYWORDS[(i + 3) % len(KEYWORDS)]
        entries.append({"card": card(name=f"Blocker {i}", mana_cost="{1}{G}", type_line="Creature — Soldier",
                                     power=1 + i % 3, toughness=2 + i % 4, text=kw), "controller": "opponent"})
    entries.append({"card": card(name="Blood Artist", mana_cost="{1}{B}", type_line="Creature — Vampire", power=0,
                                 toughness=1, text="Whenever a creature dies, each opponent loses 1 life and you gain 1 life.")})
    g.enter(entries)
    g.player("opponent").life = 200   # the game goes on after combat
    attackers = [f"Attacker {i}" for i in range(40)]
    # 30 attackers blocked: 20 by one blocker, 10 by two (their assignments given), 10 unblocked
    blocks, assign = {}, {}
    b = 0
    for i in range(30):
        a = attackers[i]
        if i < 20:
            blocks[f"Blocker {b}"] = a
            b += 1
        else:
            blocks[f"Blocker {b}"] = a
            blocks[f"Blocker {b + 1}"] = a
            power = 2 + i % 4
            assign[a] = {f"Blocker {b}": power // 2, f"Blocker {b + 1}": power - power // 2}
            b += 2
    for i in range(b, 60):
        blocks[f"Blocker {i}"] = attackers[30 + (i % 10)]
    return g, attackers, blocks, assign


def combat(g: GameState, attackers, blocks, assign) -> None:
    g.declare_attackers(attackers)
    g.resolve_stack()
    g.declare_blockers(blocks)
    g.resolve_stack()
    # attackers blocked by several creatures need their controller's division (510.1c)
    for a, bl in list(g.combat.order.items()):
        name = g.objects[a].alias
        if len(bl) > 1 and name not in assign:
            power = g.characteristics(a).power or 0
            first, rest = bl[0], bl[1:]
            assign[name] = {g.objects[first].alias: power} | {g.objects[x].alias: 0 for x in rest}
    g.choices["assign"] = assign
    g.advance_to("combat_damage", declaring=True)
    g.combat_damage_step()
    g.resolve_stack()
    if g.combat is not None and g.combat.first_step:
        g.combat_damage_step()
        g.resolve_stack()
    g.advance_to("main2")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    times = []
    for _ in range(args.runs):
        g, attackers, blocks, assign = build()
        t = time.perf_counter()
        combat(g, attackers, blocks, dict(assign))
        times.append(time.perf_counter() - t)
    dead = sum(1 for o in g.lki.values() if o.zone == "battlefield")
    print(f"40 attackers, 60 blockers; {dead} creatures died; opponent at {g.player('opponent').life} life, "
          f"you at {g.player('you').life}")
    if args.profile:
        import cProfile
        import pstats
        g, attackers, blocks, assign = build()
        cProfile.runctx("combat(g, attackers, blocks, assign)", globals(),
                        {"g": g, "attackers": attackers, "blocks": blocks, "assign": assign, "combat": combat},
                        "/tmp/bench_combat.prof")
        pstats.Stats("/tmp/bench_combat.prof").sort_stats("cumulative").print_stats(20)
    ms = sorted(x * 1000 for x in times)
    print(f"one combat: min {ms[0]:.0f} ms, median {statistics.median(ms):.0f} ms, max {ms[-1]:.0f} ms ({args.runs} runs)")


if __name__ == "__main__":
    main()
