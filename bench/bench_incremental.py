#!/usr/bin/env python3
"""Engine evaluation speed (issue 15): full evaluation and re-evaluation after one small change,
on two boards, medians of N runs.

Boards:
- ``issue``: 200 creatures, 40 static effects on 40 enchantments (anthems, type and colour
  changes, ability adding and removal, a Blood Moon-style change on 20 nonbasic lands) and
  counters on 20 creatures: 260 permanents.
- ``engine``: the 200 permanents × 40 effects board of bench/bench_engine.py.

For each board:
- full: ``evaluate(g, incremental=False)``, the reference path (every set and trial application
  recomputed) and ``evaluate(g)`` with no earlier snapshot (the default, cached within one run);
- re-evaluation after one change, relative to the snapshot taken just before it
  (``evaluate(g, previous=snap)``), for three changes: a pump spell resolving ("Target creature
  gets +3/+3 until end of turn."), a creature entering, an anthem leaving. Also the whole
  action (what a caller waits for: the action and the evaluations it does itself).

Start-up (``--startup``): whole-process wall time of ``kb scenario run FILE``, ``kb ask FILE`` and
``kb ask "QUESTION"`` on one small scenario (bench/timing.py; ``python -X importtime`` shows the imports).

Usage: .venv/bin/python bench/bench_incremental.py [--runs 25] [--board issue|engine|both] [--profile WHAT] [--cpu]
       .venv/bin/python bench/bench_incremental.py --startup [--runs 20]
Goals (issue 15): re-evaluation after one change ≤ 15 ms; full evaluation ≤ 30 ms; start-up ≤ 0.3 s.
Not a test: run it by hand and quote the medians.
"""
from __future__ import annotations

import argparse
import inspect
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kb.engine import GameState, card  # noqa: E402
from kb.engine.layers import evaluate  # noqa: E402

CREATURE_TYPES = ("Goblin", "Elf", "Zombie", "Merfolk", "Soldier", "Wizard", "Beast", "Knight", "Cleric")
COLORS = ("W", "U", "B", "R", "G")
COLOR_WORDS = ("white", "blue", "black", "red", "green")

# 40 static abilities, one per enchantment.
STATICS = (
    # anthems (layer 7c)
    "Creatures you control get +1/+1.",
    "Creatures you control get +1/+0.",
    "White creatures get +1/+1.",
    "Black creatures get +1/+1.",
    "Green creatures get +1/+1.",
    "Red creatures get +1/+0.",
    "Blue creatures get +0/+1.",
    "Goblin creatures get +1/+1.",
    "Elf creatures get +1/+1.",
    "Zombie creatures get +1/+1.",
    "Merfolk creatures get +1/+1.",
    "Soldier creatures get +1/+1.",
    "Wizard creatures get +0/+2.",
    "Knight creatures get +2/+0.",
    "Creatures your opponents control get -1/-0.",
    # type changes (layer 4), a chain entered against its dependencies, and a Blood Moon
    "Each Goblin is an Elf in addition to its other creature types.",
    "Each Elf is a Zombie in addition to its other creature types.",
    "Each Zombie is a Merfolk in addition to its other creature types.",
    "Each Beast is a Knight in addition to its other creature types.",
    "Each Cleric is a Soldier in addition to its other creature types.",
    "All creatures are artifacts in addition to their other types.",
    "Nonbasic lands are Mountains.",
    # colour changes (layer 5)
    "All Goblins are red.",
    "All Elves are green.",
    "All Zombies are black.",
    "All Soldiers are white.",
    "All Wizards are blue.",
    "All Knights are white.",
    # ability adding and removal (layer 6)
    "Creatures you control have flying.",
    "Creatures your opponents control have vigilance.",
    "Creatures lose flying.",
    "Zombie creatures have swampwalk.",
    "Goblin creatures have haste.",
    "Elf creatures lose haste.",
    "Knight creatures have first strike.",
    "Cleric creatures have lifelink.",
    "Merfolk creatures have islandwalk.",
    "Wizard creatures lose vigilance.",
    "Soldier creatures have vigilance.",
    "Beast creatures have trample.",
)
assert len(STATICS) == 40


