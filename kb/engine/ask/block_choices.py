"""An attack the question tells without saying whether the defending player blocked (509.1a: that player chooses
which of their creatures block, if any). The engine declares no blocks there and records the creatures that could
have blocked (kb.engine.unsaidblocks); the question is run again with each of them blocking each attacker, and with
all of them blocking one attacker. The same answers in every run: a note says so. Else the verdict is "cannot
decide", with the answer of each choice, and the answers that differ are undecided (redteam10: "My opponent
controls Hill Giant. I attack with Grizzly Bears. Does my Bears die?" was "No", as if no block had been chosen).
A block the engine refuses (flying, a tapped creature, a creature that died before blockers) is no choice."""
from __future__ import annotations

MAX_TRIED = 12   # runs again at most; more possible blocks: "cannot decide", asking what blocked


def _choices(passed: list) -> list[tuple[int, dict]]:
    """(which unsaid declaration, the blocks tried there): each creature that could block, blocking each attacker;
    two or three that could, all of them blocking one attacker."""
    out = []
    for n, (attackers, could) in enumerate(passed):
        for a in attackers:
            out += [(n, {b: a}) for b in could if b != a]
            if 1 < len(could) <= 3:
                out.append((n, {b: a for b in could if b != a}))
    return out


def _said(n: int, spec: dict) -> str:
    return " and ".join(f"{b} blocks {a}" for b, a in spec.items())


def each_block(compiled, res, db, question: str, v, out: dict, outcome, rerun):
    """The verdict ``v`` of ``res``, or "cannot decide — the question does not say whether … blocks" when a block
    the defending player could have declared gives other answers; ``outcome(res)`` is what two runs compare,
    ``rerun(compiled, db)`` runs the question again (kb.engine.ask.answer's: this module is below it)."""
    passed = list(getattr(res.state, "__dict__", {}).get("unsaid_blocks") or [])
    if v is None or v.text.startswith(("cannot decide", "Depends")) or not any(could for _a, could in passed):
        return v
    from ..scenario import ScenarioError
    from ..unsaidblocks import tried_blocks
    from .verdict import Verdict, verdict_of

    tries = _choices(passed)
    who = ", ".join(dict.fromkeys(b for _a, could in passed for b in could))
    if len(tries) > MAX_TRIED:
        text = (f"cannot decide — the question does not say whether {who} blocked (509.1a: the defending player "
                f"chooses), and {len(tries)} ways to block are too many to try; with no block: {v.text}")
        for a in out.get("answers", []):
            a.update(status="cannot decide", cannot_decide=[text[len("cannot decide — "):]])
        return Verdict(text, ["509.1a"] + [r for r in v.rules if r != "509.1a"], [])
    first = outcome(res)
    by = {first: ("no block", v)}
    differ: set = set()
    for n, spec in tries:
        attempt: dict = {n: spec}
        try:
            with tried_blocks(attempt):
                r = rerun(compiled, db)
        except (ScenarioError, RecursionError) as exc:
            if "refused" in attempt:
                continue      # a block the rules do not allow there: not a choice the player had
            # the block is allowed and the run stops later (how its damage is divided, 510.1c): no answer for it
            differ |= {(o, f) for o, f, _x, _u in first}
            by.setdefault(("error", str(exc)), (_said(n, spec), Verdict(f"cannot decide ({str(exc)[:160]})", [])))
            continue
        key = outcome(r)
        if key == first:
            continue
        vals = {(o, f): (x, u) for o, f, x, u in key}
        differ |= {(o, f) for o, f, x, u in first if vals.get((o, f)) != (x, u)}
        if key not in by:
            by[key] = (_said(n, spec), verdict_of(compiled, r, question))
    if len(by) == 1:
        compiled.notes.append(f"the question does not say whether {who} blocked (509.1a); the answers are the same "
                              "with no block and with each block tried")
        return v
    parts = [f"{name} → {(vv.text if vv else 'no verdict').split(' — ')[0]}" for name, vv in by.values()]
    if len({p.split(" → ", 1)[1] for p in parts}) == 1:
        # other answers differ (damage marked on a blocker), the verdict is the same whatever blocked
        for a in out.get("answers", []):
            if (a["object"], a["field"]) in differ:
                a.update(status="cannot decide", cannot_decide=[f"the question does not say whether {who} blocked "
                                                                "(509.1a: the defending player chooses)"])
        compiled.notes.append(f"the question does not say whether {who} blocked (509.1a); the verdict is the same "
                              "with no block and with each block tried")
        return v
    text = (f"cannot decide — the question does not say whether {who} blocked (509.1a: the defending player "
            "chooses): " + "; ".join(parts))
    for a in out.get("answers", []):
        if (a["object"], a["field"]) in differ:
            a.update(status="cannot decide", cannot_decide=[text[len("cannot decide — "):]])
    compiled.notes.append("the answers and the trace below are for no block")
    rules = ["509.1a"] + [x for _n, vv in by.values() if vv for x in vv.rules if x != "509.1a"]
    return Verdict(text, list(dict.fromkeys(rules)), [])