def build_issue_board(edition: str = "2026-04-17") -> GameState:
    """260 permanents: 40 enchantments with one static ability each, 200 creatures (20 with
    +1/+1 counters), 20 nonbasic lands (what the Blood Moon-style effect changes)."""
    g = GameState(edition, ["you", "opponent"])
    chain = [i for i, t in enumerate(STATICS) if t.startswith("Each ")]
    order = [i for i in range(len(STATICS)) if i not in chain] + list(reversed(chain))
    for n, i in enumerate(order):
        g.enter([{"card": card(name=f"Effect {i}", mana_cost="{2}", type_line="Enchantment", text=STATICS[i]),
                  "controller": "you" if n % 3 else "opponent", "alias": f"Effect {i}"}])
    for i in range(200):
        ct = CREATURE_TYPES[i % len(CREATURE_TYPES)]
        col = COLORS[(i // 3) % 5]
        text = ("Flying", "", "Haste", "", "Vigilance", "")[i % 6]
        c = card(name=f"{ct} {i}", mana_cost=f"{{{1 + i % 4}}}{{{col}}}", type_line=f"Creature — {ct}",
                 power=1 + i % 4, toughness=1 + i % 3, text=text)
        g.enter([{"card": c, "controller": "you" if i % 2 == 0 else "opponent", "alias": f"Creature {i}"}])
    for i in range(20):
        g.enter([{"card": card(name=f"Dual {i}", type_line="Land — Forest Plains"), "alias": f"Dual {i}",
                  "controller": "you" if i % 2 else "opponent"}])
    for i in range(20):
        g.put_counters(f"Creature {i * 10 + 3}", "+1/+1", 1 + i % 2, log=False)
    return g


def build_engine_board() -> GameState:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_engine import build_state

    return build_state()


def _creature(n: int):
    ct = CREATURE_TYPES[n % len(CREATURE_TYPES)]
    return card(name=f"New {ct}", mana_cost="{1}{G}", type_line=f"Creature — {ct}", power=2, toughness=2)


def _anthem():
    return card(name="Leaving Anthem", mana_cost="{1}{W}{W}", type_line="Enchantment",
                text="Creatures you control get +1/+1.")


CLOCK = time.perf_counter   # --cpu: time.process_time (this process's CPU time: less disturbed by other jobs)


def _timed(fn) -> float:
    t = CLOCK()
    fn()
    return (CLOCK() - t) * 1000


def changes(g: GameState):
    """(name, prepare(i) -> None, act(i) -> None): prepare is untimed; act is the change."""
    creatures = [o.alias for o in g.objects.values() if o.zone == "battlefield" and "Creature" in o.card.types]
    state = {}

    def pump_prep(i):
        pass

    def pump(i):
        g.resolve("Target creature gets +3/+3 until end of turn.", targets=[creatures[(7 * i) % len(creatures)]],
                  handle=f"pump {i}")

    def enter_prep(i):
        if "new" in state:
            g.move(state.pop("new"), "graveyard", log=False)

    def enter(i):
        state["new"] = g.enter([{"card": _creature(i), "alias": f"New creature {i}"}])[0].alias

    def anthem_prep(i):
        state["anthem"] = g.enter([{"card": _anthem(), "alias": f"Anthem {i}"}])[0].alias

    def anthem_leaves(i):
        g.move(state.pop("anthem"), "graveyard", log=False)

    return [("a pump spell resolving", pump_prep, pump), ("a creature entering", enter_prep, enter),
            ("an anthem leaving", anthem_prep, anthem_leaves)]


def bench_board(name: str, g: GameState, runs: int) -> dict:
    out = {}
    perms = sum(1 for o in g.objects.values() if o.zone == "battlefield")
    print(f"\n== board {name}: {perms} permanents, {len(g.effects)} effects of resolved spells ==", flush=True)
    ref = [_timed(lambda: evaluate(g, incremental=False)) for _ in range(runs)]
    full = [_timed(lambda: evaluate(g)) for _ in range(runs)]
    report("full evaluation, reference (incremental=False)", ref)
    report("full evaluation (default, no earlier snapshot)", full)
    out["full_ref"], out["full"] = statistics.median(ref), statistics.median(full)
    has_prev = "previous" in inspect.signature(evaluate).parameters
    for what, prep, act in changes(g):
        re_eval, action = [], []
        for i in range(runs):
            prep(i)
            before = g.evaluate()
            act(i)
            if has_prev:
                re_eval.append(_timed(lambda: evaluate(g, previous=before)))
            else:
                re_eval.append(_timed(lambda: evaluate(g)))
            g._snap = None  # the action's own evaluations are timed below, from the same starting point
        for i in range(runs, 2 * runs):
            prep(i)
            g.evaluate()
            action.append(_timed(lambda: (act(i), g.evaluate())))
        report(f"re-evaluation after {what}", re_eval)
        report(f"  the action + evaluation ({what})", action)
        out[what] = statistics.median(re_eval)
    return out


def report(label: str, ms: list[float]) -> None:
    ms = sorted(ms)
    print(f"{label:<58} median {statistics.median(ms):7.2f} ms  (min {ms[0]:.2f}, max {ms[-1]:.2f}, n={len(ms)})",
          flush=True)


def profile(g: GameState, what: str) -> None:
    import cProfile
    import pstats

    if what == "full":
        cProfile.runctx("evaluate(g, incremental=False)", globals(), {"g": g, "evaluate": evaluate}, "/tmp/bench_inc.prof")
        print("\nprofile: full evaluation (reference)")
    elif what == "default":
        cProfile.runctx("evaluate(g)", globals(), {"g": g, "evaluate": evaluate}, "/tmp/bench_inc.prof")
        print("\nprofile: full evaluation (default, no earlier snapshot)")
    else:
        name, prep, act = next(c for c in changes(g) if what in c[0])
        prep(0)
        before = g.evaluate()
        act(0)
        kw = {"previous": before} if "previous" in inspect.signature(evaluate).parameters else {}
        cProfile.runctx("evaluate(g, **kw)", globals(), {"g": g, "evaluate": evaluate, "kw": kw}, "/tmp/bench_inc.prof")
        print(f"\nprofile: re-evaluation after {name}")
    pstats.Stats("/tmp/bench_inc.prof").sort_stats("tottime").print_stats(18)


SMALL = "scenarios/current/107.1b-ex1-negative-power.yaml"


def startup(runs: int) -> None:
    import os

    from timing import KB, ROOT, report as report_s, timed

    env = {**os.environ, "KB_DB": os.environ.get("KB_DB", str(ROOT / "data" / "kb.db"))}
    small = str(ROOT / SMALL)
    for argv in (["scenario", "run", small], ["ask", small], ["ask", "Gray Ogre; Giant Growth on Gray Ogre; show Gray Ogre"]):
        report_s("kb " + " ".join(a if len(a) < 30 else a[:27] + "..." for a in argv), timed([KB, *argv], runs, env=env))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=25)
    ap.add_argument("--board", choices=("issue", "engine", "both"), default="both")
    ap.add_argument("--profile", metavar="WHAT", help="print a cProfile of 'full' (reference), 'default' (full, "
                    "default path) or of re-evaluation after 'pump', 'creature' or 'anthem' instead of timing")
    ap.add_argument("--startup", action="store_true", help="time whole commands instead")
    ap.add_argument("--cpu", action="store_true", help="measure this process's CPU time instead of wall time")
    args = ap.parse_args()
    if args.cpu:
        global CLOCK
        CLOCK = time.process_time
    if args.startup:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        startup(args.runs)
        return
    boards = {"issue": build_issue_board, "engine": build_engine_board}
    names = ["issue", "engine"] if args.board == "both" else [args.board]
    for name in names:
        g = boards[name]()
        if args.profile:
            profile(g, args.profile)
            continue
        bench_board(name, g, args.runs)


if __name__ == "__main__":
    main()
